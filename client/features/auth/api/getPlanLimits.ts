import { apiRequest } from "@client/lib/api";
import { accountKeys } from "@client/lib/queryKeys";
import type { PlanLimitsResponse } from "@shared/api/profile";
import { useQuery } from "@tanstack/react-query";

export async function getPlanLimits(signal?: AbortSignal): Promise<PlanLimitsResponse> {
  // Loaded on first call: zod and the schemas stay out of the first load (issue 29).
  const schemas = await import("@shared/api/profile");
  return apiRequest("/auth/limits", { schema: schemas.PlanLimitsResponse, signal });
}

/**
 * The caller's plan and what is left of it today (visitors get the free plan); undefined while unknown or offline.
 * Under the account's keys, so a sign-out drops the account's figures and a sign-in refetches them.
 */
export function usePlanLimits() {
  return useQuery({ queryKey: accountKeys.limits, queryFn: ({ signal }) => getPlanLimits(signal) });
}
