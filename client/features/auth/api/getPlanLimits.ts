import { apiRequest } from "@client/lib/api";
import { accountKeys } from "@client/lib/queryKeys";
import { PlanLimitsResponse } from "@shared/api/profile";
import { useQuery } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { authAtom } from "../state";

export function getPlanLimits(signal?: AbortSignal): Promise<PlanLimitsResponse> {
  return apiRequest("/auth/limits", { schema: PlanLimitsResponse, signal });
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
