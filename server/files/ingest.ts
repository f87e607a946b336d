import { randomUUID } from "node:crypto";
import { countShown } from "../../shared/subtitles";
import type { Db } from "../db";
import { addDays, nowIso } from "../db/values";
import type { Owner } from "../policies/owner";
import { analyzeUpload } from "./analyze";
import { rememberDocument } from "./documents";
import { type FileRecord, insertFile } from "./repository";

/** Column width of files.filename, which PostgreSQL enforces (SQLite would silently keep more). */
const MAX_FILENAME = 255;

/**
 * A name safe to store and to send back in Content-Disposition: no control characters, and at most 255
 * characters with the extension kept, since the extension decides how the file is read again.
 */
export function storedFilename(name: string): string {
  const clean = name.replace(/\p{Cc}/gu, "").trim() || "subtitle";
  if (clean.length <= MAX_FILENAME) return clean;
  const dot = clean.lastIndexOf(".");
  const extension = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : "";
  return clean.slice(0, MAX_FILENAME - extension.length) + extension;
}

export interface Upload {
  filename: string;
  bytes: Buffer;
}

/** Parses an upload (refusing a file without cues), stores it with its owner and retention date, and returns it. */
export async function ingestUpload(
  db: Db,
  owner: Owner,
  upload: Upload,
  retentionDays: number,
): Promise<FileRecord> {
  const filename = storedFilename(upload.filename);
  const analyzed = analyzeUpload(filename, upload.bytes);
  const createdAt = nowIso();
  const record: FileRecord = {
    id: randomUUID(),
    device_id: owner.deviceId,
    user_id: owner.userId,
    filename,
    format: analyzed.document.format,
    encoding: analyzed.document.encoding,
    size: upload.bytes.length,
    subtitle_count: countShown(analyzed.document.cues),
    duration_ms: analyzed.durationMs,
    detected_language: analyzed.detectedLanguage,
    diagnostics: JSON.stringify(analyzed.diagnostics),
    content: upload.bytes,
    created_at: createdAt,
    expires_at: addDays(createdAt, retentionDays),
  };
  await insertFile(db, record);
  rememberDocument(record.id, analyzed.document);
  return record;
}
