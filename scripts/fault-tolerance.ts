/**
 * The fault script of issue 40: two server processes on one PostgreSQL database (TEST_DATABASE_URL, a role that may
 * create databases, as scripts/test-postgres.sh makes; a fresh database is made and dropped) translate visitors' jobs
 * against a fake MyMemory.
 *
 * 1. SIGKILL the process holding the most leases in the middle of its jobs: every job must still end completed, with
 *    every cue, and no text sent twice beyond the batches in flight at the kill (MyMemory takes a text a request, so
 *    the texts sent twice are counted exactly: total sent minus distinct texts).
 * 2. SIGTERM a process in the middle of its jobs: it must exit within SHUTDOWN_GRACE_MS and leave no job in progress
 *    under a lease of its own; the other process completes them all.
 *
 *   node --import tsx scripts/fault-tolerance.ts
 */
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { UploadedFile } from "@shared/api/files";
import { startFakeMyMemory } from "@test/fakes/mymemory";
import { createTestDatabase } from "@test/helpers/database";
import { buildSrt } from "@test/helpers/subtitles";
import knex, { type Knex } from "knex";
import { type ServerProcess, startServerProcess } from "../bench/serverProcess";

const JOBS = 6;
const CUES = 150;
const BATCH = 25;
const GRACE_MS = 5_000;

let failures = 0;
function check(ok: boolean, what: string): void {
  console.log(`${ok ? "OK  " : "FAIL"} ${what}`);
  if (!ok) failures++;
}

const database = await createTestDatabase();
if (!database.databaseUrl) {
  console.log("skipped: set TEST_DATABASE_URL (a PostgreSQL role that may create databases)");
  process.exit(0);
}
const fake = await startFakeMyMemory({ latencyMs: 60 });
const db = knex({ client: "pg", connection: database.databaseUrl, pool: { min: 0, max: 2 } });
const env = {
  DATABASE_URL: database.databaseUrl,
  MYMEMORY_API_URL: fake.url,
  MYMEMORY_EMAIL: "",
  MYMEMORY_DAILY_CHARS: "100000000",
  MYMEMORY_REQUESTS_PER_SECOND: "1000",
  DEEPL_API_KEY: "",
  TRUST_PROXY: "1",
  // A killed process's leases run out after 3 s, not the default 30.
  JOB_LEASE_MS: "3000",
  SHUTDOWN_GRACE_MS: String(GRACE_MS),
};
const servers: ServerProcess[] = [];
try {
  servers.push(await startServerProcess(env));
  servers.push(await startServerProcess(env));
  await round("SIGKILL", 0);
  // A fresh second process for the next round.
  servers.push(await startServerProcess(env));
  await round("SIGTERM", JOBS);
} finally {
  for (const server of servers)
    if (server.child.exitCode === null && server.child.signalCode === null) await server.stop();
  await db.destroy();
  await fake.close();
  await database.drop();
}
console.log(failures === 0 ? "\nall checks passed" : `\n${failures} check(s) failed`);
process.exit(failures === 0 ? 0 : 1);

async function round(signal: "SIGKILL" | "SIGTERM", first: number): Promise<void> {
  console.log(`\n${signal} one of two processes mid-job (${JOBS} jobs of ${CUES} cues, batches of ${BATCH})`);
  const live = servers.filter((s) => s.child.exitCode === null && s.child.signalCode === null);
  const sentBefore = fake.requests.length;
  const jobIds = await Promise.all(
    Array.from({ length: JOBS }, (_, i) => startJob(live[i % live.length] as ServerProcess, first + i)),
  );
  // Until both processes run jobs and some batches are stored.
  await until(async () => {
    const rows = await jobRows(db, jobIds);
    return (
      new Set(rows.map((r) => r.lease_owner).filter(Boolean)).size === 2 &&
      rows.some((r) => r.processed_subtitles > 0)
    );
  }, 30_000);
  const rows = await jobRows(db, jobIds);
  const byPid = new Map<number, number>();
  for (const row of rows)
    if (row.lease_owner) byPid.set(pidOf(row.lease_owner), (byPid.get(pidOf(row.lease_owner)) ?? 0) + 1);
  const victim = live.reduce((a, b) =>
    (byPid.get(b.child.pid ?? 0) ?? 0) > (byPid.get(a.child.pid ?? 0) ?? 0) ? b : a,
  );
  const victimJobs = byPid.get(victim.child.pid ?? 0) ?? 0;
  const started = Date.now();
  const exited = once(victim.child, "exit");
  victim.child.kill(signal);
  await exited;
  const exitMs = Date.now() - started;
  if (signal === "SIGTERM") {
    check(exitMs < GRACE_MS + 1000, `exited ${exitMs} ms after SIGTERM (grace ${GRACE_MS} ms)`);
    const held = (await jobRows(db, jobIds)).filter(
      (r) =>
        r.status === "in_progress" &&
        r.lease_owner &&
        pidOf(r.lease_owner) === victim.child.pid &&
        Number(r.lease_expires_at) > Date.now(),
    );
    check(
      held.length === 0,
      `no job left in progress under a live lease of the stopped process (${held.length})`,
    );
  } else console.log(`     killed pid ${victim.child.pid}, which ran ${victimJobs} job(s)`);

  await until(async () => (await jobRows(db, jobIds)).every((r) => r.status === "completed"), 120_000).catch(
    () => {},
  );
  const ended = await jobRows(db, jobIds);
  check(
    ended.every((r) => r.status === "completed"),
    `every job completed (${ended.map((r) => r.status).join(", ")})`,
  );
  check(
    ended.every((r) => r.processed_subtitles === CUES),
    "every job has every cue",
  );
  const sent = fake.requests.slice(sentBefore).reduce((total, r) => total + r.texts, 0);
  const resent = sent - JOBS * CUES;
  // A batch is stored whole or not at all; the dispatcher sends a job's batches in order through the provider's
  // slots, so at most two batches of each job the process ran were partly sent and not stored.
  const bound = victimJobs * 2 * BATCH;
  check(
    resent >= 0 && resent <= bound,
    `texts sent twice: ${resent} (bound: ${bound}, the batches in flight)`,
  );
}

async function startJob(server: ServerProcess, n: number): Promise<string> {
  const headers = { "X-Device-Id": randomUUID(), "X-Forwarded-For": `10.9.0.${n + 1}` };
  const cues = Array.from({ length: CUES }, (_, i) => ({
    start: i * 3000,
    end: i * 3000 + 2000,
    text: `Job ${n} says line ${i + 1} once.`,
  }));
  const form = new FormData();
  form.append("file", new Blob([buildSrt(cues)]), `job-${n}.srt`);
  const api = `${server.origin}/api/v1`;
  const upload = await fetch(`${api}/files/upload`, { method: "POST", headers, body: form });
  const file = UploadedFile.parse(await upload.json());
  const start = await fetch(`${api}/translate/start?file_id=${file.file_id}`, {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/json" },
    body: JSON.stringify({
      source_language: "en",
      target_language: "fr",
      service: "mymemory",
      batch_size: BATCH,
    }),
  });
  if (start.status !== 201) throw new Error(`start answered ${start.status}: ${await start.text()}`);
  return ((await start.json()) as { job_id: string }).job_id;
}

type Row = {
  status: string;
  lease_owner: string | null;
  lease_expires_at: string | number | null;
  processed_subtitles: number;
};

function jobRows(db: Knex, ids: string[]): Promise<Row[]> {
  return db("translation_jobs")
    .whereIn("id", ids)
    .select("status", "lease_owner", "lease_expires_at", "processed_subtitles");
}

function pidOf(owner: string): number {
  return Number(owner.split(":")[1]);
}

async function until(condition: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
