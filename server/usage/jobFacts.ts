import { isServiceId, type ServiceId } from "@shared/catalog";
import { toIso } from "../db/values";

/** What the usage figures read from a translation job: live (usage stats) or as it is deleted (the archive). */
export interface JobFacts {
  service: string;
  /** JSON: cues translated by each service. */
  services_used: string;
  status: string;
  total_subtitles: number;
  created_at: unknown;
  started_at: unknown;
  completed_at: unknown;
}

export const JOB_FACT_COLUMNS = [
  "service",
  "services_used",
  "status",
  "total_subtitles",
  "created_at",
  "started_at",
  "completed_at",
] as const;

/**
 * The services that translated some of a job's cues: with fallback, not always the one asked for. A job that
 * sent nothing (every cue empty) counts for the service asked for.
 */
export function servicesThatTranslated(job: JobFacts): ServiceId[] {
  const used = JSON.parse(job.services_used || "{}") as Record<string, number>;
  const services = Object.keys(used).filter((id): id is ServiceId => isServiceId(id) && (used[id] ?? 0) > 0);
  if (services.length > 0) return services;
  return isServiceId(job.service) ? [job.service] : [];
}

/** How long a job ran from its start to its completion; undefined when it has not both. */
export function processingMs(job: JobFacts): number | undefined {
  if (!job.started_at || !job.completed_at) return undefined;
  return Date.parse(toIso(job.completed_at)) - Date.parse(toIso(job.started_at));
}
