import type { UsageStats } from "@shared/api/usage";
import { SERVICE_IDS, type ServiceId } from "@shared/catalog";
import type { Plan } from "@shared/plans";
import type { Db } from "../db";
import { toIso } from "../db/values";
import { jobFactsOfUser } from "../jobs/repository";
import { archivedUsage } from "./archive";
import { processingMs, servicesThatTranslated } from "./jobFacts";
import { startOfUtcMonth, utcMonth } from "./periods";

const MB = 1024 * 1024;

/**
 * GET /auth/usage-stats: the account's jobs still stored plus what retention archived (server/usage/archive.ts),
 * so a month's figures do not drop when its history is removed. "Translated" means completed.
 */
export async function usageStats(
  db: Db,
  userId: string,
  plan: Plan,
  dailyRemaining: number | null,
  now: Date,
) {
  const monthStart = startOfUtcMonth(now).toISOString();
  const jobs = await jobFactsOfUser(db, userId);
  const [thisMonth, allTime] = await Promise.all([
    archivedUsage(db, userId, utcMonth(now)),
    archivedUsage(db, userId),
  ]);

  const distribution = Object.fromEntries(
    SERVICE_IDS.map((id) => [id, thisMonth[`service:${id}`] ?? 0]),
  ) as Record<ServiceId, number>;
  let monthFiles = thisMonth.files ?? 0;
  let monthSubtitles = thisMonth.subtitles ?? 0;
  let processingTotal = thisMonth.processing_ms ?? 0;
  let timedJobs = thisMonth.timed_jobs ?? 0;
  let totalFiles = allTime.files ?? 0;
  let totalSubtitles = allTime.subtitles ?? 0;
  let lastActivity = allTime.last_activity_ms ?? 0;
  for (const job of jobs) {
    const created = toIso(job.created_at);
    lastActivity = Math.max(lastActivity, Date.parse(created));
    if (job.status !== "completed") continue;
    totalFiles++;
    totalSubtitles += Number(job.total_subtitles);
    if (created < monthStart) continue;
    monthFiles++;
    monthSubtitles += Number(job.total_subtitles);
    for (const service of servicesThatTranslated(job)) distribution[service]++;
    const ran = processingMs(job);
    if (ran !== undefined) {
      processingTotal += ran;
      timedJobs++;
    }
  }

  const storage = async (since?: string) => {
    const query = db("files").where({ user_id: userId });
    if (since) query.where("created_at", ">=", since);
    const [row] = await query.sum({ bytes: "size" });
    return Number(row?.bytes ?? 0) / MB;
  };
  const round = (value: number) => Math.round(value * 100) / 100;

  return {
    current_month: {
      files_translated: monthFiles,
      subtitles_translated: monthSubtitles,
      storage_used_mb: round(await storage(monthStart)),
      avg_processing_time_seconds: timedJobs === 0 ? 0 : round(processingTotal / timedJobs / 1000),
    },
    service_distribution: distribution,
    total_stats: {
      files_processed: totalFiles,
      subtitles_processed: totalSubtitles,
      total_storage_mb: round(await storage()),
      last_activity: lastActivity === 0 ? null : new Date(lastActivity).toISOString(),
    },
    plan_limits: {
      monthly_file_limit: -1,
      daily_file_limit: plan.filesPerDay ?? -1,
      daily_remaining: dailyRemaining ?? -1,
      unlimited: plan.filesPerDay === null,
    },
  } satisfies UsageStats;
}
