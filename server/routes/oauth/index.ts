import Router from "@koa/router";
import { signIn } from "@server/commands/signIn";
import type { AppDeps } from "@server/deps";
import { AppError } from "@server/errors";
import { body } from "@server/http/body";
import { endpointFactory } from "@server/http/endpoint";
import { signInWithIdentity } from "@server/oauth/accounts";
import {
  createOAuthProviders,
  generateCodeVerifier,
  OAuthExchangeError,
  type OAuthIdentity,
} from "@server/oauth/providers";
import { saveOAuthState, takeOAuthState } from "@server/oauth/states";
import { presentToken, presentUser } from "@server/presenters/user";
import type { AppState } from "@server/state";
import {
  OAUTH_PROVIDERS,
  OAuthAuthorizeRequest,
  type OAuthAuthorizeResponse,
  OAuthCallbackRequest,
  type OAuthCallbackResponse,
  type OAuthProvider,
  type OAuthProvidersResponse,
} from "@shared/api/oauth";
import { ErrorCode } from "@shared/errors";
import { signingInDevice } from "../auth/checks";

const OAUTH_LIMIT = { name: "oauth", points: 30, durationSeconds: 60 };

const PROVIDER_NAMES: Record<OAuthProvider, string> = { google: "Google", github: "GitHub" };

/** Google and GitHub sign-in (spec section 7): start with /oauth/authorize, finish with /oauth/callback. */
export function oauthRouter(deps: AppDeps): Router<AppState> {
  const { db, config } = deps;
  const endpoint = endpointFactory(deps);
  const providers = createOAuthProviders(config.oauth);
  const router = new Router<AppState>();

  /** The client's callback screens (spec section 2); the provider sends the browser back there. */
  const redirectUri = (provider: OAuthProvider) => `${config.appUrl}/auth/${provider}/callback`;

  const requireAvailable = (provider: OAuthProvider) => {
    if (!providers.isAvailable(provider))
      throw new AppError(
        ErrorCode.providerUnavailable,
        `${PROVIDER_NAMES[provider]} sign-in is not available on this server`,
      );
  };

  router.get(
    "/oauth/providers",
    endpoint({ auth: "none" }, (ctx) => {
      ctx.body = {
        providers: OAUTH_PROVIDERS.map((id) => ({ id, available: providers.isAvailable(id) })),
      } satisfies OAuthProvidersResponse;
    }),
  );

  router.post(
    "/oauth/authorize",
    endpoint(
      { rateLimit: OAUTH_LIMIT, auth: "none", body: body.json(), input: { body: OAuthAuthorizeRequest } },
      async (ctx) => {
        const { provider, state } = ctx.state.input.body;
        requireAvailable(provider);
        const codeVerifier = generateCodeVerifier();
        await saveOAuthState(db, { state, provider, codeVerifier });
        ctx.body = {
          authorization_url: providers.authorizationUrl(provider, state, codeVerifier, redirectUri(provider)),
        } satisfies OAuthAuthorizeResponse;
      },
    ),
  );

  router.post(
    "/oauth/callback",
    endpoint(
      { rateLimit: OAUTH_LIMIT, auth: "none", body: body.json(), input: { body: OAuthCallbackRequest } },
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
        // Signing in through a provider is a deliberate act of this browser: kept like "remember me".
        const issued = await signIn(deps, result.user, device, true);
        ctx.body = {
          ...presentToken(issued),
          user: presentUser(result.user),
          is_new_user: result.isNewUser,
        } satisfies OAuthCallbackResponse;
      },
    ),
  );

  return router;
}
