import type { TranslationJob } from "@shared/api/translate";
import { isTerminalStatus } from "@shared/catalog";

function time(iso: string | null): number | null {
  if (!iso) return null;
  const value = Date.parse(iso);
  return Number.isNaN(value) ? null : value;
}

export type JobTimes = Pick<TranslationJob, "status" | "created_at" | "started_at" | "completed_at">;

/**
 * How long a job has run, from the server's own times: from its start (its creation while it waits) to its
 * completion, or to `now` while it runs. A finished job's time never depends on when the page was opened.
 */
export function jobElapsedMs(job: JobTimes, now: number): number {
  const begin = time(job.started_at) ?? time(job.created_at) ?? now;
  const end = time(job.completed_at) ?? (isTerminalStatus(job.status) ? begin : now);
  return Math.max(0, end - begin);
}

/** Whether the job ran and ended with both times known, so that its time taken can be shown. */
export function hasRunTimes(job: JobTimes): boolean {
  return time(job.started_at) !== null && time(job.completed_at) !== null;
}
