import { type FakeOAuth, startFakeOAuth } from "@test/fakes/oauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import {
  createOAuthProviders,
  generateCodeVerifier,
  OAuthExchangeError,
  type OAuthProviders,
} from "./providers";

let fake: FakeOAuth;
let providers: OAuthProviders;
const STATE = "a".repeat(64);
const redirectUri = (provider: string) => `http://localhost:8080/auth/${provider}/callback`;

beforeAll(async () => {
  fake = await startFakeOAuth();
  providers = createOAuthProviders(loadConfig(fake.env).oauth);
});
afterAll(() => fake.close());

/** Signs in at the fake with these providers' client and returns the code the callback would receive. */
async function codeFor(
  with_: OAuthProviders,
  provider: "google" | "github",
  verifier: string,
): Promise<string> {
  const back = await authorize(with_.authorizationUrl(provider, STATE, verifier, redirectUri(provider)));
  return back.get("code") ?? "";
}

/** A whole sign-in: authorize, follow the redirect, exchange the code with the same verifier. */
async function signIn(provider: "google" | "github") {
  const verifier = generateCodeVerifier();
  const back = await authorize(providers.authorizationUrl(provider, STATE, verifier, redirectUri(provider)));
  const identity = await providers.exchange(
    provider,
    back.get("code") ?? "",
    verifier,
    redirectUri(provider),
  );
  return { identity, verifier, state: back.get("state") };
}

/** Follows the authorize URL as the browser would, and returns the callback's query. */
async function authorize(url: string): Promise<URLSearchParams> {
  const response = await fetch(url, { redirect: "manual" });
  expect(response.status).toBe(302);
  return new URL(response.headers.get("location") ?? "").searchParams;
}

describe("OAuth providers", () => {
  it("is unavailable without a client id, available with one", () => {
    const bare = createOAuthProviders(loadConfig({}).oauth);
    expect(bare.isAvailable("google")).toBe(false);
    expect(bare.isAvailable("github")).toBe(false);
    expect(() =>
      bare.authorizationUrl("google", STATE, generateCodeVerifier(), redirectUri("google")),
    ).toThrow(/not configured/);
    expect(providers.isAvailable("google")).toBe(true);
    expect(providers.isAvailable("github")).toBe(true);
  });

  it("builds the real authorize URLs by default, with state, scopes and PKCE", () => {
    const real = createOAuthProviders(loadConfig({ GOOGLE_CLIENT_ID: "g", GITHUB_CLIENT_ID: "h" }).oauth);
    const google = new URL(
      real.authorizationUrl("google", STATE, generateCodeVerifier(), redirectUri("google")),
    );
    expect(`${google.origin}${google.pathname}`).toBe("https://accounts.google.com/o/oauth2/v2/auth");
    expect(Object.fromEntries(google.searchParams)).toMatchObject({
      response_type: "code",
      client_id: "g",
      redirect_uri: "http://localhost:8080/auth/google/callback",
      state: STATE,
      scope: "openid email profile",
      code_challenge_method: "S256",
    });
    const github = new URL(
      real.authorizationUrl("github", STATE, generateCodeVerifier(), redirectUri("github")),
    );
    expect(`${github.origin}${github.pathname}`).toBe("https://github.com/login/oauth/authorize");
    expect(github.searchParams.get("scope")).toBe("read:user user:email");
  });

  it("signs in with Google: code and state come back, the verifier is checked, userinfo is read", async () => {
    fake.setUser("google", {
      id: "1089",
      email: "Lea.Martin@Example.org",
      emailVerified: true,
      name: "Léa Martin",
    });
    const { identity, verifier, state } = await signIn("google");
    expect(state).toBe(STATE);
    expect(identity).toEqual({
      providerUserId: "1089",
      email: "lea.martin@example.org",
      emailVerified: true,
      name: "Léa Martin",
    });
    const request = fake.tokenRequests.at(-1);
    expect(request).toMatchObject({ provider: "google", clientAuth: "basic" });
    expect(request?.params).toMatchObject({ grant_type: "authorization_code", code_verifier: verifier });
  });

  it("signs in with GitHub, taking the verified primary address from /user/emails", async () => {
    fake.setUser("github", {
      id: "583231",
      email: "octo@example.org",
      emailVerified: true,
      name: null,
      login: "octo",
    });
    const { identity } = await signIn("github");
    expect(identity).toEqual({
      providerUserId: "583231",
      email: "octo@example.org",
      emailVerified: true,
      name: "octo",
    });
  });

  it("reports an unverified address as such", async () => {
    fake.setUser("github", { id: "7", email: "new@example.org", emailVerified: false, name: "New" });
    // GitHub's noreply address is "verified" too, but no mail reaches it: it is never chosen.
    expect((await signIn("github")).identity).toMatchObject({
      email: "new@example.org",
      emailVerified: false,
    });
    fake.setUser("google", { id: "8", email: "new@example.org", emailVerified: false, name: null });
    expect((await signIn("google")).identity).toMatchObject({
      email: "new@example.org",
      emailVerified: false,
    });
  });

  it("fails with a wrong verifier, a reused code, or a changed redirect URI, on both providers", async () => {
    for (const provider of ["google", "github"] as const) {
      const verifier = generateCodeVerifier();
      const code = await codeFor(providers, provider, verifier);
      await expect(
        providers.exchange(provider, code, generateCodeVerifier(), redirectUri(provider)),
      ).rejects.toBeInstanceOf(OAuthExchangeError);
      await expect(providers.exchange(provider, code, verifier, redirectUri(provider))).rejects.toThrow(
        provider === "google" ? /invalid_grant/ : /bad_verification_code/,
      );
      const other = await codeFor(providers, provider, verifier);
      await expect(
        providers.exchange(provider, other, verifier, "http://localhost:8080/elsewhere"),
      ).rejects.toThrow(/redirect_uri_mismatch/);
    }
  });

  it("brings a cancelled consent back as error=access_denied", async () => {
    fake.denyNext("google");
    const back = await authorize(
      providers.authorizationUrl("google", STATE, generateCodeVerifier(), redirectUri("google")),
    );
    expect(back.get("error")).toBe("access_denied");
    expect(back.get("state")).toBe(STATE);
    expect(back.has("code")).toBe(false);
  });

  it("fails on wrong client credentials", async () => {
    for (const provider of ["google", "github"] as const) {
      const wrong = createOAuthProviders(
        loadConfig({ ...fake.env, [`${provider.toUpperCase()}_CLIENT_SECRET`]: "wrong" }).oauth,
      );
      const verifier = generateCodeVerifier();
      await expect(
        wrong.exchange(provider, await codeFor(wrong, provider, verifier), verifier, redirectUri(provider)),
      ).rejects.toThrow(provider === "google" ? /invalid_client/ : /incorrect_client_credentials/);
    }
  });
});
