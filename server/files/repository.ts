import { ErrorCode } from "@shared/errors";
import type { Db } from "../db";
import { AppError } from "../errors";
import { archiveJobs } from "../usage/archive";

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

export async function insertFile(db: Db, record: FileRecord): Promise<void> {
  await db("files").insert(record);
}

/** Metadata only: the bytes can be 50 MB and most reads do not need them. */
export async function findFile(db: Db, id: string): Promise<FileRow | undefined> {
  const row: FileRow | undefined = await db("files").select(META_COLUMNS).where({ id }).first();
  return row;
}

/** Every file of an account, oldest first (the data export). */
export async function findFilesOfUser(db: Db, userId: string): Promise<FileRow[]> {
  const rows: FileRow[] = await db("files")
    .select(META_COLUMNS)
    .where({ user_id: userId })
    .orderBy([
      { column: "created_at", order: "asc" },
      { column: "id", order: "asc" },
    ]);
  return rows;
}

/** The original bytes; a file deleted between two reads of one request is simply not found. */
export async function findFileContent(db: Db, id: string): Promise<Buffer> {
  const row: Pick<FileRecord, "content"> | undefined = await db("files")
    .select("content")
    .where({ id })
    .first();
  if (!row) throw new AppError(ErrorCode.notFound, "File not found");
  return row.content;
}

/** Ids of files past their retention date (ISO strings compare in time order, on SQLite and PostgreSQL alike). */
export async function findExpiredFileIds(db: Db, now: string, limit: number): Promise<string[]> {
  const rows: { id: string }[] = await db("files").select("id").where("expires_at", "<=", now).limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Their translation jobs go with them (foreign key ON DELETE CASCADE), after their usage is archived in the same
 * transaction, so the account's usage figures do not drop with them.
 */
export async function deleteFiles(db: Db, ids: readonly string[]): Promise<void> {
  await db.transaction(async (trx) => {
    const jobIds: string[] = await trx("translation_jobs").whereIn("file_id", ids).pluck("id");
    await archiveJobs(trx, jobIds);
    await trx("files").whereIn("id", ids).delete();
  });
}
