import type { StoredFile } from "@client/db/types";
import type { FileSummary } from "@shared/fileSummary";

/**
 * The device's record of a file checked offline: what the worker read stands in for the server's answer, under a
 * device id, with the bytes to send when its translation starts (client/lib/fileUpload.ts).
 */
export function unsentFile(file: File, summary: FileSummary, now: Date): Omit<StoredFile, "account"> {
  const at = now.toISOString();
  return {
    file_id: `device-${crypto.randomUUID()}`,
    filename: file.name,
    format: summary.format,
    encoding: summary.encoding,
    size: file.size,
    subtitle_count: summary.subtitle_count,
    duration: summary.duration,
    detected_language: summary.detected_language,
    diagnostics: summary.diagnostics,
    created_at: at,
    // Not on the server yet, so nothing expires: the server's record gives the real date once it is sent.
    expires_at: at,
    summary,
    stored_at: now.getTime(),
    unsent: file,
  };
}
