import { LanguagesResponse } from "@shared/api/languages";
import { PICKER_LANGUAGES } from "@shared/languages";
import { PAID_LANGUAGES } from "@shared/plans";
import { startTestServer, type TestServer } from "@test/helpers/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

describe("GET /languages/supported", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("lists the picker's twenty languages first, then every other named language once", async () => {
    const response = await fetch(`${server.url}/languages/supported`);
    expect(response.status).toBe(200);
    const { languages } = LanguagesResponse.parse(await response.json());
    const codes = languages.map((l) => l.code);
    expect(codes.slice(0, 20)).toEqual(PICKER_LANGUAGES);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.length).toBeGreaterThanOrEqual(60);
    for (const code of PAID_LANGUAGES) expect(codes).toContain(code);
    expect(languages.find((l) => l.code === "fr")?.name).toBe("French");
  });
});
