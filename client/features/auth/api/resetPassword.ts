import { apiRequest } from "@client/lib/api";
import { MessageResponse } from "@shared/api/auth";
import { useMutation } from "@tanstack/react-query";

export interface ResetPasswordInput {
  token: string;
  password: string;
  confirmPassword: string;
}

/** POST /auth/reset-password with the token of the mailed link. */
export function resetPassword(input: ResetPasswordInput): Promise<MessageResponse> {
  return apiRequest("/auth/reset-password", {
    method: "POST",
    bearer: null,
    body: { token: input.token, password: input.password, confirm_password: input.confirmPassword },
    schema: MessageResponse,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
