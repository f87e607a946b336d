import { z } from "zod";
import { TokenResponse } from "./auth";
import { SecondFactorCode } from "./common";
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

/** A social sign-in that is complete: the session's token and its account. */
export const OAuthSignedIn = TokenResponse.extend({ user: User, is_new_user: z.boolean() });
export type OAuthSignedIn = z.infer<typeof OAuthSignedIn>;

/** A sign-in ticket: 32 random bytes in base64url, as the server makes it. */
export const SignInTicket = z.string().regex(/^[\w-]{43}$/, "must be a sign-in ticket");

/**
 * The identity is proven but the account has two-factor on: no token yet. The ticket, good for a few minutes and
 * this device only, goes with the code to POST /oauth/second-factor.
 */
export const OAuthSecondFactorRequired = z.object({
  two_factor_required: z.literal(true),
  ticket: SignInTicket,
});
export type OAuthSecondFactorRequired = z.infer<typeof OAuthSecondFactorRequired>;

/** POST /oauth/callback: signed in, or a second factor to give first. */
export const OAuthCallbackResponse = z.union([OAuthSignedIn, OAuthSecondFactorRequired]);
export type OAuthCallbackResponse = z.infer<typeof OAuthCallbackResponse>;

/** POST /oauth/second-factor: the callback's ticket and a TOTP or backup code; answers OAuthSignedIn. */
export const OAuthSecondFactorRequest = z.object({ ticket: SignInTicket, totp_code: SecondFactorCode });
export type OAuthSecondFactorRequest = z.infer<typeof OAuthSecondFactorRequest>;

/** GET /oauth/providers: which buttons work; a provider without configuration is shown as unavailable. */
export const OAuthProvidersResponse = z.object({
  providers: z.array(z.object({ id: OAuthProvider, available: z.boolean() })),
});
export type OAuthProvidersResponse = z.infer<typeof OAuthProvidersResponse>;
