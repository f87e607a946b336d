import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ErrorBody } from "@shared/api/common";
import { UploadedFile } from "@shared/api/files";
import { DetailedHealthResponse } from "@shared/api/health";
import type { FakeServer } from "@test/fakes/harness";
import { startFakeMyMemory } from "@test/fakes/mymemory";
import { createAccount, login } from "@test/helpers/accounts";
import { type ApiClient, apiClient } from "@test/helpers/api";
import { createTestDatabase, type TestDatabase } from "@test/helpers/database";
import { type MainProcess, startMainProcess } from "@test/helpers/mainProcess";
import { buildSrt, numberedCues } from "@test/helpers/subtitles";
import { startJob, waitForJob } from "@test/jobs/harness";
import knex, { type Knex } from "knex";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

/**
 * Issue 40: two real server processes (`node server/main.ts`, as `npm start` runs it) on one PostgreSQL database
 * share the sign-in throttle, hear each other's cancels, run the cleanup once and count each other alive.
 * PostgreSQL only: SQLite is the one-process embedded default.
 */
const GRACE_MS = 4_000;

describe.skipIf(!process.env.TEST_DATABASE_URL)("two server processes on one PostgreSQL database", () => {
  let database: TestDatabase;
  let fake: FakeServer;
  let db: Knex;
  const dataDirs: string[] = [];
  let servers: MainProcess[] = [];
  const api = (server: MainProcess | undefined) => ({
    url: `${server?.url.replace("localhost", "127.0.0.1")}/api/v1`,
  });

  beforeAll(async () => {
    database = await createTestDatabase();
    // Slow enough that a job of 200 cues runs for seconds (four requests at a time, 100 ms each: about 5 s).
    fake = await startFakeMyMemory({ latencyMs: 100 });
    db = knex({ client: "pg", connection: database.databaseUrl, pool: { min: 0, max: 2 } });
    // Both start at once on an empty database: one migrates, the other waits for it.
    servers = await Promise.all(
      [0, 1].map(async () => {
        const dataDir = await mkdtemp(path.join(tmpdir(), "polysub-scale-"));
        dataDirs.push(dataDir);
        return startMainProcess({
          DATA_DIR: dataDir,
          DATABASE_URL: database.databaseUrl ?? "",
          LOG_LEVEL: "info",
          MYMEMORY_API_URL: fake.url,
          MYMEMORY_EMAIL: "",
          MYMEMORY_DAILY_CHARS: "10000000",
          // The shared pace's default (10 a second) made the job 20 s; the fake's latency alone keeps it running.
          MYMEMORY_REQUESTS_PER_SECOND: "40",
          DEEPL_API_KEY: "",
          SHUTDOWN_GRACE_MS: String(GRACE_MS),
        });
      }),
    );
  }, 60_000);

  afterAll(async () => {
    for (const server of servers) {
      if (server.child.exitCode === null && server.child.signalCode === null) {
        const exited = once(server.child, "exit");
        server.child.kill("SIGKILL");
        await exited;
      }
    }
    await db?.destroy();
    await database?.drop();
    await fake?.close();
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
  });

  it("throttles 30 wrong passwords spread over both at the count one process allows", async () => {
    const account = await createAccount({ db }, { emailVerified: true });
    const codes: string[] = [];
    for (let i = 0; i < 30; i++) {
      const response = await login(api(servers[i % 2]), account.email, "Wrong-Horse-Battery9");
      codes.push(ErrorBody.parse(await response.json()).code);
    }
    expect(codes.slice(0, 10)).toEqual(Array(10).fill("invalid_credentials"));
    expect(codes.slice(10)).toEqual(Array(20).fill("rate_limited"));
  });

  it("runs the cleanup in one process only, and each counts both alive", async () => {
    await vi.waitFor(() =>
      expect(servers.some((s) => s.output().includes("cleanup pass started"))).toBe(true),
    );
    const passes = servers.map((s) => s.output().split("cleanup pass started").length - 1);
    expect(passes.sort()).toEqual([0, 1]);
    for (const server of servers) {
      const health = DetailedHealthResponse.parse(
        await (await fetch(`${api(server).url}/health/detailed`)).json(),
      );
      expect(health.operations?.processes.seen_recently).toBe(2);
    }
  });

  /** A visitor's job of 200 cues on MyMemory, uploaded and started through `server`, once a worker runs it. */
  async function runningJob(client: ApiClient): Promise<{ jobId: string; runner: number }> {
    const upload = await client.upload("story.srt", buildSrt(numberedCues(200)));
    const file = UploadedFile.parse(await upload.json());
    const job = await startJob(client, file.file_id, { service: "mymemory" });
    let owner = "";
    await vi.waitFor(
      async () => {
        const row = await db("translation_jobs").where({ id: job.job_id }).first();
        owner = row?.lease_owner ?? "";
        expect(owner).not.toBe("");
      },
      { timeout: 10_000 },
    );
    const pid = Number(owner.split(":")[1]);
    return { jobId: job.job_id, runner: servers.findIndex((s) => s.child.pid === pid) };
  }

  /** Cancels, through the process that does not run it, a job one of them runs; returns when it is checked. */
  async function cancelAcross(): Promise<void> {
    const client = apiClient(api(servers[0]));
    const { jobId, runner } = await runningJob(client);
    expect(runner).toBeGreaterThanOrEqual(0);
    const before = fake.requests.length;
    await vi.waitFor(() => expect(fake.requests.length).toBeGreaterThan(before), { timeout: 10_000 });
    const other = apiClient(api(servers[1 - runner]), client.deviceId);
    expect((await other.delete(`/translate/job/${jobId}`)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const sentWithinASecond = fake.requests.length;
    // Without the relay the runner would learn of it at its next lease renewal, ten seconds on.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(fake.requests.length).toBe(sentWithinASecond);
    expect((await waitForJob(client, jobId)).status).toBe("cancelled");
  }

  it("stops the job one process runs within a second of a cancel sent to the other", cancelAcross);

  it("hears cancels again once its signal connection, cut by the database, is opened again", async () => {
    const listening = async (): Promise<number[]> =>
      (
        await db.raw(
          "select pid from pg_stat_activity where datname = current_database() and query ilike 'listen %'",
        )
      ).rows.map((row: { pid: number }) => row.pid);
    const before = await listening();
    expect(before).toHaveLength(2);
    await db.raw("select pg_terminate_backend(pid) from unnest(?::int[]) as pid", [before]);
    // Opened again after a second: two listening connections, neither of them one that was cut.
    await vi.waitFor(
      async () => expect((await listening()).filter((pid) => !before.includes(pid))).toHaveLength(2),
      { timeout: 10_000, interval: 100 },
    );
    await cancelAcross();
  });

  it("on SIGTERM hands the running job over within the grace period: the other process completes it", async () => {
    const client = apiClient(api(servers[1]));
    const { jobId, runner } = await runningJob(client);
    const stopping = servers[runner];
    const survivor = servers[1 - runner];
    if (!stopping || !survivor) throw new Error(`no process runs job ${jobId}`);
    const started = Date.now();
    const exited = once(stopping.child, "exit");
    stopping.child.kill("SIGTERM");
    await exited;
    expect(Date.now() - started).toBeLessThan(GRACE_MS + 1_000);
    const row = await db("translation_jobs").where({ id: jobId }).first();
    // Completed in time, or given back (and maybe claimed by the other process already): never left in progress
    // under a lease of the process that is gone.
    if (row.status === "in_progress") expect(row.lease_owner ?? "").not.toContain(`:${stopping.child.pid}:`);
    else expect(row.status).toBe("completed");
    const done = await waitForJob(apiClient(api(survivor), client.deviceId), jobId, undefined, 60_000, 200);
    expect(done.status).toBe("completed");
    expect(done.processed_subtitles).toBe(200);
  }, 90_000);
});
