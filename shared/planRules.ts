import type { PlanLimitsResponse } from "./api/profile";
import type { ServiceId } from "./catalog";

/** Why Start is disabled, in the spec's words (section 5): checked in this order. */
export type StartBlocker =
  | "no_file"
  | "service_unavailable"
  | "daily_limit_reached"
  | "languages_unavailable";

type Limits = Pick<PlanLimitsResponse, "supported_services" | "available_languages" | "daily_remaining">;

/** The plan's services, or null while the limits are unknown (the server decides then). */
export function allowedServices(limits: Limits | undefined): readonly ServiceId[] | null {
  return limits ? limits.supported_services : null;
}

export function isServiceAllowed(limits: Limits | undefined, service: ServiceId): boolean {
  return !limits || limits.supported_services.includes(service);
}

/** What the plan says against starting now; empty when it allows it (or when the limits are unknown). */
export function startBlockers(
  limits: Limits | undefined,
  start: { hasFile: boolean; service: ServiceId; languages: readonly string[] },
): StartBlocker[] {
  const blockers: StartBlocker[] = [];
  if (!start.hasFile) blockers.push("no_file");
  if (!limits) return blockers;
  if (!limits.supported_services.includes(start.service)) blockers.push("service_unavailable");
  if (limits.daily_remaining === 0) blockers.push("daily_limit_reached");
  if (start.languages.some((code) => code !== "auto" && !limits.available_languages.includes(code))) {
    blockers.push("languages_unavailable");
  }
  return blockers;
}

/** Yearly billing as the spec shows it: the per-month price and the savings against twelve monthly payments. */
export function yearlyOffer(price: { monthly: number; yearly: number }) {
  return {
    perMonth: Math.round(price.yearly / 12),
    savings: price.monthly * 12 - price.yearly,
    savingsPercent: price.monthly === 0 ? 0 : Math.round((1 - price.yearly / (price.monthly * 12)) * 100),
  };
}
