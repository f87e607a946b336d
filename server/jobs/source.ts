import type { Knex } from "knex";
import { type ParseResult, parseSubtitle } from "../../shared/subtitles";

/** The job's file, parsed from its original bytes exactly as at upload; undefined when the file is gone. */
export async function loadJobDocument(db: Knex, fileId: string): Promise<ParseResult | undefined> {
  const row: { filename: string; content: Uint8Array } | undefined = await db("files")
    .select("filename", "content")
    .where({ id: fileId })
    .first();
  if (!row) return undefined;
  return parseSubtitle(new Uint8Array(row.content), { filename: row.filename });
}
