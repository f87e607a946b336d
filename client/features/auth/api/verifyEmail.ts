import { apiRequest } from "@client/lib/api";
import { VerifyEmailResponse } from "@shared/api/auth";
import { useQuery } from "@tanstack/react-query";

export function verifyEmail(token: string, signal?: AbortSignal): Promise<VerifyEmailResponse> {
  return apiRequest("/auth/verify-email", { query: { token }, schema: VerifyEmailResponse, signal });
}

/**
 * GET /auth/verify-email?token=. The token is single-use, so the answer is kept for the page's life: a second
 * mount (React's strict mode, a re-render) reads it instead of spending the token again.
 */
export function useVerifyEmail(token: string | null) {
  return useQuery({
    queryKey: ["auth", "verify-email", token],
    queryFn: () => verifyEmail(token ?? ""),
    enabled: Boolean(token),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
