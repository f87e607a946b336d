import type { HistoryJob } from "@client/db/types";

/** The columns of the history export, in order: the spec's history item fields (section 3). */
const COLUMNS = [
  "job_id",
  "filename",
  "source_language",
  "target_language",
  "service",
  "status",
  "progress",
  "processed_subtitles",
  "total_subtitles",
  "created_at",
  "completed_at",
  "error_message",
] as const;

type Row = Record<(typeof COLUMNS)[number], string | number | null>;

/** The spec's fallback when a job has no file name. */
export function historyFilename(job: Pick<HistoryJob, "job_id" | "original_filename">): string {
  return job.original_filename || `translation_${job.job_id}.srt`;
}

function row(job: HistoryJob): Row {
  return {
    job_id: job.job_id,
    filename: historyFilename(job),
    source_language: job.source_language,
    target_language: job.target_language,
    service: job.service,
    status: job.status,
    progress: job.progress,
    processed_subtitles: job.processed_subtitles,
    total_subtitles: job.total_subtitles,
    created_at: job.created_at,
    completed_at: job.completed_at,
    error_message: job.error_message,
  };
}

/**
 * RFC 4180: quoted when needed, quotes doubled. A text starting like a formula is prefixed with a quote, so a
 * file name such as "=HYPERLINK(…)" stays text when the export is opened in a spreadsheet.
 */
function cell(value: string | number | null): string {
  if (value === null) return "";
  if (typeof value === "number") return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The whole history as CSV (UTF-8 with a BOM so spreadsheets read accents, CRLF line ends). */
export function historyToCsv(jobs: readonly HistoryJob[]): string {
  const lines = [COLUMNS.join(","), ...jobs.map((job) => COLUMNS.map((c) => cell(row(job)[c])).join(","))];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/** The whole history as JSON: when it was exported and one object per job with the same fields as the CSV. */
export function historyToJson(jobs: readonly HistoryJob[], exportedAt: Date): string {
  return `${JSON.stringify({ exported_at: exportedAt.toISOString(), translations: jobs.map(row) }, null, 2)}\n`;
}

export function historyExportName(format: "csv" | "json", day: Date): string {
  return `polysub-history-${day.toISOString().slice(0, 10)}.${format}`;
}
