import { apiRequest } from "@client/lib/api";
import { accountKeys } from "@client/lib/queryKeys";
import { type ChangePasswordRequest, LinkSentResponse } from "@shared/api/auth";
import { useMutation, useQueryClient } from "@tanstack/react-query";

export function changePassword(request: ChangePasswordRequest): Promise<LinkSentResponse> {
  return apiRequest("/auth/change-password", {
    method: "POST",
    body: request,
    schema: LinkSentResponse,
  });
}

/** POST /auth/change-password: the server signs out the other sessions, so both lists are fetched again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: accountKeys.me });
      void queryClient.invalidateQueries({ queryKey: accountKeys.sessions });
    },
  });
}
