import { apiRequest } from "@client/lib/api";
import { accountKeys } from "@client/lib/queryKeys";
import { MeResponse } from "@shared/api/auth";
import { useQuery } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { authAtom } from "../state";

export function getCurrentUser(signal?: AbortSignal): Promise<MeResponse> {
  return apiRequest("/auth/me", { schema: MeResponse, signal });
}

/** The signed-in user, fetched whenever there is a token (spec section 4: at start and after sign-in). */
export function useCurrentUser() {
  const { token } = useAtomValue(authAtom);
  return useQuery({
    queryKey: accountKeys.me,
    queryFn: ({ signal }) => getCurrentUser(signal),
    enabled: Boolean(token),
    staleTime: 60_000,
  });
}
