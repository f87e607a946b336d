import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createTestDatabase, type TestDatabase } from "@test/helpers/database";
import { buildFile } from "@test/helpers/factories";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDb, type Db, migrate } from "../db";
import { claimJobs, finishJob, releaseLease, renewLease, saveProgress, waitJob } from "./repository";

let dir: string;
let database: TestDatabase;
let dbs: Db[];

async function openDb(): Promise<Db> {
  const db = createDb({ dataDir: dir, databaseUrl: database.databaseUrl });
  dbs.push(db);
  await migrate(db);
  return db;
}

async function seed(
  db: Db,
  jobs: { id: string; priority?: number; created_at: string; max_parallel?: number }[],
): Promise<void> {
  const now = new Date().toISOString();
  const fileId = await buildFile(db, { deviceId: "d" });
  for (const job of jobs) {
    await db("translation_jobs").insert({
      file_id: fileId,
      device_id: "d",
      source_language: "en",
      target_language: "fr",
      service: "mymemory",
      updated_at: now,
      ...job,
    });
  }
}

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "polysub-queue-"));
  database = await createTestDatabase();
  dbs = [];
});

afterEach(async () => {
  for (const db of dbs) await db.destroy();
  await database.drop();
  rmSync(dir, { recursive: true, force: true });
});

describe("job queue lease", () => {
  it("claims by priority, then age, and marks the job in progress", async () => {
    const db = await openDb();
    await seed(db, [
      { id: "old", created_at: "2026-01-01T00:00:00.000Z" },
      { id: "new", created_at: "2026-01-02T00:00:00.000Z" },
      { id: "urgent", priority: 5, created_at: "2026-01-03T00:00:00.000Z" },
    ]);
    expect(await claimJobs(db, 2, { owner: "w1", leaseMs: 1000 })).toEqual(["urgent", "old"]);
    const row = await db("translation_jobs").where({ id: "old" }).first();
    expect(row).toMatchObject({ status: "in_progress", lease_owner: "w1", attempts: 1 });
    expect(row.started_at).not.toBeNull();
  });

  it("never lets two processes hold the same job, and frees it when the lease expires", async () => {
    const [a, b] = [await openDb(), await openDb()];
    await seed(
      a,
      Array.from({ length: 20 }, (_, i) => ({ id: `j${i}`, created_at: new Date(i).toISOString() })),
    );
    const now = Date.now();
    const claims: string[][] = Array.from({ length: 10 }, () => []);
    // Rounds of ten concurrent claimers on two connections, until the queue is drained.
    for (let round = 0; claims.flat().length < 20 && round < 10; round++) {
      const got = await Promise.all(
        claims.map((_, i) => claimJobs(i % 2 ? a : b, 3, { owner: `w${i}`, leaseMs: 1000, now })),
      );
      for (const [i, ids] of got.entries()) claims[i]?.push(...ids);
    }
    const all = claims.flat();
    expect(new Set(all).size).toBe(all.length);
    expect(all).toHaveLength(20);
    expect(await claimJobs(a, 5, { owner: "late", leaseMs: 1000, now })).toEqual([]);
    // After the lease expires without renewal, another worker takes the job over.
    const later = await claimJobs(b, 1, { owner: "late", leaseMs: 1000, now: now + 1001 });
    expect(later).toHaveLength(1);
    const lost = claims.findIndex((c) => c.includes(later[0] as string));
    expect(await renewLease(a, later[0] as string, { owner: `w${lost}`, leaseMs: 1000 })).toBe(false);
  });

  it("renews only its own lease and releases a job for immediate reuse", async () => {
    const db = await openDb();
    await seed(db, [{ id: "j", created_at: new Date().toISOString() }]);
    await claimJobs(db, 1, { owner: "w1", leaseMs: 60_000 });
    expect(await renewLease(db, "j", { owner: "w2", leaseMs: 60_000 })).toBe(false);
    expect(await renewLease(db, "j", { owner: "w1", leaseMs: 60_000 })).toBe(true);
    expect(await claimJobs(db, 1, { owner: "w2", leaseMs: 60_000 })).toEqual([]);
    await releaseLease(db, "j", "w1");
    // Its old worker, still winding the run down, does not claim it under the same owner.
    expect(await claimJobs(db, 1, { owner: "w1", leaseMs: 60_000, running: ["j"] })).toEqual([]);
    expect(await claimJobs(db, 1, { owner: "w2", leaseMs: 60_000 })).toEqual(["j"]);
  });

  it("neither renews nor writes a lease that ran out, even before another worker claims the job", async () => {
    const db = await openDb();
    await seed(db, [{ id: "j", created_at: new Date().toISOString() }]);
    // Claimed by a worker that then stalled for longer than its lease.
    const claimedAt = Date.now() - 2000;
    expect(await claimJobs(db, 1, { owner: "w1", leaseMs: 1000, now: claimedAt })).toEqual(["j"]);

    expect(await renewLease(db, "j", { owner: "w1", leaseMs: 1000 })).toBe(false);
    // Not at the very millisecond the lease ends either.
    expect(await renewLease(db, "j", { owner: "w1", leaseMs: 1000, now: claimedAt + 1000 })).toBe(false);
    const progress = {
      total_subtitles: 2,
      processed_subtitles: 1,
      progress: 50,
      services_used: { mymemory: 1 },
    };
    expect(
      await saveProgress(db, { jobId: "j", owner: "w1", leaseMs: 1000, progress, now: new Date() }),
    ).toBe(false);
    expect(await finishJob(db, "j", "w1", { status: "completed", progress })).toBe(false);
    const notice = {
      code: "quota_exceeded",
      service: "mymemory" as const,
      attempt: null,
      max_attempts: null,
      resumes_at: new Date().toISOString(),
    };
    expect(await waitJob(db, "j", "w1", { notice, resumeAt: Date.now(), detail: null })).toBe(false);
    expect(await db("translation_jobs").where({ id: "j" }).first()).toMatchObject({
      status: "in_progress",
      processed_subtitles: 0,
      lease_owner: "w1",
      lease_expires_at: expect.anything(),
    });

    // Its old worker, still winding the run down, does not claim it under the same owner.
    expect(await claimJobs(db, 1, { owner: "w1", leaseMs: 60_000, running: ["j"] })).toEqual([]);
    expect(await claimJobs(db, 1, { owner: "w2", leaseMs: 60_000 })).toEqual(["j"]);
    expect(await db("translation_jobs").where({ id: "j" }).first()).toMatchObject({
      lease_owner: "w2",
      attempts: 2,
    });
    expect(await renewLease(db, "j", { owner: "w1", leaseMs: 60_000 })).toBe(false);
    expect(await renewLease(db, "j", { owner: "w2", leaseMs: 60_000 })).toBe(true);
  });

  it("keeps an owner within its parallel jobs when the old worker of an expired lease tries to renew it", async () => {
    const db = await openDb();
    const t0 = Date.now();
    await seed(db, [{ id: "first", created_at: new Date(t0).toISOString(), max_parallel: 1 }]);
    expect(await claimJobs(db, 1, { owner: "w1", leaseMs: 1000, now: t0 })).toEqual(["first"]);
    // The owner's next job, of a higher priority (started after an upgrade), is claimed once the first lease ran out.
    await seed(db, [
      { id: "next", priority: 5, created_at: new Date(t0 + 1).toISOString(), max_parallel: 1 },
    ]);
    const later = t0 + 1001;
    expect(await claimJobs(db, 1, { owner: "w2", leaseMs: 1000, now: later })).toEqual(["next"]);

    expect(await renewLease(db, "first", { owner: "w1", leaseMs: 1000, now: later })).toBe(false);
    const held = await db("translation_jobs")
      .where({ status: "in_progress" })
      .where("lease_expires_at", ">=", later)
      .select("id");
    expect(held.map((row) => row.id)).toEqual(["next"]);
  });

  it("does not claim finished or cancelled jobs", async () => {
    const db = await openDb();
    await seed(db, [
      { id: "done", created_at: new Date().toISOString() },
      { id: "gone", created_at: new Date().toISOString() },
    ]);
    await db("translation_jobs").where({ id: "done" }).update({ status: "completed" });
    await db("translation_jobs").where({ id: "gone" }).update({ status: "cancelled" });
    expect(await claimJobs(db, 5, { owner: "w", leaseMs: 1000 })).toEqual([]);
  });
});
