import { randomBytes } from "node:crypto";
import { MeResponse } from "@shared/api/auth";
import { ErrorBody } from "@shared/api/common";
import {
  OAuthAuthorizeResponse,
  OAuthCallbackResponse,
  type OAuthProvider,
  OAuthProvidersResponse,
} from "@shared/api/oauth";
import { type FakeOAuth, startFakeOAuth } from "@test/fakes/oauth";
import { createAccount } from "@test/helpers/accounts";
import { type ApiClient, apiClient, uploadFixture } from "@test/helpers/api";
import { startTestServer, type TestServer } from "@test/helpers/server";
import { buildSrt } from "@test/helpers/subtitles";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let fake: FakeOAuth;
let server: TestServer;

beforeAll(async () => {
  fake = await startFakeOAuth();
  server = await startTestServer({ env: { ...fake.env, APP_URL: "http://polysub.test" } });
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

const newState = () => randomBytes(32).toString("hex");

async function errorOf(response: Response): Promise<ErrorBody> {
  return ErrorBody.parse(await response.json());
}

/** The browser's part: POST /oauth/authorize, then the provider's page, which sends it back with a code. */
async function authorize(client: ApiClient, provider: OAuthProvider, state = newState()) {
  const response = await client.post("/oauth/authorize", { provider, state });
  expect(response.status).toBe(200);
  const { authorization_url } = OAuthAuthorizeResponse.parse(await response.json());
  const consent = await fetch(authorization_url, { redirect: "manual" });
  const back = new URL(consent.headers.get("location") ?? "");
  return { url: new URL(authorization_url), back, state };
}

async function signInWith(client: ApiClient, provider: OAuthProvider) {
  const { back, state } = await authorize(client, provider);
  expect(back.searchParams.get("state")).toBe(state);
  return client.post("/oauth/callback", { provider, code: back.searchParams.get("code"), state });
}

describe("GET /oauth/providers", () => {
  it("shows a provider without configuration as unavailable, and refuses to start it", async () => {
    const bare = await startTestServer();
    try {
      const response = await fetch(`${bare.url}/oauth/providers`);
      expect(OAuthProvidersResponse.parse(await response.json())).toEqual({
        providers: [
          { id: "google", available: false },
          { id: "github", available: false },
        ],
      });
      const start = await apiClient(bare).post("/oauth/authorize", { provider: "github", state: newState() });
      expect(start.status).toBe(503);
      expect(await errorOf(start)).toMatchObject({ code: "provider_unavailable" });
    } finally {
      await bare.close();
    }
    const configured = OAuthProvidersResponse.parse(
      await (await fetch(`${server.url}/oauth/providers`)).json(),
    );
    expect(configured.providers.every((p) => p.available)).toBe(true);
  });
});

describe("POST /oauth/authorize and /oauth/callback", () => {
  it("sends the browser to the provider with the state, PKCE and our callback page", async () => {
    const { url, state } = await authorize(apiClient(server), "google");
    expect(url.origin + url.pathname).toBe(fake.env.GOOGLE_AUTH_URL);
    expect(url.searchParams.get("state")).toBe(state);
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("redirect_uri")).toBe("http://polysub.test/auth/google/callback");
    const bad = await apiClient(server).post("/oauth/authorize", { provider: "google", state: "short" });
    expect(bad.status).toBe(400);
  });

  for (const provider of ["google", "github"] as const) {
    it(`signs in with ${provider}: a new account the first time, the same one after`, async () => {
      const first = await signInWith(apiClient(server), provider);
      expect(first.status).toBe(200);
      const body = OAuthCallbackResponse.parse(await first.json());
      expect(body).toMatchObject({ token_type: "bearer", is_new_user: true });
      expect(body.user).toMatchObject({ email_verified: true, has_password: false });
      const me = await apiClient(server, undefined, body.access_token).get("/auth/me");
      expect(MeResponse.parse(await me.json()).id).toBe(body.user.id);
      const again = OAuthCallbackResponse.parse(await (await signInWith(apiClient(server), provider)).json());
      expect(again).toMatchObject({ is_new_user: false, user: { id: body.user.id } });
    });
  }

  it("links to the account with the provider's verified address, and attaches the visitor's work", async () => {
    const account = await createAccount(server, { emailVerified: true });
    fake.setUser("github", { id: "990001", email: account.email, emailVerified: true, name: "Linked" });
    const visitor = apiClient(server);
    const file = await uploadFixture(
      server,
      "mine.srt",
      buildSrt([{ start: 0, end: 900, text: "Hello there." }]),
      visitor,
    );
    const body = OAuthCallbackResponse.parse(await (await signInWith(visitor, "github")).json());
    expect(body).toMatchObject({ is_new_user: false, user: { id: account.user.id } });
    const signedIn = apiClient(server, visitor.deviceId, body.access_token);
    expect((await signedIn.get(`/files/info/${file.file_id}`)).status).toBe(200);
    expect((await visitor.get(`/files/info/${file.file_id}`)).status).toBe(404);
  });

  it("refuses a state it did not issue, one used already, and one of another provider", async () => {
    const client = apiClient(server);
    const forged = await client.post("/oauth/callback", {
      provider: "google",
      code: "abc",
      state: newState(),
    });
    expect(forged.status).toBe(400);
    expect(await errorOf(forged)).toEqual({
      code: "oauth_state_invalid",
      detail: "Invalid state parameter - possible CSRF attack",
    });
    const { back, state } = await authorize(client, "google");
    const code = back.searchParams.get("code");
    const crossed = await client.post("/oauth/callback", { provider: "github", code, state });
    expect(await errorOf(crossed)).toMatchObject({ code: "oauth_state_invalid" });
    const { back: back2, state: state2 } = await authorize(client, "google");
    const code2 = back2.searchParams.get("code");
    expect(
      (await client.post("/oauth/callback", { provider: "google", code: code2, state: state2 })).status,
    ).toBe(200);
    const replay = await client.post("/oauth/callback", { provider: "google", code: code2, state: state2 });
    expect(await errorOf(replay)).toMatchObject({ code: "oauth_state_invalid" });
  });

  it("answers a code the provider refuses with the spec's connection error", async () => {
    const client = apiClient(server);
    const { state } = await authorize(client, "github");
    const response = await client.post("/oauth/callback", { provider: "github", code: "forged-code", state });
    expect(response.status).toBe(502);
    expect(await errorOf(response)).toEqual({ code: "oauth_failed", detail: "Error connecting with GitHub" });
    const missing = await client.post("/oauth/callback", { provider: "github", code: "", state });
    expect(missing.status).toBe(400);
  });

  it("refuses an identity without a verified address", async () => {
    fake.setUser("google", {
      id: "unverified-1",
      email: "unverified@example.org",
      emailVerified: false,
      name: null,
    });
    const response = await signInWith(apiClient(server), "google");
    expect(response.status).toBe(422);
    expect(await errorOf(response)).toMatchObject({ code: "email_unverified" });
  });
});
