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

export type UpdateProfileResult =
  | { updated: true; user: UserRow; emailChanged: boolean }
  | { updated: false; reason: "email_taken" | "not_found" };

/** Applies the fields present in `update`; a changed email becomes unverified. */
export async function updateProfile(
  db: Db,
  userId: string,
  update: ProfileUpdate,
): Promise<UpdateProfileResult> {
  const current = await findUserById(db, userId);
  if (!current) return { updated: false, reason: "not_found" };
  const changes: Record<string, unknown> = {};
  for (const key of ["name", "phone", "company", "website", "address", "bio"] as const) {
    if (update[key] !== undefined) changes[key] = update[key];
  }
  const newEmail = update.email === undefined ? undefined : normalizeEmail(update.email);
  const emailChanged = newEmail !== undefined && newEmail !== current.email;
  if (emailChanged) {
    changes.email = newEmail;
    changes.email_verified_at = null;
  }
  changes.updated_at = nowIso();
  try {
    await db("users").where({ id: userId }).update(changes);
  } catch (error) {
    if (isUniqueViolation(error)) return { updated: false, reason: "email_taken" };
    throw error;
  }
  const user = await findUserById(db, userId);
  if (!user) return { updated: false, reason: "not_found" };
  return { updated: true, user, emailChanged };
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
