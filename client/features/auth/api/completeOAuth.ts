import { apiRequest } from "@client/lib/api";
import { type OAuthCallbackRequest, OAuthCallbackResponse } from "@shared/api/oauth";
import { useMutation } from "@tanstack/react-query";
import { signIn } from "../session";

/** POST /oauth/callback: the provider's code for a session, or for a ticket when the account wants its code. */
export function completeOAuth(request: OAuthCallbackRequest): Promise<OAuthCallbackResponse> {
  return apiRequest("/oauth/callback", {
    method: "POST",
    bearer: null,
    body: request,
    schema: OAuthCallbackResponse,
  });
}

/** Signs in when the answer carries a token; a ticket waits for the second factor (finishOAuthSignIn.ts). */
export function useCompleteOAuth() {
  return useMutation({
    mutationFn: completeOAuth,
    onSuccess: (answer) => {
      if (!("two_factor_required" in answer)) signIn(answer.access_token);
    },
  });
}
