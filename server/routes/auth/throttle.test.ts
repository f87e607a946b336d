import { randomInt } from "node:crypto";
import { LOGIN_FAILURE_RULES } from "@server/auth/loginThrottle";
import { startTotpSetup } from "@server/auth/twoFactor";
import { enableTotp } from "@server/users/repository";
import { ErrorBody } from "@shared/api/common";
import { OAuthSecondFactorRequired } from "@shared/api/oauth";
import { type FakeOAuth, startFakeOAuth } from "@test/fakes/oauth";
import { createAccount, login, openEmailChangeLink, signedIn, totpCode } from "@test/helpers/accounts";
import { type ApiClient, apiClient } from "@test/helpers/api";
import { signInWith } from "@test/helpers/oauth";
import { startTestServer, type TestServer } from "@test/helpers/server";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";

/**
 * Issue 35, item 8 and 9: every route that takes a password or a code takes its throttle point before checking,
 * so 40 wrong answers sent at once get at most the 10 refusals an account allows, and 429 for the rest.
 */

const CONCURRENT = 40;
const ALLOWED = LOGIN_FAILURE_RULES.account.points;
const WRONG_PASSWORD = "Wrong-Horse-Battery9";

let fake: FakeOAuth;
let server: TestServer;

beforeAll(async () => {
  fake = await startFakeOAuth();
});
afterAll(() => fake.close());
// A server each: the address counter (50 from 127.0.0.1) would otherwise carry over from one test to the next.
beforeEach(async () => {
  server = await startTestServer({ env: { ...fake.env, APP_URL: "http://polysub.test" } });
});
afterEach(() => server.close());

/** The answers' codes, counted: `{ invalid_credentials: 10, rate_limited: 30 }`. */
async function tally(requests: Promise<Response>[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const response of await Promise.all(requests)) {
    const code = response.ok ? "ok" : ErrorBody.parse(await response.json()).code;
    counts[code] = (counts[code] ?? 0) + 1;
  }
  return counts;
}

function expectHeld(counts: Record<string, number>, refusal: string) {
  expect(counts[refusal]).toBeLessThanOrEqual(ALLOWED);
  expect(counts[refusal] ?? 0).toBeGreaterThan(0);
  expect(counts.rate_limited).toBe(CONCURRENT - (counts[refusal] ?? 0));
}

const times = <T>(n: number, make: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => make(i));

/** An account with two-factor on; without a password when `passwordless` (made through Google or GitHub). */
async function twoFactorAccount(passwordless = false) {
  const account = await createAccount(server, { emailVerified: true });
  const client = await signedIn(server, account);
  const setup = await startTotpSetup(server.db, account.user);
  await enableTotp(server.db, account.user.id);
  if (passwordless) await server.db("users").where({ id: account.user.id }).update({ password_hash: null });
  return { ...account, client, setup };
}

describe("the sign-in throttle under concurrency", () => {
  it("login: 40 wrong passwords at once get at most 10 refusals, then even the right one waits", async () => {
    const account = await createAccount(server);
    const counts = await tally(times(CONCURRENT, () => login(server, account.email, WRONG_PASSWORD)));
    expectHeld(counts, "invalid_credentials");
    expect((await login(server, account.email, account.password)).status).toBe(429);
  });

  it("login: 60 wrong passwords at once over 12 accounts get at most the address's 50 refusals", async () => {
    const emails = times(12, (i) => `spread-${i}-${randomInt(1e9)}@example.org`);
    const counts = await tally(times(60, (i) => login(server, emails[i % 12] ?? "", WRONG_PASSWORD)));
    expect(counts.invalid_credentials).toBe(LOGIN_FAILURE_RULES.address.points);
    expect(counts.rate_limited).toBe(60 - LOGIN_FAILURE_RULES.address.points);
  });

  it("login: successes give their point back", async () => {
    const account = await createAccount(server);
    for (let i = 0; i < ALLOWED + 5; i++)
      expect((await login(server, account.email, account.password)).status).toBe(200);
    expect((await login(server, account.email, WRONG_PASSWORD)).status).toBe(401);
  });

  it("login's second step: 40 wrong codes at once get at most 10 refusals", async () => {
    const account = await twoFactorAccount();
    const counts = await tally(
      times(CONCURRENT, () => login(server, account.email, account.password, { totp_code: "000000" })),
    );
    expectHeld(counts, "invalid_two_factor_code");
  });

  it("social sign-in tickets: 40 wrong codes at once over 8 tickets get at most 10 refusals", async () => {
    const account = await twoFactorAccount();
    fake.setUser("github", {
      id: String(randomInt(1e9)),
      email: account.email,
      emailVerified: true,
      name: null,
    });
    const device = apiClient(server);
    const tickets: string[] = [];
    // 5 attempts each: enough tickets that only the throttle can stop the 40 codes.
    for (let i = 0; i < 8; i++) {
      const answer = await signInWith(device, "github");
      tickets.push(OAuthSecondFactorRequired.parse(await answer.json()).ticket);
    }
    const counts = await tally(
      times(CONCURRENT, (i) =>
        device.post("/oauth/second-factor", { ticket: tickets[i % 8], totp_code: "000000" }),
      ),
    );
    expectHeld(counts, "invalid_two_factor_code");
  });

  it("a passwordless account's two-factor off: 40 wrong codes at once, then the right one still waits", async () => {
    const account = await twoFactorAccount(true);
    const counts = await tally(
      times(CONCURRENT, () => account.client.post("/auth/2fa/disable", { token: "000000" })),
    );
    expectHeld(counts, "invalid_two_factor_code");
    const right = await account.client.post("/auth/2fa/disable", {
      token: await totpCode(account.setup.secret),
    });
    expect(right.status).toBe(429);
  });

  it("a passwordless account's deletion: 40 wrong codes at once get at most 10 refusals", async () => {
    const account = await twoFactorAccount(true);
    const counts = await tally(
      times(CONCURRENT, () => account.client.delete("/auth/account", { totp_code: "000000" })),
    );
    expectHeld(counts, "invalid_two_factor_code");
  });

  it("a passwordless account's email and password change: 40 wrong codes at once over both", async () => {
    const account = await twoFactorAccount(true);
    const password = "Fresh-Lantern-Orbit7";
    const routes: (() => Promise<Response>)[] = [
      () => account.client.put("/auth/profile", { email: "elsewhere@example.org", totp_code: "000000" }),
      () =>
        account.client.post("/auth/change-password", {
          totp_code: "000000",
          new_password: password,
          confirm_password: password,
        }),
    ];
    const counts = await tally(times(CONCURRENT, (i) => routes[i % routes.length]?.() ?? Promise.reject()));
    expectHeld(counts, "invalid_two_factor_code");
  });

  it("password change, email change and two-factor setup: 40 wrong passwords at once over the three", async () => {
    const account = await createAccount(server);
    const client: ApiClient = await signedIn(server, account);
    const routes: (() => Promise<Response>)[] = [
      () =>
        client.post("/auth/change-password", {
          current_password: WRONG_PASSWORD,
          new_password: "Fresh-Lantern-Orbit7",
          confirm_password: "Fresh-Lantern-Orbit7",
        }),
      () => client.put("/auth/profile", { email: "elsewhere@example.org", current_password: WRONG_PASSWORD }),
      () => client.post("/auth/2fa/enable", { password: WRONG_PASSWORD }),
    ];
    const counts = await tally(times(CONCURRENT, (i) => routes[i % routes.length]?.() ?? Promise.reject()));
    expectHeld(counts, "wrong_password");
    // The account's counter is the login's too.
    expect((await login(server, account.email, account.password)).status).toBe(429);
  });

  it("the account's counter follows it through an email change, pending then done", async () => {
    const account = await createAccount(server, { emailVerified: true });
    const client = await signedIn(server, account);
    const newEmail = `moved-${randomInt(1e9)}@example.org`;
    const changed = await client.put("/auth/profile", {
      email: newEmail,
      current_password: account.password,
    });
    expect(changed.status).toBe(200);
    // Half the failures while the change waits, typed at the old address…
    for (let i = 0; i < ALLOWED / 2; i++)
      expect((await login(server, account.email, WRONG_PASSWORD)).status).toBe(401);
    expect((await openEmailChangeLink(server, newEmail, client)).status).toBe(200);
    // …and the other half at the new one are the same account's.
    for (let i = 0; i < ALLOWED / 2; i++)
      expect((await login(server, newEmail, WRONG_PASSWORD)).status).toBe(401);
    expect((await login(server, newEmail, account.password)).status).toBe(429);
    // The old address is no account's now: it has a counter of its own, as any unknown address does.
    expect((await login(server, account.email, WRONG_PASSWORD)).status).toBe(401);
  });
});
