import { apiRequest } from "@client/lib/api";
import { accountKeys } from "@client/lib/queryKeys";
import type { PlanLimitsResponse } from "@shared/api/profile";
import { useQuery } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { authAtom } from "../state";

export async function getPlanLimits(signal?: AbortSignal): Promise<PlanLimitsResponse> {
  // Loaded on first call: the header shows on every first screen, which is painted without zod (issue 29).
  const schemas = await import("@shared/api/profile");
  return apiRequest("/auth/limits", { schema: schemas.PlanLimitsResponse, signal });
}

/** The signed-in user's plan limits (GET /auth/limits), fetched with the user. */
export function usePlanLimits() {
  const { token } = useAtomValue(authAtom);
  return useQuery({
    queryKey: accountKeys.limits,
    queryFn: ({ signal }) => getPlanLimits(signal),
    enabled: Boolean(token),
    staleTime: 5 * 60_000,
  });
}
