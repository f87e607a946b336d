import { loginThrottle } from "@server/auth/loginThrottle";
import { claimSignInTicketAttempt, issueSignInTicket, spendSignInTicket } from "@server/auth/signInTickets";
import { type SigningInDevice, signIn } from "@server/commands/signIn";
import type { AppDeps } from "@server/deps";
import { AppError } from "@server/errors";
import { body } from "@server/http/body";
import { type RouteTable, routeTable } from "@server/http/routeTable";
import { signInWithIdentity } from "@server/oauth/accounts";
import {
  createOAuthProviders,
  generateCodeVerifier,
  OAuthExchangeError,
  type OAuthIdentity,
} from "@server/oauth/providers";
import { saveOAuthState, takeOAuthState } from "@server/oauth/states";
import { presentToken, presentUser } from "@server/presenters/user";
import { findUserById, isTotpEnabled, type UserRow } from "@server/users/repository";
import {
  OAUTH_PROVIDERS,
  OAuthAuthorizeRequest,
  OAuthAuthorizeResponse,
  OAuthCallbackRequest,
  OAuthCallbackResponse,
  type OAuthProvider,
  OAuthProvidersResponse,
  OAuthSecondFactorRequest,
  OAuthSignedIn,
} from "@shared/api/oauth";
import { ErrorCode } from "@shared/errors";
import { confirmSecondFactor, signingInDevice } from "../auth/checks";

const OAUTH_LIMIT = { name: "oauth", points: 30, durationSeconds: 60 };
/** Codes are limited by the login throttle and the ticket's attempts; this only stops a flood. */
const SECOND_FACTOR_LIMIT = { name: "oauth-second-factor", points: 30, durationSeconds: 60 };

const ticketRefused = () =>
  new AppError(ErrorCode.signInTicketInvalid, "The sign-in has expired or was already used");

const PROVIDER_NAMES: Record<OAuthProvider, string> = { google: "Google", github: "GitHub" };

/**
 * Google and GitHub sign-in (spec section 7): start with /oauth/authorize, finish with /oauth/callback, and for an
 * account with two-factor on, give its code with /oauth/second-factor.
 */
export function oauthRouter(deps: AppDeps): RouteTable {
  const { db, config } = deps;
  const providers = createOAuthProviders(config.oauth);
  const throttle = loginThrottle(deps.rateLimits);
  const routes = routeTable(deps);

  /** The end of every social sign-in, with or without a second factor. */
  const finishSignIn = async (user: UserRow, device: SigningInDevice, isNewUser: boolean) => {
    // Signing in through a provider is a deliberate act of this browser: kept like "remember me".
    const issued = await signIn(deps, user, device, true);
    return {
      ...presentToken(issued),
      user: presentUser(user),
      is_new_user: isNewUser,
    } satisfies OAuthSignedIn;
  };

  /** The client's callback screens (spec section 2); the provider sends the browser back there. */
  const redirectUri = (provider: OAuthProvider) => `${config.appUrl}/auth/${provider}/callback`;

  const requireAvailable = (provider: OAuthProvider) => {
    if (!providers.isAvailable(provider))
      throw new AppError(
        ErrorCode.providerUnavailable,
        `${PROVIDER_NAMES[provider]} sign-in is not available on this server`,
      );
  };

  routes.add(
    {
      method: "get",
      path: "/oauth/providers",
      summary: "Which social sign-ins this server offers",
      responses: { 200: OAuthProvidersResponse },
      auth: "none",
    },
    (ctx) => {
      ctx.body = {
        providers: OAUTH_PROVIDERS.map((id) => ({ id, available: providers.isAvailable(id) })),
      } satisfies OAuthProvidersResponse;
    },
  );

  routes.add(
    {
      method: "post",
      path: "/oauth/authorize",
      summary: "Start a Google or GitHub sign-in",
      responses: { 200: OAuthAuthorizeResponse },
      rateLimit: OAUTH_LIMIT,
      auth: "none",
      body: body.json(),
      input: { body: OAuthAuthorizeRequest },
    },
    async (ctx) => {
      const { provider, state } = ctx.state.input.body;
      requireAvailable(provider);
      const codeVerifier = generateCodeVerifier();
      await saveOAuthState(db, { state, provider, codeVerifier });
      ctx.body = {
        authorization_url: providers.authorizationUrl(provider, state, codeVerifier, redirectUri(provider)),
      } satisfies OAuthAuthorizeResponse;
    },
  );

  routes.add(
    {
      method: "post",
      path: "/oauth/callback",
      summary: "Finish a Google or GitHub sign-in",
      responses: { 200: OAuthCallbackResponse },
      rateLimit: OAUTH_LIMIT,
      auth: "none",
      body: body.json(),
      input: { body: OAuthCallbackRequest },
    },
    async (ctx) => {
      const { provider, code, state } = ctx.state.input.body;
      requireAvailable(provider);
      const device = signingInDevice(ctx);
      const codeVerifier = await takeOAuthState(db, state, provider);
      if (codeVerifier === undefined)
        throw new AppError(ErrorCode.oauthStateInvalid, "Invalid state parameter - possible CSRF attack");
      let identity: OAuthIdentity;
      try {
        identity = await providers.exchange(provider, code, codeVerifier, redirectUri(provider));
      } catch (error) {
        if (!(error instanceof OAuthExchangeError)) throw error;
        // The provider's reason is for the log; the caller gets the spec's message.
        ctx.state.log.warn({ provider, reason: error.reason }, "social sign-in refused");
        throw new AppError(ErrorCode.oauthFailed, `Error connecting with ${PROVIDER_NAMES[provider]}`);
      }
      const result = await signInWithIdentity(db, provider, identity);
      if (result.status !== "ok")
        throw new AppError(
          ErrorCode.emailUnverified,
          `${PROVIDER_NAMES[provider]} did not give a verified email address`,
        );
      // The provider proves the identity, not the second factor: whoever holds the Google or GitHub account
      // must still give the code, as a password sign-in would.
      if (isTotpEnabled(result.user)) {
        const ticket = await issueSignInTicket(db, { userId: result.user.id, deviceId: device.deviceId });
        ctx.body = { two_factor_required: true, ticket } satisfies OAuthCallbackResponse;
        return;
      }
      ctx.body = await finishSignIn(result.user, device, result.isNewUser);
    },
  );

  routes.add(
    {
      method: "post",
      path: "/oauth/second-factor",
      summary: "Give the two-factor code of a social sign-in",
      responses: { 200: OAuthSignedIn },
      rateLimit: SECOND_FACTOR_LIMIT,
      auth: "none",
      body: body.json(),
      input: { body: OAuthSecondFactorRequest },
    },
    async (ctx) => {
      const { ticket, totp_code } = ctx.state.input.body;
      const device = signingInDevice(ctx);
      const userId = await claimSignInTicketAttempt(db, ticket, device.deviceId);
      const user = userId === undefined ? undefined : await findUserById(db, userId);
      // Two-factor turned off meanwhile: the sign-in starts over and then needs no code.
      if (!user || !isTotpEnabled(user)) throw ticketRefused();
      await confirmSecondFactor(db, throttle, user, totp_code, ctx.ip);
      if (!(await spendSignInTicket(db, ticket))) throw ticketRefused();
      // Whoever needed a code is never a new account: accounts are made without two-factor.
      ctx.body = await finishSignIn(user, device, false);
    },
  );

  return routes;
}
