import { estimateRemainingMs } from "@client/lib/format";
import type { JobProgress, TranslationJob } from "@shared/api/translate";
import { isTerminalStatus } from "@shared/catalog";

export type TranslateView = "loading" | "setup" | "progress" | "export";

/** Spec: export view for a completed job, progress view for a running or existing job, else setup. */
export function viewFor(
  jobId: string | undefined,
  job: TranslationJob | undefined,
  loaded: boolean,
): TranslateView {
  if (!loaded) return "loading";
  if (!jobId) return "setup";
  if (job?.status === "completed") return "export";
  return "progress";
}

/** Folds a progress answer into the job it belongs to, keeping the fields only the status call returns. */
export function mergeProgress(job: TranslationJob, progress: JobProgress): TranslationJob {
  if (progress.job_id !== job.job_id) return job;
  return { ...job, ...progress };
}

export interface JobTiming {
  elapsedMs: number;
  remainingMs: number | null;
}

function time(iso: string | null): number | null {
  if (!iso) return null;
  const value = Date.parse(iso);
  return Number.isNaN(value) ? null : value;
}

/** Elapsed time from start (or creation, while pending) to completion or now, and the time left at the pace so far. */
export function jobTiming(job: TranslationJob, now: number): JobTiming {
  const begin = time(job.started_at) ?? time(job.created_at) ?? now;
  const end = time(job.completed_at) ?? (isTerminalStatus(job.status) ? begin : now);
  const elapsedMs = Math.max(0, end - begin);
  const remainingMs =
    job.status === "in_progress" && time(job.started_at) !== null
      ? estimateRemainingMs(elapsedMs, job.processed_subtitles, job.total_subtitles)
      : null;
  return { elapsedMs, remainingMs };
}

/** Poll delay: the spec's 2 s, stretched after failures so an offline page does not hammer the network. */
export function pollDelayMs(consecutiveFailures: number): number {
  return Math.min(2000 * 2 ** consecutiveFailures, 30_000);
}
