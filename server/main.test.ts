import type { ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { startMainProcess } from "@test/helpers/mainProcess";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

describe("node server/main.ts", () => {
  let dataDir: string;
  let child: ChildProcess;
  let url: string;
  let hint: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "polysub-main-"));
    ({ child, url, hint } = await startMainProcess({
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
      MYMEMORY_API_URL: "http://127.0.0.1:9",
      // The anonymous default, whatever the calling shell has set.
      MYMEMORY_EMAIL: "",
      DEEPL_API_KEY: "",
    }));
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
