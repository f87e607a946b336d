import { setImmediate as nextTurn } from "node:timers/promises";
import { ErrorCode } from "@shared/errors";
import type { Db } from "../db";
import { AppError } from "../errors";
import { deleteJobsOfFiles } from "../jobs/repository";
import { type Owner, owns } from "../policies/owner";

/** A row of `files` as the database returns it (timestamps are normalised by the presenter). */
export interface FileRow {
  id: string;
  // The device it was uploaded from; null for a signed-in caller who sent none (user_id is set then).
  device_id: string | null;
  user_id: string | null;
  filename: string;
  format: string;
  encoding: string;
  size: number;
  subtitle_count: number;
  duration_ms: number;
  detected_language: string | null;
  diagnostics: string;
  created_at: unknown;
  expires_at: unknown;
}

export interface FileRecord extends FileRow {
  content: Buffer;
}

const META_COLUMNS = [
  "id",
  "device_id",
  "user_id",
  "filename",
  "format",
  "encoding",
  "size",
  "subtitle_count",
  "duration_ms",
  "detected_language",
  "diagnostics",
  "created_at",
  "expires_at",
] as const;

/**
 * Bytes per row of file_chunks. Each chunk is one short statement with a turn of the event loop before it: a whole
 * file written or read in one call held the loop for as long (better-sqlite3 is synchronous, and pg encodes a
 * parameter and decodes a result on the main thread).
 */
const CHUNK_BYTES = 512 * 1024;

/** A file row is shown once its last chunk is in; one left incomplete (a crash mid-upload) is deleted after this. */
const INCOMPLETE_KEPT_MS = 3_600_000;

const notFound = () => new AppError(ErrorCode.notFound, "File not found");

/**
 * Stores the row, then its bytes chunk by chunk, each in a statement of its own rather than one transaction: on
 * SQLite the commit of a transaction that wrote them all is itself one long synchronous write. The row is marked
 * complete last, so no reader sees part of a file; a write that fails removes what was written.
 */
export async function insertFile(db: Db, record: FileRecord): Promise<void> {
  const { content, ...row } = record;
  await db("files").insert({ ...row, content_complete: false });
  try {
    for (let seq = 0; seq * CHUNK_BYTES < content.length; seq++) {
      await nextTurn();
      const bytes = content.subarray(seq * CHUNK_BYTES, (seq + 1) * CHUNK_BYTES);
      await db("file_chunks").insert({ file_id: row.id, seq, bytes });
    }
    await db("files").where({ id: row.id }).update({ content_complete: true });
  } catch (err) {
    // The cleanup deletes an incomplete row that this delete could not: the write's own error is the one to tell.
    await db("files")
      .where({ id: row.id })
      .delete()
      .catch(() => {});
    throw err;
  }
}

/** Metadata only: the bytes can be 50 MB and most reads do not need them. */
export async function findFile(db: Db, id: string): Promise<FileRow | undefined> {
  const row: FileRow | undefined = await db("files")
    .select(META_COLUMNS)
    .where({ id, content_complete: true })
    .first();
  return row;
}

/** The file when the caller owns it; any other case is a 404, so another device's file is not revealed. */
export async function findOwnedFile(db: Db, owner: Owner, id: string): Promise<FileRow> {
  const file = await findFile(db, id);
  if (!file || !owns(owner, file)) throw notFound();
  return file;
}

/** Every file of an account, oldest first (the data export). */
export async function findFilesOfUser(db: Db, userId: string): Promise<FileRow[]> {
  const rows: FileRow[] = await db("files")
    .select(META_COLUMNS)
    .where({ user_id: userId, content_complete: true })
    .orderBy([
      { column: "created_at", order: "asc" },
      { column: "id", order: "asc" },
    ]);
  return rows;
}

/**
 * The original bytes, read chunk by chunk up to the stored size; a file deleted before or while it is read is
 * simply not found.
 */
export async function findFileContent(db: Db, id: string): Promise<Buffer> {
  const file = await findFile(db, id);
  if (!file) throw notFound();
  const chunks: Buffer[] = [];
  for (let seq = 0, read = 0; read < file.size; seq++) {
    await nextTurn();
    const chunk: { bytes: Buffer } | undefined = await db("file_chunks")
      .select("bytes")
      .where({ file_id: id, seq })
      .first();
    if (!chunk) throw notFound();
    chunks.push(chunk.bytes);
    read += chunk.bytes.length;
  }
  return Buffer.concat(chunks);
}

/**
 * Ids of files past their retention date, and of uploads left incomplete (ISO strings compare in time order, on
 * SQLite and PostgreSQL alike).
 */
export async function findExpiredFileIds(db: Db, now: string, limit: number): Promise<string[]> {
  const abandoned = new Date(Date.parse(now) - INCOMPLETE_KEPT_MS).toISOString();
  const rows: { id: string }[] = await db("files")
    .select("id")
    .where("expires_at", "<=", now)
    .orWhere((q) => q.where({ content_complete: false }).where("created_at", "<=", abandoned))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Their translation jobs go with them (foreign key ON DELETE CASCADE), after their usage is archived in the same
 * transaction, so the account's usage figures do not drop with them.
 */
export async function deleteFiles(db: Db, ids: readonly string[]): Promise<void> {
  await db.transaction(async (trx) => {
    await deleteJobsOfFiles(trx, ids);
    await trx("files").whereIn("id", ids).delete();
  });
}
