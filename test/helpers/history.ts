import { type HistoryEntry, VISITOR } from "@client/db/types";
import type { TranslationJob } from "@shared/api/translate";

/** A completed job of 10 subtitles; `patch` says what the test is about. */
export function buildJob(id: string, patch: Partial<TranslationJob> = {}): TranslationJob {
  return {
    job_id: id,
    file_id: `file-${id}`,
    status: "completed",
    progress: 100,
    source_language: "en",
    target_language: "fr",
    service: "mymemory",
    total_subtitles: 10,
    processed_subtitles: 10,
    created_at: "2026-11-25T10:00:00.000Z",
    started_at: null,
    completed_at: null,
    error_message: null,
    error_code: null,
    error_detail: null,
    error_service: null,
    notice: null,
    original_filename: `${id}.srt`,
    services_used: {},
    ...patch,
  };
}

/** A visitor's history entry of that job, as the device first records it. */
export function buildEntry(
  id: string,
  patch: Partial<HistoryEntry> = {},
  jobPatch: Partial<TranslationJob> = {},
): HistoryEntry {
  const job = buildJob(id, jobPatch);
  return {
    job_id: id,
    job,
    created_at: job.created_at,
    account: VISITOR,
    synced: false,
    on_server: true,
    deleted: false,
    has_result: false,
    ...patch,
  };
}
