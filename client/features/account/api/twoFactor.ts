import { apiRequest } from "@client/lib/api";
import { accountKeys } from "@client/lib/queryKeys";
import { LinkSentResponse, MessageResponse, TwoFactorEnableResponse } from "@shared/api/auth";
import { useMutation, useQueryClient } from "@tanstack/react-query";

/** POST /auth/2fa/enable: a new secret with its QR code and backup codes; two-factor stays off until verified. */
export function startTwoFactor(password: string | undefined): Promise<TwoFactorEnableResponse> {
  return apiRequest("/auth/2fa/enable", {
    method: "POST",
    body: { password },
    schema: TwoFactorEnableResponse,
  });
}

export interface TwoFactorCodeInput {
  token: string;
  password: string | undefined;
}

/**
 * POST /auth/2fa/verify-enable: the first code from the app turns two-factor on; `link_sent` when the account has
 * no password, and it turns on once the link mailed to its address is opened.
 */
export function verifyTwoFactor(input: TwoFactorCodeInput): Promise<LinkSentResponse> {
  return apiRequest("/auth/2fa/verify-enable", { method: "POST", body: input, schema: LinkSentResponse });
}

/** POST /auth/2fa/disable: a code (or a backup code) and the password. */
export function disableTwoFactor(input: TwoFactorCodeInput): Promise<MessageResponse> {
  return apiRequest("/auth/2fa/disable", { method: "POST", body: input, schema: MessageResponse });
}

export function useStartTwoFactor() {
  return useMutation({ mutationFn: startTwoFactor });
}

export function useVerifyTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.me }),
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.me }),
  });
}
