import { randomInt } from "node:crypto";
import { LOGIN_FAILURE_RULES } from "@server/auth/loginThrottle";
import {
  issueSignInTicket,
  SIGN_IN_TICKET_ATTEMPTS,
  SIGN_IN_TICKET_TTL_MS,
} from "@server/auth/signInTickets";
import { startTotpSetup } from "@server/auth/twoFactor";
import { toIso } from "@server/db/values";
import { createSession } from "@server/sessions/repository";
import { enableTotp } from "@server/users/repository";
import { MeResponse } from "@shared/api/auth";
import { ErrorBody } from "@shared/api/common";
import {
  type OAuthProvider,
  OAuthProvidersResponse,
  OAuthSecondFactorRequired,
  OAuthSignedIn,
} from "@shared/api/oauth";
import { type FakeOAuth, startFakeOAuth } from "@test/fakes/oauth";
import { createAccount, login, totpCode } from "@test/helpers/accounts";
import { type ApiClient, apiClient, uploadFixture } from "@test/helpers/api";
import { authorize, newState, signInWith } from "@test/helpers/oauth";
import { waitForMails } from "@test/helpers/outbox";
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

async function errorOf(response: Response): Promise<ErrorBody> {
  return ErrorBody.parse(await response.json());
}

/** A visitor's device with a file it uploaded before signing in. */
async function visitorWithFile(target: TestServer) {
  const visitor = apiClient(target);
  const srt = buildSrt([{ start: 0, end: 900, text: "Hello there." }]);
  return { visitor, file: await uploadFixture(target, "mine.srt", srt, visitor) };
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
      const body = OAuthSignedIn.parse(await first.json());
      expect(body).toMatchObject({ token_type: "bearer", is_new_user: true });
      expect(body.user).toMatchObject({ email_verified: true, has_password: false });
      const me = await apiClient(server, undefined, body.access_token).get("/auth/me");
      expect(MeResponse.parse(await me.json()).id).toBe(body.user.id);
      const again = OAuthSignedIn.parse(await (await signInWith(apiClient(server), provider)).json());
      expect(again).toMatchObject({ is_new_user: false, user: { id: body.user.id } });
    });
  }

  it("links to the account with the provider's verified address, and attaches the visitor's work", async () => {
    const account = await createAccount(server, { emailVerified: true });
    fake.setUser("github", { id: "990001", email: account.email, emailVerified: true, name: "Linked" });
    const { visitor, file } = await visitorWithFile(server);
    const body = OAuthSignedIn.parse(await (await signInWith(visitor, "github")).json());
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

describe("an account with two-factor on", () => {
  // A server of its own: these sign-ins would spend the other tests' per-address budget of /oauth calls.
  let guarded: TestServer;
  beforeAll(async () => {
    guarded = await startTestServer({ env: { ...fake.env, APP_URL: "http://polysub.test" } });
  });
  afterAll(async () => {
    await guarded.close();
  });

  /** An account with a password and two-factor on, which the fake provider's next sign-in names by address. */
  async function twoFactorAccount(provider: OAuthProvider) {
    const account = await createAccount(guarded, { emailVerified: true });
    const setup = await startTotpSetup(guarded.db, account.user);
    await enableTotp(guarded.db, account.user.id);
    fake.setUser(provider, {
      // GitHub's ids are numbers.
      id: String(randomInt(1e9)),
      email: account.email,
      emailVerified: true,
      name: null,
    });
    return { ...account, setup };
  }

  /** The callback's answer for the account: a ticket, and no token. */
  async function ticketFor(client: ApiClient, provider: OAuthProvider): Promise<string> {
    const response = await signInWith(client, provider);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).not.toHaveProperty("access_token");
    return OAuthSecondFactorRequired.parse(body).ticket;
  }

  it("gets a ticket instead of a token, and signs in with it and the code as the callback would", async () => {
    const account = await twoFactorAccount("google");
    // Signed in elsewhere before: a sign-in from this new device is worth an alert.
    await createSession(guarded.db, { userId: account.user.id, remember: false });
    const { visitor, file } = await visitorWithFile(guarded);
    const ticket = await ticketFor(visitor, "google");
    expect(
      await guarded.db("sessions").where({ user_id: account.user.id, device_id: visitor.deviceId }),
    ).toEqual([]);

    const wrong = await visitor.post("/oauth/second-factor", { ticket, totp_code: "000000" });
    expect(wrong.status).toBe(422);
    expect(await errorOf(wrong)).toEqual({ code: "invalid_two_factor_code", detail: "Invalid 2FA code" });

    const code = await totpCode(account.setup.secret);
    const right = await visitor.post("/oauth/second-factor", { ticket, totp_code: code });
    expect(right.status).toBe(200);
    const body = OAuthSignedIn.parse(await right.json());
    expect(body).toMatchObject({ token_type: "bearer", is_new_user: false, user: { id: account.user.id } });
    const signedIn = apiClient(guarded, visitor.deviceId, body.access_token);
    expect(MeResponse.parse(await (await signedIn.get("/auth/me")).json()).id).toBe(account.user.id);
    // The callback's own ending: the device's work attached, kept like "remember me", the new device alerted.
    expect((await signedIn.get(`/files/info/${file.file_id}`)).status).toBe(200);
    const session = await guarded
      .db("sessions")
      .where({ user_id: account.user.id, device_id: visitor.deviceId })
      .first();
    expect(Date.parse(toIso(session.refresh_until))).toBeGreaterThan(Date.now() + 7 * 86_400_000);
    expect(await waitForMails(guarded.config.dataDir, account.email, { kind: "login_alert" })).toHaveLength(
      1,
    );

    const reused = await visitor.post("/oauth/second-factor", {
      ticket,
      totp_code: await totpCode(account.setup.secret, new Date(Date.now() + 30_000)),
    });
    expect(reused.status).toBe(400);
    expect(await errorOf(reused)).toEqual({
      code: "sign_in_ticket_invalid",
      detail: "The sign-in has expired or was already used",
    });
  });

  it("takes a backup code once, and refuses a replayed TOTP code", async () => {
    const account = await twoFactorAccount("github");
    const client = apiClient(guarded);
    const code = await totpCode(account.setup.secret);
    const first = await client.post("/oauth/second-factor", {
      ticket: await ticketFor(client, "github"),
      totp_code: code,
    });
    expect(first.status).toBe(200);
    const second = await ticketFor(client, "github");
    const replay = await client.post("/oauth/second-factor", { ticket: second, totp_code: code });
    expect(await errorOf(replay)).toMatchObject({ code: "invalid_two_factor_code" });
    const backup = account.setup.backupCodes[0] ?? "";
    expect((await client.post("/oauth/second-factor", { ticket: second, totp_code: backup })).status).toBe(
      200,
    );
    const again = await client.post("/oauth/second-factor", {
      ticket: await ticketFor(client, "github"),
      totp_code: backup,
    });
    expect(await errorOf(again)).toMatchObject({ code: "invalid_two_factor_code" });
  });

  it("refuses an expired ticket, another device's, and one whose attempts are used up", async () => {
    const account = await twoFactorAccount("google");
    const client = apiClient(guarded);
    const expired = await issueSignInTicket(guarded.db, {
      userId: account.user.id,
      deviceId: client.deviceId,
      now: new Date(Date.now() - SIGN_IN_TICKET_TTL_MS - 1000),
    });
    const code = await totpCode(account.setup.secret);
    const late = await client.post("/oauth/second-factor", { ticket: expired, totp_code: code });
    expect(late.status).toBe(400);
    expect(await errorOf(late)).toMatchObject({ code: "sign_in_ticket_invalid" });

    const ticket = await ticketFor(client, "google");
    const elsewhere = await apiClient(guarded).post("/oauth/second-factor", { ticket, totp_code: code });
    expect(await errorOf(elsewhere)).toMatchObject({ code: "sign_in_ticket_invalid" });
    for (let i = 0; i < SIGN_IN_TICKET_ATTEMPTS; i++) {
      const wrong = await client.post("/oauth/second-factor", { ticket, totp_code: "000000" });
      expect(await errorOf(wrong)).toMatchObject({ code: "invalid_two_factor_code" });
    }
    const spent = await client.post("/oauth/second-factor", { ticket, totp_code: code });
    expect(await errorOf(spent)).toMatchObject({ code: "sign_in_ticket_invalid" });
    const malformed = await client.post("/oauth/second-factor", { ticket: "short", totp_code: code });
    expect(malformed.status).toBe(400);
    expect(await errorOf(malformed)).toMatchObject({ code: "validation_error" });
  });

  it("counts wrong codes with the login failures of the account", async () => {
    const account = await twoFactorAccount("github");
    const client = apiClient(guarded);
    const perTicket = SIGN_IN_TICKET_ATTEMPTS;
    for (let i = 0; i < LOGIN_FAILURE_RULES.account.points; i += perTicket) {
      const ticket = await ticketFor(client, "github");
      for (let j = 0; j < perTicket; j++)
        await client.post("/oauth/second-factor", { ticket, totp_code: "000000" });
    }
    expect((await login(guarded, account.email, account.password)).status).toBe(429);
    const throttled = await client.post("/oauth/second-factor", {
      ticket: await ticketFor(client, "github"),
      totp_code: await totpCode(account.setup.secret),
    });
    expect(throttled.status).toBe(429);
    expect(await errorOf(throttled)).toMatchObject({ code: "rate_limited" });
  });

  it("signs an account whose two-factor awaits its first code straight in, as before", async () => {
    const account = await createAccount(guarded, { emailVerified: true });
    await startTotpSetup(guarded.db, account.user);
    fake.setUser("google", {
      id: String(randomInt(1e9)),
      email: account.email,
      emailVerified: true,
      name: null,
    });
    const response = await signInWith(apiClient(guarded), "google");
    expect(OAuthSignedIn.parse(await response.json()).user.id).toBe(account.user.id);
  });
});
