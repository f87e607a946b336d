import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startTestServer, type TestServer } from "@test/helpers/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const INDEX_HTML = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../client/index.html");

let publicDir: string;
let server: TestServer;

beforeAll(async () => {
  publicDir = await mkdtemp(path.join(tmpdir(), "polysub-dist-"));
  await writeFile(path.join(publicDir, "index.html"), "<!doctype html><title>Polysub</title>");
  server = await startTestServer({ env: { PUBLIC_DIR: publicDir } });
});
afterAll(async () => {
  await server.close();
  await rm(publicDir, { recursive: true, force: true });
});

function expectHardened(response: Response): void {
  const csp = response.headers.get("content-security-policy") ?? "";
  const directives = new Map(
    csp.split(";").map((d) => {
      const [name = "", ...values] = d.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
  expect(directives.get("script-src")).toEqual(["'self'"]);
  expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
  expect(directives.get("object-src")).toEqual(["'none'"]);
  expect(csp).not.toContain("unsafe-inline");
  expect(csp).not.toContain("unsafe-eval");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("referrer-policy")).toBe("same-origin");
}

describe("security headers", () => {
  it("are on API answers, errors included, and on the client's pages", async () => {
    expectHardened(await fetch(`${server.url}/health`));
    expectHardened(await fetch(`${server.url}/auth/me`));
    expectHardened(await fetch(`${server.url}/nope`));
    expectHardened(await fetch(`${server.origin}/profile`, { headers: { Accept: "text/html" } }));
  });

  it("hold for the client as written: index.html has no inline script", async () => {
    const html = await readFile(INDEX_HTML, "utf8");
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes = "", content = ""] of scripts) {
      expect(attributes).toMatch(/\bsrc="\/[^"]+"/);
      expect(content.trim()).toBe("");
    }
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(html).not.toMatch(/<style\b/);
  });
});
