import type { PlanLimitsResponse } from "@shared/api/profile";
import { MAX_UPLOAD_BYTES } from "@shared/plans";
import type { CharacterAllowances } from "../config";
import type { Db } from "../db";
import { type Standing, usableServices } from "../policies/plan";
import { charactersLeft, filesLeftToday, type QuotaCaller } from "./quota";

const UNLIMITED = -1;

/**
 * GET /auth/limits: the caller's plan in the spec's fields, with what is left of today's files and this month's
 * characters; its services are those the caller may use now, the paid ones awaiting a verified address apart.
 */
export async function planLimits(
  db: Db,
  caller: QuotaCaller,
  standing: Standing,
  allowances: CharacterAllowances,
  now: Date,
): Promise<PlanLimitsResponse> {
  const { plan } = standing;
  const usable = usableServices(standing);
  const left = await filesLeftToday(db, caller, plan, now);
  const userId = caller.owner.userId;
  const characters = userId === null ? [] : await charactersLeft(db, userId, plan, allowances, now);
  return {
    plan: plan.id,
    monthly_translations: UNLIMITED,
    daily_translations: plan.filesPerDay ?? UNLIMITED,
    daily_remaining: left ?? UNLIMITED,
    max_file_size_mb: MAX_UPLOAD_BYTES / (1024 * 1024),
    max_subtitles_per_file: plan.subtitlesPerFile ?? UNLIMITED,
    supported_services: usable,
    services_awaiting_verification: plan.services.filter((service) => !usable.includes(service)),
    available_languages: [...plan.languages],
    formats: [...plan.formats],
    priority_processing: plan.priorityQueue,
    parallel_jobs: plan.parallelJobs,
    history_days: plan.historyDays ?? UNLIMITED,
    character_allowances: characters.map((c) => ({
      service: c.service,
      allowance: c.allowance,
      remaining: c.left,
    })),
    unlimited: plan.filesPerDay === null && plan.subtitlesPerFile === null,
  };
}
