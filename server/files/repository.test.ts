import { randomBytes } from "node:crypto";
import { addDays } from "@server/db/values";
import { buildFile, fileRecord } from "@test/helpers/factories";
import { type MigratedDb, openMigratedDb } from "@test/helpers/migratedDb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findFile, findFileContent, findFilesOfUser, insertFile } from "./repository";
import { deleteExpiredFiles } from "./retention";

const MB = 1024 * 1024;

describe("a file's stored bytes", () => {
  let store: MigratedDb;
  beforeAll(async () => {
    store = await openMigratedDb();
  });
  afterAll(() => store.close());

  const chunksOf = async (fileId: string) =>
    Number((await store.db("file_chunks").where({ file_id: fileId }).count({ n: "*" }).first())?.n);

  it("read back byte for byte, across several chunks and for an empty file", async () => {
    for (const [content, chunks] of [
      [randomBytes(2 * MB + 1), expect.toSatisfy((n: number) => n > 1)],
      [Buffer.from("one chunk"), 1],
      [Buffer.alloc(0), 0],
    ] as const) {
      const fileId = await buildFile(store.db, { deviceId: "d1" }, { content });
      expect((await findFileContent(store.db, fileId)).equals(content)).toBe(true);
      expect(await chunksOf(fileId)).toEqual(chunks);
    }
  });

  it("go with their file", async () => {
    const fileId = await buildFile(store.db, { deviceId: "d1" }, { content: randomBytes(MB + 1) });
    await store.db("files").where({ id: fileId }).delete();
    expect(await chunksOf(fileId)).toBe(0);
    await expect(findFileContent(store.db, fileId)).rejects.toMatchObject({ code: "not_found" });
  });

  it("show no file until every chunk is in; an upload left incomplete is deleted an hour on", async () => {
    const user = "u-incomplete";
    // What a server that stopped mid-upload leaves: the row, part of its chunks, not marked complete.
    const record = fileRecord({ deviceId: "d1", userId: user }, { content: "partial" });
    const { content, ...row } = record;
    const createdAt = new Date().toISOString();
    await store.db("files").insert({
      ...row,
      created_at: createdAt,
      expires_at: addDays(createdAt, 30),
      content_complete: false,
    });
    await store.db("file_chunks").insert({ file_id: row.id, seq: 0, bytes: content });
    expect(await findFile(store.db, row.id)).toBeUndefined();
    expect(await findFilesOfUser(store.db, user)).toEqual([]);
    await expect(findFileContent(store.db, row.id)).rejects.toMatchObject({ code: "not_found" });

    const exists = async () => (await store.db("files").where({ id: row.id }).first()) !== undefined;
    await deleteExpiredFiles(store.db, addDays(createdAt, 0.04));
    expect(await exists()).toBe(true);
    await deleteExpiredFiles(store.db, addDays(createdAt, 0.05));
    expect(await exists()).toBe(false);
    expect(await chunksOf(row.id)).toBe(0);
  });

  it("leave nothing behind when a chunk cannot be written", async () => {
    const record = fileRecord({ deviceId: "d1" }, { content: randomBytes(MB + 1) });
    await store.db.raw("alter table file_chunks rename column bytes to bytes_gone");
    try {
      await expect(insertFile(store.db, record)).rejects.toThrow(/bytes/);
    } finally {
      await store.db.raw("alter table file_chunks rename column bytes_gone to bytes");
    }
    expect(await store.db("files").where({ id: record.id }).first()).toBeUndefined();
  });
});
