import type { SERVICE_IDS } from "@shared/catalog";
import type { Knex } from "knex";
import { toIso } from "../db/values";
import { JOB_FACT_COLUMNS, type JobFacts, processingMs, servicesThatTranslated } from "./jobFacts";

/**
 * Usage of deleted jobs, kept by account and month (table usage_archive), so the usage figures stay true after
 * retention removes history. `archiveJobs` is called in the transaction that deletes the jobs.
 */

export type ArchiveMetric =
  | "files"
  | "subtitles"
  | "processing_ms"
  | "timed_jobs"
  | "last_activity_ms"
  | `service:${(typeof SERVICE_IDS)[number]}`;

/** A job as it is deleted: its owner's account and the facts the usage figures read. */
export interface ArchivedJob extends JobFacts {
  user_id: string | null;
}

/** The columns of ArchivedJob, which the jobs repository reads before it deletes (jobs/repository.ts deleteJobs). */
export const ARCHIVED_JOB_COLUMNS = ["user_id", ...JOB_FACT_COLUMNS] as const;

/**
 * Folds the completed jobs among `jobs` into their owners' monthly usage; visitors' jobs have no account to keep
 * it.
 */
export async function archiveJobs(trx: Knex | Knex.Transaction, jobs: readonly ArchivedJob[]): Promise<void> {
  const sums = new Map<string, { userId: string; month: string; metric: ArchiveMetric; value: number }>();
  const add = (userId: string, month: string, metric: ArchiveMetric, value: number) => {
    const key = `${userId} ${month} ${metric}`;
    const entry = sums.get(key) ?? { userId, month, metric, value: 0 };
    entry.value = metric === "last_activity_ms" ? Math.max(entry.value, value) : entry.value + value;
    sums.set(key, entry);
  };
  for (const job of jobs) {
    if (job.user_id === null) continue;
    const created = toIso(job.created_at);
    const month = created.slice(0, 7);
    add(job.user_id, month, "last_activity_ms", Date.parse(created));
    if (job.status !== "completed") continue;
    add(job.user_id, month, "files", 1);
    add(job.user_id, month, "subtitles", Number(job.total_subtitles));
    for (const service of servicesThatTranslated(job)) add(job.user_id, month, `service:${service}`, 1);
    const ran = processingMs(job);
    if (ran !== undefined) {
      add(job.user_id, month, "processing_ms", ran);
      add(job.user_id, month, "timed_jobs", 1);
    }
  }
  for (const entry of sums.values()) {
    const merged =
      entry.metric === "last_activity_ms"
        ? "case when excluded.value > usage_archive.value then excluded.value else usage_archive.value end"
        : "usage_archive.value + excluded.value";
    await trx("usage_archive")
      .insert({ user_id: entry.userId, month: entry.month, metric: entry.metric, value: entry.value })
      .onConflict(["user_id", "month", "metric"])
      .merge({ value: trx.raw(merged) });
  }
}

/** The archived metrics of a user: of one month, or of every month when `month` is undefined. */
export async function archivedUsage(
  db: Knex,
  userId: string,
  month?: string,
): Promise<Partial<Record<ArchiveMetric, number>>> {
  const query = db("usage_archive").where({ user_id: userId });
  if (month !== undefined) query.where({ month });
  const rows: { metric: ArchiveMetric; value: number | string }[] = await query.select("metric", "value");
  const result: Partial<Record<ArchiveMetric, number>> = {};
  for (const row of rows) {
    const value = Number(row.value);
    result[row.metric] =
      row.metric === "last_activity_ms"
        ? Math.max(result[row.metric] ?? 0, value)
        : (result[row.metric] ?? 0) + value;
  }
  return result;
}
