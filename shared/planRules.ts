import type { PlanLimitsResponse } from "./api/profile";
import type { ServiceId } from "./catalog";
import { ErrorCode } from "./errors";
import {
  PLANS,
  type Plan,
  type PlanId,
  planAllowsFormat,
  planAllowsLanguage,
  planAllowsService,
} from "./plans";

/** A plan rule that refuses a start, with what the refusal must name; `needs` is the cheapest plan that allows it. */
export type PlanRefusal =
  | { rule: "service"; service: ServiceId; needs: PlanId | null }
  | { rule: "format"; format: string; needs: PlanId | null }
  | { rule: "subtitles"; subtitles: number; limit: number; needs: PlanId | null }
  | { rule: "languages"; languages: string[]; allowed: readonly string[]; needs: PlanId | null }
  | { rule: "files_today"; limit: number; needs: PlanId | null };

/** What the file and the choices of one start decide. */
export interface StartChoices {
  service: ServiceId;
  /** The uploaded file's format. */
  format: string;
  /** The subtitles that will be translated (collapsed ones when rolling captions are collapsed). */
  subtitles: number;
  /** Source and target; "auto" (a source not yet known) is not checked. */
  languages: readonly string[];
  /** Files the caller may still start today; null when the plan has no daily limit. */
  filesLeftToday: number | null;
}

/** The error code the server answers for each refusal. */
export const REFUSAL_CODE = {
  service: ErrorCode.serviceNotInPlan,
  format: ErrorCode.formatNotInPlan,
  subtitles: ErrorCode.tooManySubtitles,
  languages: ErrorCode.languageNotInPlan,
  files_today: ErrorCode.dailyLimitReached,
} as const satisfies Record<PlanRefusal["rule"], ErrorCode>;

const PLAN_ORDER: readonly PlanId[] = ["free", "premium", "pro"];

function cheapestPlan(allows: (plan: Plan) => boolean): PlanId | null {
  return PLAN_ORDER.find((id) => allows(PLANS[id])) ?? null;
}

/**
 * Every rule of the plan that refuses this start, in the order the server answers them (it answers the first).
 * The setup view calls it to say why Start is disabled, and the server's start calls it to refuse, so the two
 * cannot disagree.
 */
export function planRefusals(plan: Plan, start: StartChoices): PlanRefusal[] {
  const refusals: PlanRefusal[] = [];
  if (!planAllowsService(plan, start.service)) {
    const needs = cheapestPlan((p) => planAllowsService(p, start.service));
    refusals.push({ rule: "service", service: start.service, needs });
  }
  if (!planAllowsFormat(plan, start.format)) {
    refusals.push({
      rule: "format",
      format: start.format,
      needs: cheapestPlan((p) => planAllowsFormat(p, start.format)),
    });
  }
  if (plan.subtitlesPerFile !== null && start.subtitles > plan.subtitlesPerFile) {
    const fits = (p: Plan) => p.subtitlesPerFile === null || start.subtitles <= p.subtitlesPerFile;
    refusals.push({
      rule: "subtitles",
      subtitles: start.subtitles,
      limit: plan.subtitlesPerFile,
      needs: cheapestPlan(fits),
    });
  }
  const languages = [...new Set(start.languages)].filter(
    (code) => code !== "auto" && !planAllowsLanguage(plan, code),
  );
  if (languages.length > 0) {
    const needs = cheapestPlan((p) => languages.every((code) => planAllowsLanguage(p, code)));
    refusals.push({ rule: "languages", languages, allowed: plan.languages, needs });
  }
  if (plan.filesPerDay !== null && start.filesLeftToday !== null && start.filesLeftToday <= 0) {
    refusals.push({
      rule: "files_today",
      limit: plan.filesPerDay,
      needs: cheapestPlan((p) => p.filesPerDay === null),
    });
  }
  return refusals;
}

type Limits = Pick<PlanLimitsResponse, "plan" | "supported_services" | "daily_remaining">;

/** The plan's services, or null while the limits are unknown (the server decides then). */
export function allowedServices(limits: Limits | undefined): readonly ServiceId[] | null {
  return limits ? limits.supported_services : null;
}

/** The client's call of planRefusals, on the caller's limits (GET /auth/limits, where -1 files left is unlimited). */
export function refusalsUnder(limits: Limits, start: Omit<StartChoices, "filesLeftToday">): PlanRefusal[] {
  const left = limits.daily_remaining < 0 ? null : limits.daily_remaining;
  return planRefusals(PLANS[limits.plan], { ...start, filesLeftToday: left });
}

/** Yearly billing as the spec shows it: the per-month price and the savings against twelve monthly payments. */
export function yearlyOffer(price: { monthly: number; yearly: number }) {
  return {
    perMonth: Math.round(price.yearly / 12),
    savings: price.monthly * 12 - price.yearly,
    savingsPercent: price.monthly === 0 ? 0 : Math.round((1 - price.yearly / (price.monthly * 12)) * 100),
  };
}
