import { buildUser } from "@test/helpers/factories";
import { type MigratedDb, openMigratedDb } from "@test/helpers/migratedDb";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { countUnusedBackupCodes, replaceBackupCodes } from "../auth/backupCodes";
import { authenticateToken, createSession } from "../sessions/repository";
import { findUserById, setPendingTotpSecret } from "../users/repository";
import { linkedProviders, signInWithIdentity } from "./accounts";
import { deleteExpiredOAuthStates, OAUTH_STATE_TTL_MS, saveOAuthState, takeOAuthState } from "./states";

let handle: MigratedDb;
beforeEach(async () => {
  handle = await openMigratedDb();
});
afterEach(() => handle.close());

const identity = (overrides = {}) => ({
  providerUserId: "g-1",
  email: "lea@example.org",
  emailVerified: true,
  name: "Léa",
  ...overrides,
});

describe("signInWithIdentity", () => {
  it("creates a verified, password-less account once, then finds it by the link", async () => {
    const first = await signInWithIdentity(handle.db, "google", identity(), { interfaceLanguage: "es" });
    expect(first).toMatchObject({ status: "ok", isNewUser: true });
    if (first.status !== "ok") return;
    expect(first.user).toMatchObject({
      email: "lea@example.org",
      name: "Léa",
      password_hash: null,
      interface_language: "es",
    });
    expect(first.user.email_verified_at).not.toBeNull();
    // The provider's address changed since: the link, not the address, finds the account.
    const again = await signInWithIdentity(handle.db, "google", identity({ email: "other@example.org" }));
    expect(again).toMatchObject({ status: "ok", isNewUser: false, user: { id: first.user.id } });
    expect(await linkedProviders(handle.db, first.user.id)).toEqual(["google"]);
  });

  it("links to the verified account of the same address and keeps its password", async () => {
    const user = await buildUser(handle.db, {
      email: "lea@example.org",
      emailVerified: true,
      passwordHash: "h",
    });
    const result = await signInWithIdentity(handle.db, "github", identity({ providerUserId: "583231" }));
    expect(result).toMatchObject({
      status: "ok",
      isNewUser: false,
      user: { id: user.id, password_hash: "h" },
    });
    expect(await linkedProviders(handle.db, user.id)).toEqual(["github"]);
  });

  it("takes an unverified account of the address back from whoever made it: no password, 2FA or sessions left", async () => {
    const squatter = await buildUser(handle.db, { email: "lea@example.org", passwordHash: "attacker-hash" });
    await setPendingTotpSecret(handle.db, squatter.id, "A".repeat(32));
    await replaceBackupCodes(handle.db, squatter.id);
    const session = await createSession(handle.db, { userId: squatter.id, remember: true });

    const result = await signInWithIdentity(handle.db, "google", identity());
    expect(result).toMatchObject({ status: "ok", isNewUser: false });
    const after = await findUserById(handle.db, squatter.id);
    expect(after).toMatchObject({ password_hash: null, totp_secret: null });
    expect(after?.email_verified_at).not.toBeNull();
    expect(await countUnusedBackupCodes(handle.db, squatter.id)).toBe(0);
    expect(await authenticateToken(handle.db, session.token)).toBeUndefined();
  });

  it("refuses an identity without a verified address", async () => {
    expect(await signInWithIdentity(handle.db, "github", identity({ emailVerified: false }))).toEqual({
      status: "email_unverified",
    });
    expect(await signInWithIdentity(handle.db, "github", identity({ email: null }))).toEqual({
      status: "email_unverified",
    });
    expect(Number((await handle.db("users").count({ n: "*" }).first())?.n)).toBe(0);
  });
});

describe("OAuth states", () => {
  it("gives back the verifier once, for its provider, within 10 minutes", async () => {
    const now = new Date();
    const state = "b".repeat(64);
    await saveOAuthState(handle.db, { state, provider: "google", codeVerifier: "verifier-1", now });
    expect(await takeOAuthState(handle.db, state, "github", now)).toBeUndefined();
    expect(await takeOAuthState(handle.db, state, "google", now)).toBe("verifier-1");
    expect(await takeOAuthState(handle.db, state, "google", now)).toBeUndefined();

    const late = "c".repeat(64);
    await saveOAuthState(handle.db, { state: late, provider: "github", codeVerifier: "v2", now });
    const after = new Date(now.getTime() + OAUTH_STATE_TTL_MS + 1);
    expect(await takeOAuthState(handle.db, late, "github", after)).toBeUndefined();
    expect(await deleteExpiredOAuthStates(handle.db, after)).toBe(1);
  });
});
