import { apiRequest } from "@client/lib/api";
import { type OAuthCallbackRequest, OAuthCallbackResponse } from "@shared/api/oauth";
import { useMutation } from "@tanstack/react-query";
import { signIn } from "../session";

/** POST /oauth/callback: the provider's code for a session; signs in on success. */
export function completeOAuth(request: OAuthCallbackRequest): Promise<OAuthCallbackResponse> {
  return apiRequest("/oauth/callback", {
    method: "POST",
    bearer: null,
    body: request,
    schema: OAuthCallbackResponse,
  });
}

export function useCompleteOAuth() {
  return useMutation({ mutationFn: completeOAuth, onSuccess: (answer) => signIn(answer.access_token) });
}
