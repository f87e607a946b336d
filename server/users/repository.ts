import { randomUUID } from "node:crypto";
import {
  DEFAULT_PREFERENCES,
  type Preferences,
  type PreferencesUpdate,
  type ProfileUpdate,
  readPreferences,
} from "@shared/api/profile";
import { DEFAULT_INTERFACE_LANGUAGE, type InterfaceLanguage, isInterfaceLanguage } from "@shared/locales";
import type { PlanId } from "@shared/plans";
import type { Db } from "../db";
import { isUniqueViolation } from "../db/constraints";
import { nowIso } from "../db/values";

/** A row of `users` as the database returns it: booleans may be 0/1 (SQLite), timestamps Date (PostgreSQL). */
export interface UserRow {
  id: string;
  email: string;
  name: string | null;
  password_hash: string | null;
  email_verified_at: unknown;
  password_changed_at: unknown;
  plan: PlanId;
  plan_until: unknown;
  interface_language: string;
  avatar_path: string | null;
  phone: string | null;
  company: string | null;
  website: string | null;
  address: string | null;
  bio: string | null;
  totp_secret: string | null;
  totp_enabled: boolean | number;
  totp_last_step: number | null;
  /** A new address waiting for its link (migration 20261127000100_email_changes). */
  pending_email: string | null;
  pending_email_token_hash: string | null;
  pending_email_approval_hash: string | null;
  pending_email_expires_at: unknown;
  preferences: string;
  created_at: unknown;
  updated_at: unknown;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface NewUser {
  email: string;
  name?: string | null;
  /** Null for an account made through Google or GitHub. */
  passwordHash: string | null;
  interfaceLanguage?: InterfaceLanguage;
  /** A provider's verified address needs no link of ours. */
  emailVerified?: boolean;
}

export type CreateUserResult = { created: true; user: UserRow } | { created: false; reason: "email_taken" };

export async function createUser(db: Db, input: NewUser): Promise<CreateUserResult> {
  const now = nowIso();
  const row = {
    id: randomUUID(),
    email: normalizeEmail(input.email),
    name: input.name ?? null,
    password_hash: input.passwordHash,
    email_verified_at: input.emailVerified ? now : null,
    password_changed_at: input.passwordHash ? now : null,
    interface_language: input.interfaceLanguage ?? DEFAULT_INTERFACE_LANGUAGE,
    preferences: "{}",
    created_at: now,
    updated_at: now,
  };
  try {
    await db("users").insert(row);
  } catch (error) {
    if (isUniqueViolation(error)) return { created: false, reason: "email_taken" };
    throw error;
  }
  const user = await findUserById(db, row.id);
  if (!user) throw new Error(`User ${row.id} vanished after insert`);
  return { created: true, user };
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const row: UserRow | undefined = await db("users").where({ id }).first();
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const row: UserRow | undefined = await db("users")
    .where({ email: normalizeEmail(email) })
    .first();
  return row;
}

/**
 * Sets the account's plan and the end of its paid period (null: no end), as the billing webhook derives them from
 * the subscriptions and the support command sets them; policies/plan.ts effectivePlanId reads the two.
 */
export async function setPlan(
  db: Db,
  userId: string,
  plan: PlanId,
  until: string | null,
  now = new Date(),
): Promise<void> {
  await db("users").where({ id: userId }).update({ plan, plan_until: until, updated_at: now.toISOString() });
}

/** The first proof of an unverified address takes the account: no password, and the address counts as verified. */
export async function clearPasswordAndVerify(db: Db, userId: string, now = new Date()): Promise<void> {
  const at = now.toISOString();
  await db("users")
    .where({ id: userId })
    .update({ password_hash: null, email_verified_at: at, updated_at: at });
}

/** Deletes the account row (what references it goes by cascade); false when there was none. */
export async function deleteUser(db: Db, userId: string): Promise<boolean> {
  return (await db("users").where({ id: userId }).delete()) === 1;
}

/** Sets a new password hash and its date (the security page shows it). */
export async function setPasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  const now = nowIso();
  await db("users")
    .where({ id: userId })
    .update({ password_hash: passwordHash, password_changed_at: now, updated_at: now });
}

/**
 * Marks the address verified, only if it is still the account's address: a link sent to an address the user
 * has changed since must not verify the new one. False when it no longer matches.
 */
export async function markEmailVerified(db: Db, userId: string, email: string): Promise<boolean> {
  const now = nowIso();
  const updated = await db("users")
    .where({ id: userId, email: normalizeEmail(email) })
    .update({ email_verified_at: db.raw("coalesce(email_verified_at, ?)", [now]), updated_at: now });
  return updated === 1;
}

/** Applies the profile fields present in `update` (the address changes through `startEmailChange`); false: no account. */
export async function updateProfile(
  db: Db,
  userId: string,
  update: ProfileUpdate,
): Promise<UserRow | undefined> {
  const changes: Record<string, unknown> = { updated_at: nowIso() };
  for (const key of ["name", "phone", "company", "website", "address", "bio"] as const) {
    if (update[key] !== undefined) changes[key] = update[key];
  }
  await db("users").where({ id: userId }).update(changes);
  return findUserById(db, userId);
}

/** What waits for which link of an email change: SHA-256 hashes of the tokens mailed. */
export interface PendingEmailChange {
  email: string;
  /** The link to the new address; null until the approval link has been opened. */
  tokenHash: string | null;
  /** The link to the current address, for an account that could give no other proof. */
  approvalHash: string | null;
  expiresAt: Date;
}

/** Records the account's waiting email change, replacing any earlier one (whose links then stop working). */
export async function setPendingEmailChange(
  db: Db,
  userId: string,
  change: PendingEmailChange,
): Promise<void> {
  await db("users")
    .where({ id: userId })
    .update({
      pending_email: normalizeEmail(change.email),
      pending_email_token_hash: change.tokenHash,
      pending_email_approval_hash: change.approvalHash,
      pending_email_expires_at: change.expiresAt.toISOString(),
      updated_at: nowIso(),
    });
}

const NO_EMAIL_CHANGE = {
  pending_email: null,
  pending_email_token_hash: null,
  pending_email_approval_hash: null,
  pending_email_expires_at: null,
};

export async function clearPendingEmailChange(db: Db, userId: string): Promise<void> {
  await db("users").where({ id: userId }).update(NO_EMAIL_CHANGE);
}

/** Email changes whose links expired before `now` (the periodic cleanup); returns how many. */
export async function clearExpiredEmailChanges(db: Db, now = new Date()): Promise<number> {
  return db("users").where("pending_email_expires_at", "<=", now.toISOString()).update(NO_EMAIL_CHANGE);
}

/** The account whose live email change one of the links belongs to, and which link it is. */
export async function findPendingEmailChange(
  db: Db,
  tokenHash: string,
  now = new Date(),
): Promise<{ user: UserRow; link: "approval" | "confirmation" } | undefined> {
  const user: UserRow | undefined = await db("users")
    .where((q) =>
      q.where({ pending_email_token_hash: tokenHash }).orWhere({ pending_email_approval_hash: tokenHash }),
    )
    .where("pending_email_expires_at", ">", now.toISOString())
    .first();
  if (!user) return undefined;
  return { user, link: user.pending_email_approval_hash === tokenHash ? "approval" : "confirmation" };
}

/**
 * Trades the approval link for the confirmation link, once: false when the approval was spent or replaced meanwhile.
 */
export async function approvePendingEmailChange(
  db: Db,
  userId: string,
  approvalHash: string,
  tokenHash: string,
): Promise<boolean> {
  const updated = await db("users")
    .where({ id: userId, pending_email_approval_hash: approvalHash })
    .update({ pending_email_approval_hash: null, pending_email_token_hash: tokenHash, updated_at: nowIso() });
  return updated === 1;
}

export type AppliedEmailChange = { status: "changed"; email: string } | { status: "gone" | "email_taken" };

/**
 * Makes the waiting address the account's, verified (its link was opened), in one conditional UPDATE so a link
 * opened twice works once. "email_taken": another account proved the address first.
 */
export async function applyPendingEmailChange(
  db: Db,
  userId: string,
  tokenHash: string,
): Promise<AppliedEmailChange> {
  const user = await findUserById(db, userId);
  const email = user?.pending_email;
  if (!email) return { status: "gone" };
  const now = nowIso();
  try {
    const updated = await db("users").where({ id: userId, pending_email_token_hash: tokenHash }).update({
      email,
      email_verified_at: now,
      pending_email: null,
      pending_email_token_hash: null,
      pending_email_approval_hash: null,
      pending_email_expires_at: null,
      updated_at: now,
    });
    return updated === 1 ? { status: "changed", email } : { status: "gone" };
  } catch (error) {
    if (isUniqueViolation(error)) return { status: "email_taken" };
    throw error;
  }
}

export async function setAvatarPath(db: Db, userId: string, avatarPath: string | null): Promise<void> {
  await db("users").where({ id: userId }).update({ avatar_path: avatarPath, updated_at: nowIso() });
}

/** The stored preferences with defaults filled in; the interface language lives in its own column (mails read it). */
export function preferencesOf(user: Pick<UserRow, "preferences" | "interface_language">): Preferences {
  let stored: unknown = {};
  try {
    stored = JSON.parse(user.preferences);
  } catch {
    // A damaged value falls back to the defaults rather than locking the user out of their settings page.
  }
  const preferences = readPreferences(stored);
  return {
    ...preferences,
    interface_language: isInterfaceLanguage(user.interface_language)
      ? user.interface_language
      : DEFAULT_PREFERENCES.interface_language,
  };
}

/**
 * Merges `update` into the stored preferences and returns the result. Two saves at once from one account can
 * only race with each other; the later one wins whole, which is what the user saw last.
 */
export async function updatePreferences(
  db: Db,
  userId: string,
  update: PreferencesUpdate,
): Promise<Preferences | undefined> {
  const user = await findUserById(db, userId);
  if (!user) return undefined;
  const merged: Preferences = { ...preferencesOf(user), ...stripUndefined(update) };
  const { interface_language, ...stored } = merged;
  await db("users")
    .where({ id: userId })
    .update({ preferences: JSON.stringify(stored), interface_language, updated_at: nowIso() });
  return merged;
}

/** Stores a new secret awaiting its first code: two-factor stays off until `enableTotp`. */
export async function setPendingTotpSecret(db: Db, userId: string, secret: string): Promise<void> {
  await db("users")
    .where({ id: userId })
    .update({ totp_secret: secret, totp_enabled: false, totp_last_step: null, updated_at: nowIso() });
}

export async function enableTotp(db: Db, userId: string): Promise<void> {
  await db("users")
    .where({ id: userId })
    .whereNotNull("totp_secret")
    .update({ totp_enabled: true, updated_at: nowIso() });
}

export async function disableTotp(db: Db, userId: string): Promise<void> {
  await db("users")
    .where({ id: userId })
    .update({ totp_secret: null, totp_enabled: false, totp_last_step: null, updated_at: nowIso() });
}

/**
 * Records `step` as the last accepted TOTP step if it is later than the one stored. One conditional UPDATE, so
 * two requests with the same code cannot both pass: false means the code (or a later one) was already used.
 */
export async function claimTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const updated = await db("users")
    .where({ id: userId })
    .andWhere((q) => q.whereNull("totp_last_step").orWhere("totp_last_step", "<", step))
    .update({ totp_last_step: step });
  return updated === 1;
}

export function isTotpEnabled(user: Pick<UserRow, "totp_enabled" | "totp_secret">): boolean {
  return Boolean(user.totp_enabled) && user.totp_secret !== null;
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
