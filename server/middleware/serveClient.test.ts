import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../test/helpers/server";

const SHELL = "<!doctype html><title>Polysub</title><div id=root></div>";

describe("serving the built client", () => {
  let publicDir: string;
  let server: TestServer;

  beforeAll(async () => {
    publicDir = await mkdtemp(path.join(tmpdir(), "polysub-dist-"));
    await writeFile(path.join(publicDir, "index.html"), SHELL);
    await writeFile(path.join(publicDir, "app.js"), "console.log('polysub')");
    server = await startTestServer({ env: { PUBLIC_DIR: publicDir } });
  });
  afterAll(async () => {
    await server.close();
    await rm(publicDir, { recursive: true, force: true });
  });

  it("serves files of the build and the shell at /", async () => {
    const asset = await fetch(`${server.origin}/app.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("content-type")).toContain("javascript");
    const root = await fetch(`${server.origin}/`);
    expect(await root.text()).toBe(SHELL);
  });

  it("answers a deep link with the shell, uncached, so the client router takes over", async () => {
    const response = await fetch(`${server.origin}/translate`, { headers: { Accept: "text/html" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(await response.text()).toBe(SHELL);
  });

  it("never answers an API path or a missing asset with the shell", async () => {
    const api = await fetch(`${server.origin}/api/v1/nope`, { headers: { Accept: "text/html" } });
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ code: "not_found" });
    const script = await fetch(`${server.origin}/missing.js`, {
      headers: { Accept: "application/javascript" },
    });
    expect(script.status).toBe(404);
    const post = await fetch(`${server.origin}/translate`, {
      method: "POST",
      headers: { Accept: "text/html" },
    });
    expect(post.status).toBe(404);
  });
});
