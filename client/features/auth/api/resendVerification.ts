import { apiRequest } from "@client/lib/api";
import { MessageResponse } from "@shared/api/auth";
import { useMutation } from "@tanstack/react-query";

/** POST /auth/resend-verification-email: answers alike for any address, so it reveals no account. */
export function resendVerification(email: string): Promise<MessageResponse> {
  return apiRequest("/auth/resend-verification-email", {
    method: "POST",
    bearer: null,
    body: { email },
    schema: MessageResponse,
  });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
