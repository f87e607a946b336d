import type { UploadedFile } from "../../shared/api/files";
import type { Diagnostic } from "../../shared/subtitles/types";
import { toIso } from "../db/values";
import type { FileRow } from "../files/repository";

export function presentFile(row: FileRow): UploadedFile {
  return {
    file_id: row.id,
    filename: row.filename,
    format: row.format,
    encoding: row.encoding,
    size: Number(row.size),
    subtitle_count: Number(row.subtitle_count),
    duration: Number(row.duration_ms) / 1000,
    detected_language: row.detected_language,
    diagnostics: JSON.parse(row.diagnostics) as Diagnostic[],
    created_at: toIso(row.created_at),
    expires_at: toIso(row.expires_at),
  };
}
