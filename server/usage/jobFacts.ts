import { toIso } from "../db/values";

/** What the usage figures read from a translation job: live (usage stats) or as it is deleted (the archive). */
export interface JobFacts {
  service: string;
  status: string;
  total_subtitles: number;
  created_at: unknown;
  started_at: unknown;
  completed_at: unknown;
}

export const JOB_FACT_COLUMNS = [
  "service",
  "status",
  "total_subtitles",
  "created_at",
  "started_at",
  "completed_at",
] as const;

/** How long a job ran from its start to its completion; undefined when it has not both. */
export function processingMs(job: JobFacts): number | undefined {
  if (!job.started_at || !job.completed_at) return undefined;
  return Date.parse(toIso(job.completed_at)) - Date.parse(toIso(job.started_at));
}
