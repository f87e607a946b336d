import { apiRequest } from "@client/lib/api";
import { type OAuthSecondFactorRequest, OAuthSignedIn } from "@shared/api/oauth";
import { useMutation } from "@tanstack/react-query";
import { signIn } from "../session";

/** POST /oauth/second-factor: the callback's ticket and the account's code for a session; signs in on success. */
export function finishOAuthSignIn(request: OAuthSecondFactorRequest): Promise<OAuthSignedIn> {
  return apiRequest("/oauth/second-factor", {
    method: "POST",
    bearer: null,
    body: request,
    schema: OAuthSignedIn,
  });
}

export function useFinishOAuthSignIn() {
  return useMutation({ mutationFn: finishOAuthSignIn, onSuccess: (answer) => signIn(answer.access_token) });
}
