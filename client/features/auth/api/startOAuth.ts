import { apiRequest } from "@client/lib/api";
import { OAuthAuthorizeResponse, type OAuthProvider } from "@shared/api/oauth";
import { useMutation } from "@tanstack/react-query";
import { newOAuthState, rememberOAuthStart } from "../oauthFlow";

export function authorize(provider: OAuthProvider, state: string): Promise<OAuthAuthorizeResponse> {
  return apiRequest("/oauth/authorize", {
    method: "POST",
    bearer: null,
    body: { provider, state },
    schema: OAuthAuthorizeResponse,
  });
}

export interface StartOAuthInput {
  provider: OAuthProvider;
  /** Where to land after signing in. */
  returnTo: string;
}

/** Keeps a fresh state with the provider in session storage (spec section 4), then leaves for the provider. */
export async function startOAuth({ provider, returnTo }: StartOAuthInput): Promise<void> {
  const state = newOAuthState();
  const { authorization_url } = await authorize(provider, state);
  rememberOAuthStart(sessionStorage, { provider, state, returnTo });
  window.location.assign(authorization_url);
}

export function useStartOAuth() {
  return useMutation({ mutationFn: startOAuth });
}
