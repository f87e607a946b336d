import type { Db } from "@server/db";
import { migrationSource } from "@server/db/migrationSource";
import { findFileContent } from "@server/files/repository";
import { buildFile, buildJob, buildUser, fileRecord } from "@test/helpers/factories";
import { type MigratedDb, openMigratedDb } from "@test/helpers/migratedDb";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

const MIGRATION = "20261127000200_owner_user_or_device";

describe("migration: files and jobs owned by a user or a device", () => {
  let store: MigratedDb;
  let db: Db;

  beforeEach(async () => {
    store = await openMigratedDb({ before: MIGRATION });
    db = store.db;
  });

  afterEach(async () => {
    await store.close();
  });

  it("keeps every file, job and what hangs on them, and lets a user own a file without a device", async () => {
    const user = await buildUser(db);
    // A file as this schema stored it: its bytes in files.content.
    const file = fileRecord({ deviceId: "d1", userId: user.id }, { content: "kept bytes" });
    await db("files").insert(file);
    const fileId = file.id;
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

    expect((await findFileContent(db, fileId)).toString()).toBe("kept bytes");
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
