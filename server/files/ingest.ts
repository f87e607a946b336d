import { randomUUID } from "node:crypto";
import type { Db } from "../db";
import { addDays, nowIso } from "../db/values";
import type { Owner } from "../policies/owner";
import type { AnalysisPool } from "./analysisPool";
import { analyzeUpload } from "./analyze";
import type { DocumentCache } from "./documents";
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

/** Where an upload is read (off the event loop) and its parsed document kept. */
export interface Reading {
  analysis: AnalysisPool;
  documents: DocumentCache;
}

/** Parses an upload (refusing a file without cues), stores it with its owner and retention date, and returns it. */
export async function ingestUpload(
  db: Db,
  owner: Owner,
  upload: Upload,
  retentionDays: number,
  reading: Reading,
): Promise<FileRecord> {
  const filename = storedFilename(upload.filename);
  const analyzed = await analyzeUpload(reading.analysis, filename, upload.bytes);
  const createdAt = nowIso();
  const record: FileRecord = {
    id: randomUUID(),
    device_id: owner.deviceId,
    user_id: owner.userId,
    filename,
    format: analyzed.summary.format,
    encoding: analyzed.summary.encoding,
    size: upload.bytes.length,
    subtitle_count: analyzed.summary.subtitle_count,
    // Cue times are whole milliseconds, so the summary's seconds convert back exactly.
    duration_ms: Math.round(analyzed.summary.duration * 1000),
    detected_language: analyzed.summary.detected_language,
    diagnostics: JSON.stringify(analyzed.summary.diagnostics),
    content: upload.bytes,
    created_at: createdAt,
    expires_at: addDays(createdAt, retentionDays),
  };
  await insertFile(db, record);
  reading.documents.remember(record.id, analyzed.packed);
  return record;
}
