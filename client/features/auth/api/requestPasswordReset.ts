import { apiRequest } from "@client/lib/api";
import { MessageResponse } from "@shared/api/auth";
import { useMutation } from "@tanstack/react-query";

/** POST /auth/forgot-password: the same answer whether or not an account has this address. */
export function requestPasswordReset(email: string): Promise<MessageResponse> {
  return apiRequest("/auth/forgot-password", {
    method: "POST",
    bearer: null,
    body: { email },
    schema: MessageResponse,
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
