import type { JobNotice, JobProgress, TranslationJob } from "@shared/api/translate";
import { toIso } from "../db/values";
import type { JobView } from "../jobs/repository";

export function presentJob(row: JobView): TranslationJob {
  return {
    job_id: row.id,
    file_id: row.file_id,
    status: row.status,
    progress: Number(row.progress),
    source_language: row.source_language,
    target_language: row.target_language,
    service: row.service,
    total_subtitles: Number(row.total_subtitles),
    processed_subtitles: Number(row.processed_subtitles),
    created_at: toIso(row.created_at),
    started_at: row.started_at === null ? null : toIso(row.started_at),
    completed_at: row.completed_at === null ? null : toIso(row.completed_at),
    error_message: row.error_message,
    error_code: row.error_code,
    error_detail: row.error_detail,
    error_service: row.error_service,
    notice: row.notice ? (JSON.parse(row.notice) as JobNotice) : null,
    original_filename: row.original_filename,
    callback_url: row.callback_url,
    services_used: JSON.parse(row.services_used) as TranslationJob["services_used"],
  };
}

export function presentProgress(row: JobView): JobProgress {
  const job = presentJob(row);
  return {
    job_id: job.job_id,
    status: job.status,
    progress: job.progress,
    processed_subtitles: job.processed_subtitles,
    total_subtitles: job.total_subtitles,
    error_message: job.error_message,
    error_code: job.error_code,
    error_detail: job.error_detail,
    error_service: job.error_service,
    notice: job.notice,
  };
}
