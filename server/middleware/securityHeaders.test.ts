import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createAccount, signedIn } from "@test/helpers/accounts";
import { apiClient } from "@test/helpers/api";
import { startTestServer, type TestServer } from "@test/helpers/server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

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

describe("Cache-Control: no-store", () => {
  it("is on every answer to a request with a session token, even where the route chose a cache", async () => {
    const account = await createAccount(server);
    const user = await signedIn(server, account);
    for (const path of ["/auth/me", "/auth/limits", "/languages/supported", "/health", "/nope"]) {
      expect((await user.get(path)).headers.get("cache-control"), path).toBe("no-store");
    }
    // The client's shell says no-cache on its own; a request with a token still gets no-store.
    const page = await fetch(`${server.origin}/profile`, {
      headers: { Accept: "text/html", Authorization: `Bearer ${user.token}` },
    });
    expect(page.headers.get("cache-control")).toBe("no-store");
    const forged = await fetch(`${server.url}/files/info/${crypto.randomUUID()}`, {
      headers: { Authorization: "Bearer forged" },
    });
    expect(forged.status).toBe(401);
    expect(forged.headers.get("cache-control")).toBe("no-store");
  });

  it("is on a visitor's answers (their device id scopes them) and on every /auth answer", async () => {
    expect((await apiClient(server).get("/languages/supported")).headers.get("cache-control")).toBe(
      "no-store",
    );
    const anonymous = await fetch(`${server.url}/auth/me`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("cache-control")).toBe("no-store");
    expect((await fetch(`${server.url}/oauth/providers`)).headers.get("cache-control")).toBe("no-store");
  });

  it("leaves public answers alone", async () => {
    expect((await fetch(`${server.url}/languages/supported`)).headers.get("cache-control")).toBeNull();
    const page = await fetch(`${server.origin}/profile`, { headers: { Accept: "text/html" } });
    expect(page.headers.get("cache-control")).toBe("no-cache");
  });
});

describe("Strict-Transport-Security", () => {
  const overHttps = { headers: { "X-Forwarded-Proto": "https" } };
  let other: TestServer | undefined;
  afterEach(async () => {
    await other?.close();
    other = undefined;
  });

  it("is sent when a trusted proxy says the request came over HTTPS", async () => {
    other = await startTestServer({ env: { TRUST_PROXY: "1" } });
    expect((await fetch(`${other.url}/health`, overHttps)).headers.get("strict-transport-security")).toBe(
      "max-age=31536000",
    );
    expect((await fetch(`${other.url}/health`)).headers.get("strict-transport-security")).toBeNull();
  });

  it("is not sent on a client's word alone, without TRUST_PROXY", async () => {
    expect(
      (await fetch(`${server.url}/health`, overHttps)).headers.get("strict-transport-security"),
    ).toBeNull();
  });

  it("is always sent with HSTS=1", async () => {
    other = await startTestServer({ env: { HSTS: "1" } });
    expect((await fetch(`${other.url}/health`)).headers.get("strict-transport-security")).toBe(
      "max-age=31536000",
    );
  });
});
