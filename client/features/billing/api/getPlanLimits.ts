import { apiRequest } from "@client/lib/api";
import { PlanLimitsResponse } from "@shared/api/profile";
import { useQuery } from "@tanstack/react-query";

export function getPlanLimits(signal?: AbortSignal): Promise<PlanLimitsResponse> {
  return apiRequest("/auth/limits", { schema: PlanLimitsResponse, signal });
}

/** The caller's plan and what is left today (visitors get the free plan); undefined while unknown or offline. */
export function usePlanLimits() {
  return useQuery({ queryKey: ["auth", "limits"], queryFn: ({ signal }) => getPlanLimits(signal) });
}
