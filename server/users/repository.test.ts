import { DEFAULT_PREFERENCES } from "@shared/api/profile";
import { buildUser } from "@test/helpers/factories";
import { type MigratedDb, openMigratedDb } from "@test/helpers/migratedDb";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  applyPendingEmailChange,
  approvePendingEmailChange,
  claimTotpStep,
  createUser,
  findPendingEmailChange,
  findUserByEmail,
  findUserById,
  markEmailVerified,
  preferencesOf,
  setPasswordHash,
  setPendingEmailChange,
  updatePreferences,
  updateProfile,
} from "./repository";

let handle: MigratedDb;
beforeEach(async () => {
  handle = await openMigratedDb();
});
afterEach(() => handle.close());

describe("users repository", () => {
  it("stores the email in lower case and refuses a second account for it, in any case", async () => {
    const first = await createUser(handle.db, { email: " Ana.Silva@Example.org ", passwordHash: null });
    expect(first.created && first.user.email).toBe("ana.silva@example.org");
    expect(first.created && first.user).toMatchObject({
      plan: "free",
      interface_language: "fr",
      password_hash: null,
    });
    expect(await createUser(handle.db, { email: "ANA.SILVA@example.org", passwordHash: "h" })).toEqual({
      created: false,
      reason: "email_taken",
    });
    expect((await findUserByEmail(handle.db, "ana.silva@EXAMPLE.org"))?.id).toBe(
      first.created && first.user.id,
    );
  });

  it("refuses a plan outside free, premium and pro (check constraint)", async () => {
    const user = await buildUser(handle.db);
    await expect(handle.db("users").where({ id: user.id }).update({ plan: "gold" })).rejects.toThrow();
  });

  it("dates a password change", async () => {
    const user = await buildUser(handle.db, { passwordHash: null });
    expect(user.password_changed_at).toBeNull();
    await setPasswordHash(handle.db, user.id, "new-hash");
    const after = await findUserByEmail(handle.db, user.email);
    expect(after?.password_hash).toBe("new-hash");
    expect(after?.password_changed_at).not.toBeNull();
  });

  it("verifies only the address the link was sent to", async () => {
    const user = await buildUser(handle.db);
    expect(await markEmailVerified(handle.db, user.id, "someone-else@example.org")).toBe(false);
    expect(await markEmailVerified(handle.db, user.id, user.email.toUpperCase())).toBe(true);
    expect((await findUserByEmail(handle.db, user.email))?.email_verified_at).not.toBeNull();
  });

  it("updates the profile fields sent, never the address", async () => {
    const user = await buildUser(handle.db, { emailVerified: true, name: "Ana" });
    const updated = await updateProfile(handle.db, user.id, {
      company: "Polysub",
      bio: null,
      email: "new@example.org",
    });
    expect(updated).toMatchObject({ name: "Ana", company: "Polysub", bio: null, email: user.email });
    expect(updated?.email_verified_at).not.toBeNull();
  });

  it("applies a waiting email change once, and not onto an address another account took", async () => {
    const user = await buildUser(handle.db);
    const other = await buildUser(handle.db);
    const expiresAt = new Date(Date.now() + 60_000);
    await setPendingEmailChange(handle.db, user.id, {
      email: "New@Example.org",
      tokenHash: "t1",
      approvalHash: null,
      expiresAt,
    });
    expect(await findPendingEmailChange(handle.db, "t1")).toMatchObject({
      link: "confirmation",
      user: { id: user.id },
    });
    expect(await findPendingEmailChange(handle.db, "t1", new Date(expiresAt.getTime() + 1))).toBeUndefined();
    expect(await applyPendingEmailChange(handle.db, user.id, "t1")).toEqual({
      status: "changed",
      email: "new@example.org",
    });
    expect(await applyPendingEmailChange(handle.db, user.id, "t1")).toEqual({ status: "gone" });
    expect((await findUserById(handle.db, user.id))?.email_verified_at).not.toBeNull();

    await setPendingEmailChange(handle.db, user.id, {
      email: other.email,
      tokenHash: null,
      approvalHash: "a1",
      expiresAt,
    });
    expect(await findPendingEmailChange(handle.db, "a1")).toMatchObject({ link: "approval" });
    expect(await approvePendingEmailChange(handle.db, user.id, "a1", "t2")).toBe(true);
    expect(await approvePendingEmailChange(handle.db, user.id, "a1", "t3")).toBe(false);
    expect(await applyPendingEmailChange(handle.db, user.id, "t2")).toEqual({ status: "email_taken" });
  });

  it("keeps preferences with defaults and the interface language in its column", async () => {
    const user = await buildUser(handle.db, { interfaceLanguage: "de" });
    expect(preferencesOf(user)).toEqual({ ...DEFAULT_PREFERENCES, interface_language: "de" });
    const saved = await updatePreferences(handle.db, user.id, {
      login_alerts: false,
      default_target_language: "es",
      interface_language: "ja",
    });
    expect(saved).toEqual({
      ...DEFAULT_PREFERENCES,
      login_alerts: false,
      default_target_language: "es",
      interface_language: "ja",
    });
    const row = await findUserByEmail(handle.db, user.email);
    expect(row?.interface_language).toBe("ja");
    expect(row && preferencesOf(row)).toEqual(saved);
    expect(JSON.parse(row?.preferences ?? "")).not.toHaveProperty("interface_language");
  });

  it("reads damaged or outdated stored preferences field by field", async () => {
    const user = await buildUser(handle.db);
    expect(preferencesOf({ ...user, preferences: "not json" })).toEqual(DEFAULT_PREFERENCES);
    expect(
      preferencesOf({ ...user, preferences: JSON.stringify({ theme: "neon", marketing_emails: true }) }),
    ).toEqual({ ...DEFAULT_PREFERENCES, marketing_emails: true });
  });

  it("claims each TOTP step once, and never an earlier one", async () => {
    const user = await buildUser(handle.db);
    expect(await claimTotpStep(handle.db, user.id, 100)).toBe(true);
    expect(await claimTotpStep(handle.db, user.id, 100)).toBe(false);
    expect(await claimTotpStep(handle.db, user.id, 99)).toBe(false);
    const [a, b] = await Promise.all([
      claimTotpStep(handle.db, user.id, 101),
      claimTotpStep(handle.db, user.id, 101),
    ]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
  });
});
