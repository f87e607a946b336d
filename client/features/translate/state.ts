import { estimateRemainingMs } from "@client/lib/format";
import { type JobTimes, jobElapsedMs } from "@client/lib/jobElapsed";
import type { JobProgress, TranslationJob } from "@shared/api/translate";

export type TranslateView = "loading" | "setup" | "progress" | "export";

/** Spec: export view for a completed job, progress view for a running or existing job, else setup. */
export function viewFor(
  jobId: string | undefined,
  job: Pick<TranslationJob, "status"> | undefined,
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

/** Elapsed time from start (or creation, while pending) to completion or now, and the time left at the pace so far. */
export function jobTiming(
  job: Pick<TranslationJob, "status" | "started_at" | "processed_subtitles" | "total_subtitles"> & JobTimes,
  now: number,
): JobTiming {
  const elapsedMs = jobElapsedMs(job, now);
  const remainingMs =
    job.status === "in_progress" && job.started_at !== null
      ? estimateRemainingMs(elapsedMs, job.processed_subtitles, job.total_subtitles)
      : null;
  return { elapsedMs, remainingMs };
}

/** Poll delay: the spec's 2 s, stretched after failures so an offline page does not hammer the network. */
export function pollDelayMs(consecutiveFailures: number): number {
  return Math.min(2000 * 2 ** consecutiveFailures, 30_000);
}
