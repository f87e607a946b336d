import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Resolves with the URL the server prints and the line under it, or rejects with what it wrote to stderr. */
function startedUrl(child: ChildProcess): Promise<{ url: string; hint: string }> {
  return new Promise((resolve, reject) => {
    let out = "";
    let err = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Polysub is running at (http:\/\/localhost:\d+)\n(.*)\n/.exec(out);
      if (match?.[1]) resolve({ url: match[1], hint: match[2] ?? "" });
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.once("exit", (code) => reject(new Error(`server exited with ${code}: ${err}`)));
  });
}

describe("node server/main.ts", () => {
  let dataDir: string;
  let child: ChildProcess;
  let url: string;
  let hint: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "polysub-main-"));
    child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
      cwd: root,
      env: {
        ...process.env,
        PORT: "0",
        DATA_DIR: dataDir,
        LOG_LEVEL: "silent",
        MYMEMORY_API_URL: "http://127.0.0.1:9",
        // The anonymous default, whatever the calling shell has set.
        MYMEMORY_EMAIL: "",
        DEEPL_API_KEY: "",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    ({ url, hint } = await startedUrl(child));
  });

  afterAll(async () => {
    if (child.exitCode === null) child.kill("SIGKILL");
    await rm(dataDir, { recursive: true, force: true });
  });

  it("migrates its database, prints its URL and answers the API", async () => {
    const response = await fetch(`${url.replace("localhost", "127.0.0.1")}/api/v1/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok" });
  });

  it("prints one line on how to raise the translation quota", () => {
    expect(hint).toMatch(/^MyMemory allows this server 5,000 characters a day: set MYMEMORY_EMAIL=/);
  });

  it("stops cleanly on SIGTERM", async () => {
    const exited = once(child, "exit");
    child.kill("SIGTERM");
    const [code] = await exited;
    expect(code).toBe(0);
  });
});
