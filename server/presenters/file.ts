import type { FileContentQuery, FileContentResponse, UploadedFile } from "@shared/api/files";
import type { Cue, Diagnostic } from "@shared/subtitles";
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

/** One page of a file's cues; `index` is the cue's position in the whole file. */
export function presentCuePage(
  fileId: string,
  total: number,
  /** The page's cues, from `page.offset` on. */
  cues: readonly Cue[],
  page: FileContentQuery,
): FileContentResponse {
  return {
    file_id: fileId,
    total,
    offset: page.offset,
    limit: page.limit,
    cues: cues.map((cue, i) => ({
      index: page.offset + i,
      start: cue.start,
      end: cue.end,
      text: cue.text,
    })),
  };
}
