import type { OAuthProvider } from "@shared/api/oauth";
import { CodeChallengeMethod, generateCodeVerifier, OAuth2Client, OAuth2RequestError } from "arctic";
import type { Config } from "../config";

/**
 * Google and GitHub sign-in through arctic's generic OAuth2Client: its Google and GitHub classes hard-code the
 * real endpoints, and every endpoint here comes from the environment so tests and Playwright run against
 * test/fakes/oauth.ts. Both providers get PKCE (S256); GitHub has accepted it since July 2025.
 */

/** What a provider tells us about the person who signed in. */
export interface OAuthIdentity {
  providerUserId: string;
  /** Null when the provider gave no address at all. */
  email: string | null;
  /** Only a verified address may link to or create an account. */
  emailVerified: boolean;
  name: string | null;
}

/** The provider refused or answered something unusable; `reason` is for logs, never shown as is. */
export class OAuthExchangeError extends Error {
  constructor(
    readonly provider: OAuthProvider,
    readonly reason: string,
  ) {
    super(`${provider} sign-in failed: ${reason}`);
    this.name = "OAuthExchangeError";
  }
}

export class OAuthUnavailableError extends Error {
  constructor(readonly provider: OAuthProvider) {
    super(`${provider} sign-in is not configured`);
    this.name = "OAuthUnavailableError";
  }
}

const SCOPES: Record<OAuthProvider, string[]> = {
  google: ["openid", "email", "profile"],
  github: ["read:user", "user:email"],
};

const API_TIMEOUT_MS = 10_000;

export interface OAuthProviders {
  /** False when the provider has no client id: the client shows its button as unavailable. */
  isAvailable(provider: OAuthProvider): boolean;
  /** Where to send the browser; the verifier is kept server-side (oauth/states.ts) until the callback. */
  authorizationUrl(provider: OAuthProvider, state: string, codeVerifier: string, redirectUri: string): string;
  /** Trades the callback's code for the person's identity. Throws OAuthExchangeError. */
  exchange(
    provider: OAuthProvider,
    code: string,
    codeVerifier: string,
    redirectUri: string,
  ): Promise<OAuthIdentity>;
}

export { generateCodeVerifier };

export function createOAuthProviders(config: Config["oauth"]): OAuthProviders {
  function client(provider: OAuthProvider, redirectUri: string): OAuth2Client {
    const { clientId, clientSecret } = config[provider];
    if (!clientId) throw new OAuthUnavailableError(provider);
    return new OAuth2Client(clientId, clientSecret ?? null, redirectUri);
  }

  return {
    isAvailable: (provider) => Boolean(config[provider].clientId),

    authorizationUrl(provider, state, codeVerifier, redirectUri) {
      return client(provider, redirectUri)
        .createAuthorizationURLWithPKCE(
          config[provider].authorizationUrl,
          state,
          CodeChallengeMethod.S256,
          codeVerifier,
          SCOPES[provider],
        )
        .toString();
    },

    async exchange(provider, code, codeVerifier, redirectUri) {
      const accessToken = await tokenFor(
        client(provider, redirectUri),
        provider,
        config[provider].tokenUrl,
        code,
        codeVerifier,
      );
      return provider === "google"
        ? googleIdentity(config.google.userInfoUrl, accessToken)
        : githubIdentity(config.github.apiUrl, accessToken);
    },
  };
}

async function tokenFor(
  client: OAuth2Client,
  provider: OAuthProvider,
  tokenUrl: string,
  code: string,
  codeVerifier: string,
): Promise<string> {
  try {
    const tokens = await client.validateAuthorizationCode(tokenUrl, code, codeVerifier);
    // GitHub reports a refused code with status 200 and an `error` field, which arctic's generic client returns.
    const data = tokens.data as { error?: unknown };
    if (typeof data.error === "string") throw new OAuthExchangeError(provider, data.error);
    return tokens.accessToken();
  } catch (error) {
    if (error instanceof OAuthExchangeError) throw error;
    if (error instanceof OAuth2RequestError) throw new OAuthExchangeError(provider, error.code);
    throw new OAuthExchangeError(provider, error instanceof Error ? error.message : String(error));
  }
}

async function getJson(
  provider: OAuthProvider,
  url: string,
  headers: Record<string, string>,
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { headers, signal: AbortSignal.timeout(API_TIMEOUT_MS) });
  } catch (error) {
    throw new OAuthExchangeError(
      provider,
      `${new URL(url).pathname}: ${error instanceof Error ? error.message : error}`,
    );
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new OAuthExchangeError(provider, `${new URL(url).pathname} answered ${response.status}`);
  }
  return response.json();
}

/** Google's OpenID Connect userinfo: `sub` is the stable id; `email_verified` is a boolean (a string in old answers). */
async function googleIdentity(userInfoUrl: string, accessToken: string): Promise<OAuthIdentity> {
  const info = (await getJson("google", userInfoUrl, { Authorization: `Bearer ${accessToken}` })) as {
    sub?: unknown;
    email?: unknown;
    email_verified?: unknown;
    name?: unknown;
  };
  if (typeof info.sub !== "string" || info.sub === "")
    throw new OAuthExchangeError("google", "userinfo without sub");
  return {
    providerUserId: info.sub,
    email: typeof info.email === "string" ? info.email.toLowerCase() : null,
    emailVerified: info.email_verified === true || info.email_verified === "true",
    name: typeof info.name === "string" && info.name.trim() !== "" ? info.name.trim() : null,
  };
}

interface GitHubEmail {
  email: string;
  primary: boolean;
  verified: boolean;
}

/**
 * GitHub's /user gives the numeric id and name; the address comes from /user/emails (scope user:email): the
 * primary one if verified, else another verified one that can receive mail (GitHub's noreply addresses are
 * "verified" but deliver nowhere). The profile's public email is never trusted as verified.
 */
async function githubIdentity(apiUrl: string, accessToken: string): Promise<OAuthIdentity> {
  const headers = {
    Authorization: `Bearer ${accessToken}`,
    Accept: "application/vnd.github+json",
    "X-GitHub-Api-Version": "2022-11-28",
    "User-Agent": "Polysub",
  };
  const user = (await getJson("github", `${apiUrl}/user`, headers)) as {
    id?: unknown;
    name?: unknown;
    login?: unknown;
  };
  if (typeof user.id !== "number" && typeof user.id !== "string") {
    throw new OAuthExchangeError("github", "user without id");
  }
  const emails = (await getJson("github", `${apiUrl}/user/emails`, headers)) as GitHubEmail[];
  const list = Array.isArray(emails) ? emails : [];
  const deliverable = list.filter((e) => !e.email.toLowerCase().endsWith("@users.noreply.github.com"));
  const chosen =
    deliverable.find((e) => e.primary && e.verified) ??
    deliverable.find((e) => e.verified) ??
    deliverable.find((e) => e.primary);
  const name = typeof user.name === "string" && user.name.trim() !== "" ? user.name.trim() : null;
  return {
    providerUserId: String(user.id),
    email: chosen ? chosen.email.toLowerCase() : null,
    emailVerified: chosen?.verified === true,
    name: name ?? (typeof user.login === "string" ? user.login : null),
  };
}
