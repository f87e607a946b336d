import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createDb, type Db } from "@server/db";
import { migrationSource } from "@server/db/migrationSource";
import { createTestDatabase, type TestDatabase } from "@test/helpers/database";
import { buildFile, buildJob, buildUser } from "@test/helpers/factories";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

const MIGRATION = "20261127000200_owner_user_or_device";

/** The migrations up to, but without, the one under test. */
const earlierMigrations: typeof migrationSource = {
  ...migrationSource,
  async getMigrations() {
    const all = await migrationSource.getMigrations([]);
    return all.filter((file) => migrationSource.getMigrationName(file) < MIGRATION);
  },
};

describe("migration: files and jobs owned by a user or a device", () => {
  let dataDir: string;
  let database: TestDatabase;
  let db: Db;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "polysub-migration-"));
    database = await createTestDatabase();
    db = createDb({ dataDir, databaseUrl: database.databaseUrl });
    await db.migrate.latest({ migrationSource: earlierMigrations });
  });

  afterEach(async () => {
    await db.destroy();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("keeps every file, job and what hangs on them, and lets a user own a file without a device", async () => {
    const user = await buildUser(db);
    const fileId = await buildFile(db, { deviceId: "d1", userId: user.id }, { content: "kept bytes" });
    const jobId = await buildJob(db, fileId, { deviceId: "d1", userId: user.id });
    await db("job_segments").insert({
      job_id: jobId,
      idx: 0,
      source_hash: "h",
      source_text: "Hello",
      translated_text: "Bonjour",
      service: "mymemory",
    });
    await db("quota_spends").insert({
      job_id: jobId,
      counter_key: "user:x",
      period: "2026-11-27",
      amount: 1,
    });

    await db.migrate.latest({ migrationSource });

    const file = await db("files").where({ id: fileId }).first();
    expect(Buffer.from(file.content).toString()).toBe("kept bytes");
    expect(await db("translation_jobs").where({ id: jobId }).first()).toMatchObject({ file_id: fileId });
    expect(await db("job_segments").where({ job_id: jobId })).toHaveLength(1);
    expect(await db("quota_spends").where({ job_id: jobId })).toHaveLength(1);

    const userFile = await buildFile(db, { deviceId: null, userId: user.id });
    await buildJob(db, userFile, { deviceId: null, userId: user.id });
    // The foreign keys and indexes came back with the rebuilt tables.
    await db("files").where({ id: userFile }).delete();
    expect(await db("translation_jobs").where({ file_id: userFile })).toHaveLength(0);
    await expect(buildFile(db, { deviceId: null, userId: null })).rejects.toThrow(/owner_check/);
    await expect(buildJob(db, fileId, { deviceId: null, userId: null })).rejects.toThrow(/owner_check/);
  });

  it("goes back down while every file has a device", async () => {
    await db.migrate.latest({ migrationSource });
    await db.migrate.down({ migrationSource, name: MIGRATION });
    await expect(buildFile(db, { deviceId: null, userId: null })).rejects.toThrow(/device_id/);
  });
});
