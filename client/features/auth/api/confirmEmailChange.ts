import { apiRequest } from "@client/lib/api";
import { accountKeys } from "@client/lib/queryKeys";
import { ConfirmEmailChangeResponse } from "@shared/api/auth";
import { useQuery, useQueryClient } from "@tanstack/react-query";

export function confirmEmailChange(token: string): Promise<ConfirmEmailChangeResponse> {
  return apiRequest("/auth/email-change/confirm", {
    method: "POST",
    body: { token },
    schema: ConfirmEmailChangeResponse,
  });
}

/**
 * POST /auth/email-change/confirm, once for the page's life as the link is single-use (see useVerifyEmail). The
 * signed-in user, when this browser has one, is fetched again: its address or waiting change moved.
 */
export function useConfirmEmailChange(token: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ["confirm-email-change", token],
    queryFn: async () => {
      const answer = await confirmEmailChange(token ?? "");
      void queryClient.invalidateQueries({ queryKey: accountKeys.me });
      return answer;
    },
    enabled: Boolean(token),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
