import { startTestServer, type TestServer } from "@test/helpers/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = async (path: string) => {
  const response = await fetch(server.url + path);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe("language routes per service", () => {
  it("lists a service's languages", async () => {
    const deepl = await get("/languages/supported/deepl");
    const codes = (deepl.body.languages as { code: string; name: string }[]).map((l) => l.code);
    expect(codes).toContain("ja");
    expect(codes).not.toContain("hi");
    expect(deepl.body.languages).toContainEqual({ code: "fr", name: "French" });
    expect((await get("/languages/supported/babelfish")).status).toBe(400);
  });

  it("detects the language of a text", async () => {
    const text = encodeURIComponent("Bonjour à tous, je suis très heureux de vous voir ce soir");
    const { body } = await get(`/languages/detect/${text}`);
    expect(body.language).toBe("fr");
    expect(body.confidence).toBeGreaterThan(0.3);
    expect(body.confidence).toBeLessThanOrEqual(1);
    expect((await get("/languages/detect/ok")).body).toEqual({ language: null, confidence: 0 });
  });

  it("validates a pair for a service, with one code per problem", async () => {
    expect((await get("/languages/validate?source=en&target=fr&service=deepl")).body).toEqual({
      valid: true,
      errors: [],
    });
    expect((await get("/languages/validate?source=auto&target=de&service=mymemory")).body.valid).toBe(true);
    expect((await get("/languages/validate?source=en&target=hi&service=deepl")).body).toEqual({
      valid: false,
      errors: ["target_not_supported"],
    });
    expect((await get("/languages/validate?source=fr&target=fr&service=openai")).body.errors).toEqual([
      "same_language",
    ]);
    expect((await get("/languages/validate?source=xx&target=fr&service=openai")).body.errors).toEqual([
      "unknown_source_language",
    ]);
    expect((await get("/languages/validate?source=en&target=fr")).status).toBe(400);
  });
});
