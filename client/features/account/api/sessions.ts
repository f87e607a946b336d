import { apiRequest } from "@client/lib/api";
import { accountKeys } from "@client/lib/queryKeys";
import { RevokeSessionsResponse, SessionsResponse } from "@shared/api/auth";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

export function getSessions(signal?: AbortSignal): Promise<SessionsResponse> {
  return apiRequest("/auth/sessions", { schema: SessionsResponse, signal });
}

/** GET /auth/sessions: the account's live sign-ins, most recently seen first. */
export function useSessions() {
  return useQuery({ queryKey: accountKeys.sessions, queryFn: ({ signal }) => getSessions(signal) });
}

export function revokeSession(id: string): Promise<unknown> {
  return apiRequest(`/auth/sessions/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function revokeOtherSessions(): Promise<RevokeSessionsResponse> {
  return apiRequest("/auth/sessions", { method: "DELETE", schema: RevokeSessionsResponse });
}

/** DELETE /auth/sessions/{id}; the list is fetched again either way, as it may have changed meanwhile. */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

/** DELETE /auth/sessions: every session but this one. */
export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}
