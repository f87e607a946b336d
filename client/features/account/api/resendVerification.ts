import { apiRequest } from "@client/lib/api";
import { MessageResponse } from "@shared/api/auth";
import { useMutation } from "@tanstack/react-query";

/** POST /auth/resend-verification: a new link to the signed-in user's own address. */
export function resendOwnVerification(): Promise<MessageResponse> {
  return apiRequest("/auth/resend-verification", { method: "POST", schema: MessageResponse });
}

export function useResendOwnVerification() {
  return useMutation({ mutationFn: resendOwnVerification });
}
