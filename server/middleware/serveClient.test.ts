import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { startTestServer, type TestServer } from "@test/helpers/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompress } from "../../scripts/precompress";

const SHELL = `<!doctype html><title>Polysub</title><div id=root></div>${"<!-- padding -->".repeat(100)}`;
const ASSET = `console.log(${JSON.stringify("polysub ".repeat(400))});`;

/** Node's fetch decodes bodies by itself and hides the encoding; raw bytes and headers need node:http. */
async function rawGet(url: string, headers: Record<string, string> = {}) {
  const { request } = await import("node:http");
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on("error", reject)
      .end();
  });
}

/** A build directory holding `files` (paths relative to it), precompressed as `npm run build` leaves it, served. */
async function serveBuild(
  files: Record<string, string>,
): Promise<{ server: TestServer; close(): Promise<void> }> {
  const publicDir = await mkdtemp(path.join(tmpdir(), "polysub-dist-"));
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(publicDir, name)), { recursive: true });
    await writeFile(path.join(publicDir, name), content);
  }
  await precompress(publicDir);
  const server = await startTestServer({ env: { PUBLIC_DIR: publicDir } });
  return {
    server,
    async close() {
      await server.close();
      await rm(publicDir, { recursive: true, force: true });
    },
  };
}

describe("serving the built client", () => {
  let server: TestServer;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ server, close } = await serveBuild({
      "index.html": SHELL,
      "sw.js": ASSET,
      "assets/app-1a2b3c.js": ASSET,
      "assets/app-1a2b3c.js.map": `{"version":3,"sources":["../../client/main.tsx"]}`,
    }));
  });
  afterAll(() => close());

  it("serves files of the build and the shell at /", async () => {
    const asset = await fetch(`${server.origin}/assets/app-1a2b3c.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("content-type")).toContain("javascript");
    expect(await asset.text()).toBe(ASSET);
    const root = await fetch(`${server.origin}/`);
    expect(await root.text()).toBe(SHELL);
  });

  it("sends the precompressed copy the browser accepts, brotli first, and the plain file otherwise", async () => {
    const url = `${server.origin}/assets/app-1a2b3c.js`;
    const br = await rawGet(url, { "Accept-Encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("Accept-Encoding");
    expect(br.headers["content-type"]).toContain("javascript");
    expect(brotliDecompressSync(br.body).toString()).toBe(ASSET);
    expect(br.body.length).toBeLessThan(ASSET.length / 4);

    const gz = await rawGet(url, { "Accept-Encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(ASSET);

    const plain = await rawGet(url);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(ASSET);
  });

  it("caches hashed assets for a year and makes the shell and the service worker revalidate", async () => {
    const asset = await rawGet(`${server.origin}/assets/app-1a2b3c.js`, { "Accept-Encoding": "br" });
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    for (const file of ["/", "/index.html", "/sw.js"]) {
      const response = await rawGet(`${server.origin}${file}`, { "Accept-Encoding": "br" });
      expect(response.status).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("answers a revalidation of an unchanged file with 304 and no body, and a changed one in full", async () => {
    for (const file of ["/sw.js", "/index.html"]) {
      const first = await rawGet(`${server.origin}${file}`);
      const modified = first.headers["last-modified"] as string;
      expect(modified).toBeTruthy();
      const again = await rawGet(`${server.origin}${file}`, { "If-Modified-Since": modified });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      const older = new Date(Date.parse(modified) - 60_000).toUTCString();
      const stale = await rawGet(`${server.origin}${file}`, { "If-Modified-Since": older });
      expect(stale.status).toBe(200);
      expect(stale.body.length).toBeGreaterThan(0);
    }
  });

  it("answers a page of the client router with the shell, 200 and uncached", async () => {
    for (const page of ["/translate", "/legal/privacy", "/help/"]) {
      const response = await fetch(`${server.origin}${page}`, { headers: { Accept: "text/html" } });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("text/html");
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(await response.text()).toBe(SHELL);
    }
  });

  it("answers an unknown page with 404 and still the shell, so the app shows its not-found screen", async () => {
    for (const page of ["/no-such-page", "/legal/nothing", "/translate/extra"]) {
      const response = await fetch(`${server.origin}${page}`, { headers: { Accept: "text/html" } });
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toContain("text/html");
      expect(await response.text()).toBe(SHELL);
    }
  });

  it("compresses the shell and API JSON on the fly", async () => {
    const shell = await rawGet(`${server.origin}/translate`, {
      Accept: "text/html",
      "Accept-Encoding": "br",
    });
    expect(shell.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(shell.body).toString()).toBe(SHELL);

    const languages = await rawGet(`${server.url}/languages/supported`, { "Accept-Encoding": "gzip" });
    expect(languages.status).toBe(200);
    expect(languages.headers["content-type"]).toContain("application/json");
    expect(languages.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(languages.body).toString())).toBeTruthy();
  });

  it("never serves the build's source maps, nor the shell in their place", async () => {
    for (const accept of ["*/*", "text/html"]) {
      const map = await fetch(`${server.origin}/assets/app-1a2b3c.js.map`, { headers: { Accept: accept } });
      expect(map.status).toBe(404);
      expect(await map.text()).not.toContain("main.tsx");
    }
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

describe("serving the prerendered pages", () => {
  let server: TestServer;
  let close: () => Promise<void>;
  const page = (locale: string) =>
    `<!doctype html><html lang="${locale}"><div id=root>${locale}</div></html>`;

  beforeAll(async () => {
    const prerendered = Object.fromEntries(
      ["fr", "en", "de", "pt"].map((locale) => [`prerendered/${locale}.html`, page(locale).padEnd(2000)]),
    );
    const pricing = {
      "prerendered/pricing/en.html": page("en pricing"),
      "prerendered/legal/terms/de.html": page("de terms"),
    };
    ({ server, close } = await serveBuild({ "index.html": SHELL, ...prerendered, ...pricing }));
  });
  afterAll(() => close());

  it("answers / in the first of the browser's languages the interface speaks, else French", async () => {
    const cases: [string | undefined, string][] = [
      ["en-US,en;q=0.9,fr;q=0.8", "en"],
      ["ko-KR,ko;q=0.9,de;q=0.8,en;q=0.7", "de"],
      ["pt-BR", "pt"],
      ["ko-KR", "fr"],
      [undefined, "fr"],
    ];
    for (const [languages, expected] of cases) {
      const response = await rawGet(`${server.origin}/`, {
        Accept: "text/html",
        "Accept-Encoding": "br",
        ...(languages ? { "Accept-Language": languages } : {}),
      });
      expect(response.status, languages).toBe(200);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.headers["content-encoding"]).toBe("br");
      expect(response.headers.vary).toContain("Accept-Language");
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(brotliDecompressSync(response.body).toString().trimEnd(), languages).toBe(page(expected));
    }
  });

  it("answers every other prerendered page the same way, by its path", async () => {
    const pricing = await fetch(`${server.origin}/pricing`, {
      headers: { Accept: "text/html", "Accept-Language": "en-GB,en;q=0.9" },
    });
    expect(pricing.headers.get("vary")).toContain("Accept-Language");
    expect(await pricing.text()).toBe(page("en pricing"));
    const terms = await fetch(`${server.origin}/legal/terms`, {
      headers: { Accept: "text/html", "Accept-Language": "de-AT" },
    });
    expect(await terms.text()).toBe(page("de terms"));
  });

  it("keeps the shell for a page without a prerender, and the plain shell at /index.html for the service worker", async () => {
    // /profile is never prerendered (it is a signed-in user's), /pricing has no French prerender in this build, and
    // a query may change what the page shows.
    for (const [pathname, language] of [
      ["/profile", "en"],
      ["/pricing", "fr"],
      ["/pricing?session_canceled=true", "en"],
    ]) {
      const response = await fetch(`${server.origin}${pathname}`, {
        headers: { Accept: "text/html", "Accept-Language": language as string },
      });
      expect(await response.text(), pathname).toBe(SHELL);
    }
    const shell = await fetch(`${server.origin}/index.html`, { headers: { "Accept-Language": "en" } });
    expect(await shell.text()).toBe(SHELL);
  });

  it("answers / with the shell when the build has no prerender in that language", async () => {
    const response = await fetch(`${server.origin}/`, {
      headers: { Accept: "text/html", "Accept-Language": "ja" },
    });
    expect(await response.text()).toBe(SHELL);
  });
});
