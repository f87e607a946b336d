import type { OAuthProvider } from "@shared/api/oauth";
import type { InterfaceLanguage } from "@shared/locales";
import { revokeAllApiKeys } from "../apiKeys/repository";
import { deleteBackupCodes } from "../auth/backupCodes";
import type { Db } from "../db";
import { isUniqueViolation } from "../db/constraints";
import { revokeSessions } from "../sessions/repository";
import {
  clearPasswordAndVerify,
  clearPendingEmailChange,
  createUser,
  disableTotp,
  findUserByEmail,
  findUserById,
  type UserRow,
} from "../users/repository";
import type { OAuthIdentity } from "./providers";

export type SocialSignIn =
  | { status: "ok"; user: UserRow; isNewUser: boolean }
  /** No verified address: we cannot link it to an account nor make one that owns an address unproven. */
  | { status: "email_unverified" };

/**
 * The account of a Google or GitHub identity: the one already linked to it; else the account with its verified
 * address, now linked; else a new account (no password, address verified by the provider).
 *
 * An account found by address whose address was never verified may have been made by someone else in advance,
 * to be taken over once the real owner links it. The provider has just proven who owns the address, so the
 * account is claimed (`claimUnverifiedAccount`) before it is linked.
 */
export async function signInWithIdentity(
  db: Db,
  provider: OAuthProvider,
  identity: OAuthIdentity,
  options: { interfaceLanguage?: InterfaceLanguage } = {},
): Promise<SocialSignIn> {
  const linked = await findLinkedUser(db, provider, identity.providerUserId);
  if (linked) return { status: "ok", user: linked, isNewUser: false };
  if (!identity.email || !identity.emailVerified) return { status: "email_unverified" };

  const existing = await findUserByEmail(db, identity.email);
  if (existing) {
    if (existing.email_verified_at === null) await claimUnverifiedAccount(db, existing.id);
    await linkIdentity(db, provider, identity, existing.id);
    const user = await findUserById(db, existing.id);
    if (!user) throw new Error(`User ${existing.id} vanished while linking`);
    return { status: "ok", user, isNewUser: false };
  }

  const created = await createUser(db, {
    email: identity.email,
    name: identity.name,
    passwordHash: null,
    emailVerified: true,
    interfaceLanguage: options.interfaceLanguage,
  });
  // Another request made the account with this address a moment ago: sign in to that one.
  if (!created.created) return signInWithIdentity(db, provider, identity, options);
  await linkIdentity(db, provider, identity, created.user.id);
  return { status: "ok", user: created.user, isNewUser: true };
}

export async function findLinkedUser(
  db: Db,
  provider: OAuthProvider,
  providerUserId: string,
): Promise<UserRow | undefined> {
  const link: { user_id: string } | undefined = await db("oauth_accounts")
    .select("user_id")
    .where({ provider, provider_user_id: providerUserId })
    .first();
  return link ? findUserById(db, link.user_id) : undefined;
}

/** The providers linked to an account (the security page can show them). */
export async function linkedProviders(db: Db, userId: string): Promise<OAuthProvider[]> {
  const rows: { provider: OAuthProvider }[] = await db("oauth_accounts")
    .select("provider")
    .where({ user_id: userId });
  return rows.map((row) => row.provider);
}

async function linkIdentity(
  db: Db,
  provider: OAuthProvider,
  identity: OAuthIdentity,
  userId: string,
): Promise<void> {
  try {
    await db("oauth_accounts").insert({
      provider,
      provider_user_id: identity.providerUserId,
      user_id: userId,
      email: identity.email,
      created_at: new Date().toISOString(),
    });
  } catch (error) {
    // The same identity linked by a simultaneous callback: already done.
    if (!isUniqueViolation(error)) throw error;
  }
}

/**
 * The account's first proof of its address (a provider's verified address, or a reset link opened) takes it from
 * whoever set it up (README, "Decisions taken in code"): every other way in goes — password, two-factor and
 * backup codes, sessions, linked Google and GitHub sign-ins and a waiting email change — and the address counts
 * as verified, and the account's API keys are revoked. The files, history and plan stay.
 */
export async function claimUnverifiedAccount(db: Db, userId: string): Promise<void> {
  await db.transaction(async (trx) => {
    await clearPasswordAndVerify(trx, userId);
    await disableTotp(trx, userId);
    await clearPendingEmailChange(trx, userId);
    await deleteBackupCodes(trx, userId);
    await revokeSessions(trx, userId);
    await revokeAllApiKeys(trx, userId);
    await trx("oauth_accounts").where({ user_id: userId }).delete();
  });
}
