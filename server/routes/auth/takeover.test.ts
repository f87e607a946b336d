import { randomInt, randomUUID } from "node:crypto";
import { LinkSentResponse, MeResponse, TwoFactorEnableResponse } from "@shared/api/auth";
import { ErrorBody } from "@shared/api/common";
import { OAuthSignedIn } from "@shared/api/oauth";
import { User } from "@shared/api/profile";
import { type FakeOAuth, type FakeProvider, startFakeOAuth } from "@test/fakes/oauth";
import { GOOD_PASSWORD, login, openEmailChangeLink, signedIn, totpCode } from "@test/helpers/accounts";
import { type ApiClient, apiClient, tokenClient } from "@test/helpers/api";
import { signInWith } from "@test/helpers/oauth";
import { linkToken, waitForMails } from "@test/helpers/outbox";
import { startTestServer, type TestServer } from "@test/helpers/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * Issue 35, items 6 and 7, as the audit reproduced them: nobody lands in an account someone else set up for their
 * address, and a stolen session token cannot move the account to another address, delete it, or lock its owner
 * out with two-factor.
 */

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

const address = (who: string) => `${who}-${randomUUID().slice(0, 8)}@example.org`;

/** Signs in through the fake provider as the holder of `email` (verified there); the new session's client. */
async function socialSignIn(provider: FakeProvider, id: string, email: string) {
  fake.setUser(provider, { id, email, emailVerified: true, name: null });
  const device = apiClient(server);
  const answer = await signInWith(device, provider);
  expect(answer.status).toBe(200);
  const body = OAuthSignedIn.parse(await answer.json());
  return { ...body, client: apiClient(server, device.deviceId, body.access_token) };
}

async function me(client: ApiClient) {
  return MeResponse.parse(await (await client.get("/auth/me")).json());
}

async function codeOf(response: Response) {
  return ErrorBody.parse(await response.json()).code;
}

/** The attacker's own GitHub account, signed in, which asks to take the victim's address. */
async function attackerAsking(victim: string) {
  const attackerEmail = address("attacker");
  const githubId = String(randomInt(1e9));
  const attacker = await socialSignIn("github", githubId, attackerEmail);
  const asked = User.parse(await (await attacker.client.put("/auth/profile", { email: victim })).json());
  // Without a password or two-factor, the change waits for the attacker's own mailbox, which approves it...
  expect(asked).toMatchObject({
    email: attackerEmail,
    email_change: { email: victim, waiting_for: "approval" },
  });
  expect(
    (await openEmailChangeLink(server, attackerEmail, apiClient(server), "email_change_requested")).status,
  ).toBe(200);
  // ...and then for the victim's, which never confirms: the address stays the attacker's own.
  expect(await me(attacker.client)).toMatchObject({
    email: attackerEmail,
    email_change: { email: victim, waiting_for: "confirmation" },
  });
  return { ...attacker, githubId, attackerEmail };
}

describe("pre-account takeover (item 6)", () => {
  it("a victim signing in with Google gets an account of their own, which the attacker's GitHub cannot open", async () => {
    const victimEmail = address("victim");
    const attacker = await attackerAsking(victimEmail);
    const victim = await socialSignIn("google", `g-${randomUUID()}`, victimEmail);
    expect(victim.is_new_user).toBe(true);
    expect(victim.user.id).not.toBe(attacker.user.id);
    expect(victim.user.email).toBe(victimEmail);

    // The attacker's GitHub still opens the attacker's account, and only that one.
    fake.setUser("github", {
      id: attacker.githubId,
      email: attacker.attackerEmail,
      emailVerified: true,
      name: null,
    });
    const again = await signInWith(apiClient(server), "github");
    expect(OAuthSignedIn.parse(await again.json()).user.id).toBe(attacker.user.id);
    // Even in the attacker's own browser, the link can no longer take the address now that an account proved it.
    const late = await openEmailChangeLink(server, victimEmail, attacker.client);
    expect(await codeOf(late)).toBe("email_taken");
    expect((await me(attacker.client)).email).toBe(attacker.attackerEmail);
  });

  it("a victim who opens the link the attacker asked for gives the attacker's account nothing (item 4 of the follow-up)", async () => {
    const victimEmail = address("victim");
    const attacker = await attackerAsking(victimEmail);
    // The victim clicks the confirmation mailed to them: in a browser signed out, then signed in to their own
    // account. Neither is the browser of the account that asked, so the address does not move.
    const signedOut = await openEmailChangeLink(server, victimEmail, apiClient(server));
    expect(signedOut.status).toBe(403);
    expect(await codeOf(signedOut)).toBe("email_change_sign_in_required");
    const elsewhere = await socialSignIn("github", String(randomInt(1e9)), address("victim-other"));
    const own = await openEmailChangeLink(server, victimEmail, elsewhere.client);
    expect(await codeOf(own)).toBe("email_change_sign_in_required");
    expect(await me(attacker.client)).toMatchObject({
      email: attacker.attackerEmail,
      email_change: { email: victimEmail, waiting_for: "confirmation" },
    });
    // The victim's Google sign-in is an account of their own, not the attacker's.
    const victim = await socialSignIn("google", `g-${randomUUID()}`, victimEmail);
    expect(victim.is_new_user).toBe(true);
    expect(victim.user.id).not.toBe(attacker.user.id);
  });

  it("a victim who registers and resets lands in their own account", async () => {
    const victimEmail = address("victim");
    const attacker = await attackerAsking(victimEmail);
    const registered = await apiClient(server).post("/auth/register", {
      email: victimEmail,
      password: GOOD_PASSWORD,
    });
    expect(registered.status).toBe(201);
    await apiClient(server).post("/auth/forgot-password", { email: victimEmail });
    const [mail] = await waitForMails(server.config.dataDir, victimEmail, { kind: "password_reset" });
    if (!mail) throw new Error("no mail");
    const newPassword = "Quarry-Heron-Mosaic4";
    const token = linkToken(mail, "/reset-password");
    expect(
      (await apiClient(server).post("/auth/reset-password", { token, password: newPassword })).status,
    ).toBe(200);
    const victim = await signedIn(server, { email: victimEmail, password: newPassword });
    expect((await me(victim)).id).not.toBe(attacker.user.id);
  });

  it("an account registered in advance with the victim's address loses every way in once the victim proves it", async () => {
    for (const proof of ["google", "reset"] as const) {
      const victimEmail = address("victim");
      // The attacker registers with the victim's address (never verified), and sets up two-factor.
      await apiClient(server).post("/auth/register", { email: victimEmail, password: GOOD_PASSWORD });
      const attacker = await signedIn(server, { email: victimEmail, password: GOOD_PASSWORD });
      const setup = TwoFactorEnableResponse.parse(
        await (await attacker.post("/auth/2fa/enable", { password: GOOD_PASSWORD })).json(),
      );
      await attacker.post("/auth/2fa/verify-enable", {
        token: await totpCode(setup.secret),
        password: GOOD_PASSWORD,
      });
      const accountId = (await me(attacker)).id;
      // An API key would outlive the sessions: a Pro attacker makes one too.
      await server.db("users").where({ id: accountId }).update({ plan: "pro" });
      const keyAnswer = await attacker.post("/auth/api-keys", { name: "kept" });
      expect(keyAnswer.status).toBe(201);
      const attackerKey = tokenClient(server, ((await keyAnswer.json()) as { key: string }).key);

      if (proof === "google") {
        const victim = await socialSignIn("google", `g-${randomUUID()}`, victimEmail);
        expect(victim).toMatchObject({ is_new_user: false, user: { id: accountId, has_password: false } });
        expect(victim.user.two_factor_enabled).toBe(false);
      } else {
        await apiClient(server).post("/auth/forgot-password", { email: victimEmail });
        const [mail] = await waitForMails(server.config.dataDir, victimEmail, { kind: "password_reset" });
        if (!mail) throw new Error("no mail");
        const token = linkToken(mail, "/reset-password");
        const password = "Quarry-Heron-Mosaic4";
        expect((await apiClient(server).post("/auth/reset-password", { token, password })).status).toBe(200);
        // No code asked: the attacker's authenticator opens nothing.
        const victim = await signedIn(server, { email: victimEmail, password });
        expect(await me(victim)).toMatchObject({
          id: accountId,
          two_factor_enabled: false,
          email_verified: true,
        });
      }
      expect(await codeOf(await attacker.get("/auth/me"))).toBe("session_invalid");
      expect((await login(server, victimEmail, GOOD_PASSWORD)).status).toBe(401);
      expect(await codeOf(await attackerKey.get("/auth/me"))).toBe("api_key_invalid");
    }
  });
});

describe("a stolen session token (item 7)", () => {
  // A server of its own: the sign-ins through the provider would otherwise pass its limit of 15 a minute.
  beforeAll(async () => {
    await server.close();
    server = await startTestServer({ env: { ...fake.env, APP_URL: "http://polysub.test" } });
  });

  it("cannot move an account with a password to another address, nor change its password", async () => {
    const ownerEmail = address("owner");
    await apiClient(server).post("/auth/register", { email: ownerEmail, password: GOOD_PASSWORD });
    const thief = await signedIn(server, { email: ownerEmail, password: GOOD_PASSWORD });
    const thiefEmail = address("thief");
    expect((await thief.put("/auth/profile", { email: thiefEmail })).status).toBe(400);
    const change = { new_password: "Quarry-Heron-Mosaic4", confirm_password: "Quarry-Heron-Mosaic4" };
    expect((await thief.post("/auth/change-password", change)).status).toBe(400);
    expect(await me(thief)).toMatchObject({ email: ownerEmail, email_change: null });
    expect((await login(server, ownerEmail, GOOD_PASSWORD)).status).toBe(200);
  });

  it("moves a passwordless account only with its holder's approval, which the old address is asked for", async () => {
    const ownerEmail = address("owner");
    const owner = await socialSignIn("google", `g-${randomUUID()}`, ownerEmail);
    const thiefEmail = address("thief");
    await owner.client.put("/auth/profile", { email: thiefEmail });
    const [asked] = await waitForMails(server.config.dataDir, ownerEmail, { kind: "email_change_requested" });
    expect(asked?.text).toContain(thiefEmail);
    // The thief's address got nothing to confirm, and a Google sign-in with it is a new account, not this one.
    const thief = await socialSignIn("google", `g-${randomUUID()}`, thiefEmail);
    expect(thief.user.id).not.toBe(owner.user.id);
    expect((await me(owner.client)).email).toBe(ownerEmail);
  });

  it("cannot delete a passwordless account: the deletion waits for the link mailed to its address", async () => {
    const ownerEmail = address("owner");
    const owner = await socialSignIn("google", `g-${randomUUID()}`, ownerEmail);
    const thief = owner.client;
    const asked = await thief.delete("/auth/account", {});
    expect(asked.status).toBe(202);
    expect(LinkSentResponse.parse(await asked.json()).link_sent).toBe(true);
    expect((await me(thief)).email).toBe(ownerEmail);

    const [mail] = await waitForMails(server.config.dataDir, ownerEmail, { kind: "account_action_link" });
    if (!mail) throw new Error("no mail");
    const token = linkToken(mail, "/confirm-account");
    // Only the link of its own purpose: it turns nothing else on.
    expect(await codeOf(await apiClient(server).post("/auth/2fa/confirm-link", { token }))).toBe(
      "invalid_token",
    );
    const opened = await apiClient(server).post("/auth/account/confirm-deletion", { token });
    expect(opened.status).toBe(200);
    expect(await codeOf(await thief.get("/auth/me"))).toBe("session_invalid");
    const again = await apiClient(server).post("/auth/account/confirm-deletion", { token });
    expect(await codeOf(again)).toBe("invalid_token");
  });

  it("cannot turn two-factor on for a passwordless account: it waits for the link mailed to its address", async () => {
    const ownerEmail = address("owner");
    const googleId = `g-${randomUUID()}`;
    const owner = await socialSignIn("google", googleId, ownerEmail);
    const thief = await socialSignIn("google", googleId, ownerEmail);
    const setup = TwoFactorEnableResponse.parse(
      await (await thief.client.post("/auth/2fa/enable", {})).json(),
    );
    const wrong = await thief.client.post("/auth/2fa/verify-enable", { token: "000000" });
    expect(await codeOf(wrong)).toBe("invalid_two_factor_code");
    const verified = await thief.client.post("/auth/2fa/verify-enable", {
      token: await totpCode(setup.secret),
    });
    expect(verified.status).toBe(202);
    expect(LinkSentResponse.parse(await verified.json()).link_sent).toBe(true);
    // Still off: the owner signs in with Google alone, and no session was signed out.
    expect((await me(owner.client)).two_factor_enabled).toBe(false);
    expect((await socialSignIn("google", googleId, ownerEmail)).user.id).toBe(owner.user.id);

    const [mail] = await waitForMails(server.config.dataDir, ownerEmail, { kind: "account_action_link" });
    if (!mail) throw new Error("no mail");
    const token = linkToken(mail, "/confirm-account");
    // A setup started again voids the link: it would turn on a secret no app proved.
    await thief.client.post("/auth/2fa/enable", {});
    expect(await codeOf(await owner.client.post("/auth/2fa/confirm-link", { token }))).toBe("invalid_token");
    expect((await me(owner.client)).two_factor_enabled).toBe(false);
  });

  it("a passwordless account's own holder turns two-factor on through the link, and stays signed in there", async () => {
    const ownerEmail = address("owner");
    const googleId = `g-${randomUUID()}`;
    const owner = await socialSignIn("google", googleId, ownerEmail);
    const other = await socialSignIn("google", googleId, ownerEmail);
    const setup = TwoFactorEnableResponse.parse(
      await (await owner.client.post("/auth/2fa/enable", {})).json(),
    );
    await owner.client.post("/auth/2fa/verify-enable", { token: await totpCode(setup.secret) });
    const [mail] = await waitForMails(server.config.dataDir, ownerEmail, { kind: "account_action_link" });
    if (!mail) throw new Error("no mail");
    const token = linkToken(mail, "/confirm-account");
    expect(await codeOf(await owner.client.post("/auth/account/confirm-deletion", { token }))).toBe(
      "invalid_token",
    );
    expect((await owner.client.post("/auth/2fa/confirm-link", { token })).status).toBe(200);
    expect((await me(owner.client)).two_factor_enabled).toBe(true);
    expect(await codeOf(await other.client.get("/auth/me"))).toBe("session_invalid");
  });
});
