import { randomBytes } from "node:crypto";
import { migrationSource } from "@server/db/migrationSource";
import { findFileContent } from "@server/files/repository";
import { buildJob, fileRecord } from "@test/helpers/factories";
import { openMigratedDb } from "@test/helpers/migratedDb";
import { describe, expect, it, onTestFinished } from "vitest";

const MIGRATION = "20261127000700_file_chunks";
const MB = 1024 * 1024;

describe("migration: file content in chunks", () => {
  it("moves every file's bytes into chunks and back, byte for byte, keeping the files' jobs", async () => {
    const store = await openMigratedDb({ before: MIGRATION });
    onTestFinished(() => store.close());
    const { db } = store;
    const contents = [randomBytes(2 * MB + 1), randomBytes(MB), Buffer.from("short"), Buffer.alloc(0)];
    // Files as the earlier schema stored them: their bytes in files.content.
    const files = contents.map((content) => fileRecord({ deviceId: "d1" }, { content }));
    for (const file of files) await db("files").insert(file);
    const [large, , , empty] = files.map((file) => file.id) as [string, string, string, string];
    const jobId = await buildJob(db, large, { deviceId: "d1" });
    const chunksOf = async (fileId: string) => (await db("file_chunks").where({ file_id: fileId })).length;

    await db.migrate.latest({ migrationSource });
    for (const file of files) expect((await findFileContent(db, file.id)).equals(file.content)).toBe(true);
    expect(await chunksOf(large)).toBeGreaterThan(1);
    expect(await chunksOf(empty)).toBe(0);
    expect(await db("translation_jobs").where({ id: jobId }).first()).toBeDefined();

    await db.migrate.down({ migrationSource, name: MIGRATION });
    for (const file of files) {
      const row = await db("files").select("content").where({ id: file.id }).first();
      expect(Buffer.from(row.content).equals(file.content)).toBe(true);
    }
    expect(await db.schema.hasTable("file_chunks")).toBe(false);
    expect(await db("translation_jobs").where({ id: jobId }).first()).toBeDefined();
  });
});
