import { z } from "zod";
import { TokenResponse } from "./auth";
import { User } from "./profile";

/** Social sign-in (spec section 7, "Auth", the two /oauth calls). */

export const OAUTH_PROVIDERS = ["google", "github"] as const;
export const OAuthProvider = z.enum(OAUTH_PROVIDERS);
export type OAuthProvider = z.infer<typeof OAuthProvider>;

/** 32 random bytes in hex, made by the client and kept in session storage (spec section 4). */
export const OAuthState = z.string().regex(/^[0-9a-f]{64}$/, "must be 32 random bytes in hex");

/** POST /oauth/authorize. */
export const OAuthAuthorizeRequest = z.object({ provider: OAuthProvider, state: OAuthState });
export const OAuthAuthorizeResponse = z.object({ authorization_url: z.string() });
export type OAuthAuthorizeResponse = z.infer<typeof OAuthAuthorizeResponse>;

/** POST /oauth/callback: what the provider put in the callback page's query. */
export const OAuthCallbackRequest = z.object({
  provider: OAuthProvider,
  code: z.string().min(1).max(2048),
  state: OAuthState,
});
export type OAuthCallbackRequest = z.infer<typeof OAuthCallbackRequest>;

export const OAuthCallbackResponse = TokenResponse.extend({ user: User, is_new_user: z.boolean() });
export type OAuthCallbackResponse = z.infer<typeof OAuthCallbackResponse>;

/** GET /oauth/providers: which buttons work; a provider without configuration is shown as unavailable. */
export const OAuthProvidersResponse = z.object({
  providers: z.array(z.object({ id: OAuthProvider, available: z.boolean() })),
});
export type OAuthProvidersResponse = z.infer<typeof OAuthProvidersResponse>;
