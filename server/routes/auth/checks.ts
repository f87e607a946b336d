import { consumeEmailToken } from "@server/auth/emailTokens";
import type { LoginThrottle } from "@server/auth/loginThrottle";
import { newPasswordProblems, verifyPassword } from "@server/auth/passwords";
import { verifySecondFactor } from "@server/auth/totp";
import type { SigningInDevice } from "@server/commands/signIn";
import type { Db } from "@server/db";
import type { AppDeps } from "@server/deps";
import { AppError, ValidationError, WeakPasswordError } from "@server/errors";
import { deviceIdOf } from "@server/http/authenticate";
import { tooManyRequests } from "@server/http/rateLimit";
import { sendAccountActionLink } from "@server/notifications/accountMails";
import { findUserById, isTotpEnabled, type UserRow } from "@server/users/repository";
import { ErrorCode } from "@shared/errors";
import type { Context } from "koa";

/** The checks the account routes share. */

/**
 * Account mails one address can be sent in an hour at someone else's request (a reset asked by address, a new
 * address to confirm), so nobody's mailbox is flooded through us.
 */
export const MAILS_PER_ADDRESS = { name: "account-mail-per-address", points: 5, durationSeconds: 3600 };

/**
 * Opening the links that confirm an account change (an email change, a deletion, two-factor) without being signed
 * in: a person opens a few; tokens are too long to guess anyway.
 */
export const LINK_LIMIT = { name: "account-link", points: 30, durationSeconds: 15 * 60 };

/**
 * The caller's account read again after a handler changed it (the authenticate step read it before); an account
 * deleted meanwhile is a dead session.
 */
export async function reloadAccount(db: Db, userId: string): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError(ErrorCode.sessionInvalid, "The session has expired or was revoked");
  return user;
}

/**
 * The current password, asked again before a sensitive change. An account without one (made through Google or
 * GitHub) has nothing to confirm. Every answer is an attempt of the login throttle, so a stolen session cannot be
 * used to guess the password.
 */
export async function confirmPassword(
  throttle: LoginThrottle,
  user: UserRow,
  password: string | undefined,
  ip: string,
): Promise<void> {
  const hash = user.password_hash;
  if (hash === null) return;
  if (password === undefined)
    throw new ValidationError("Enter your current password", [
      { path: "body.password", message: "Required" },
    ]);
  if (await throttle.attempt(user, ip, () => verifyPassword(hash, password))) return;
  throw new AppError(ErrorCode.wrongPassword, "The current password is not correct");
}

/**
 * The account's second factor (a sign-in's, or a passwordless account's proof before a change): a TOTP code,
 * refused when replayed, or an unused backup code. Every code is an attempt of the login throttle.
 */
export async function confirmSecondFactor(
  db: Db,
  throttle: LoginThrottle,
  user: UserRow,
  code: string,
  ip: string,
): Promise<void> {
  const verify = async () => (await verifySecondFactor(db, user, code, { allowBackupCode: true })).ok;
  if (await throttle.attempt(user, ip, verify)) return;
  throw new AppError(ErrorCode.invalidTwoFactorCode, "Invalid 2FA code");
}

/**
 * What proves the holder before the address or the password changes (a session token alone must not): the
 * current password; for an account without one, its second factor; for an account with neither, nothing the
 * request can carry, so the change waits for a link to the current address ("link").
 */
export async function proveHolder(
  db: Db,
  throttle: LoginThrottle,
  user: UserRow,
  proof: { password?: string; totpCode?: string },
  ip: string,
): Promise<"proven" | "link"> {
  if (user.password_hash !== null) {
    await confirmPassword(throttle, user, proof.password, ip);
    return "proven";
  }
  if (provenByLinkOnly(user)) return "link";
  if (proof.totpCode === undefined) throw new AppError(ErrorCode.twoFactorRequired, "2FA code required");
  await confirmSecondFactor(db, throttle, user, proof.totpCode, ip);
  return "proven";
}

/**
 * An account with neither a password nor two-factor (made through Google or GitHub) has no proof a request can
 * carry: a deletion or turning two-factor on waits for the link `action` mailed to its address, so a stolen session
 * can neither delete the account nor lock its owner out.
 */
export async function mailActionLink(
  deps: Pick<AppDeps, "db" | "config" | "mailer" | "logger" | "rateLimits">,
  user: UserRow,
  action: "delete" | "two_factor",
): Promise<void> {
  const flooded = await deps.rateLimits.consume(MAILS_PER_ADDRESS, user.email);
  if (flooded) throw tooManyRequests(flooded.retryAfterMs);
  await sendAccountActionLink(deps, user, action);
}

/**
 * Spends a link `mailActionLink` sent and returns its account. A link sent to an address the account no longer
 * has confirms nothing.
 */
export async function openActionLink(
  db: Db,
  token: string,
  action: "delete" | "two_factor",
): Promise<UserRow> {
  const link = await consumeEmailToken(db, token, action);
  if (link.status === "expired") throw new AppError(ErrorCode.tokenExpired, "This link has expired");
  const user = link.status === "ok" ? await findUserById(db, link.userId) : undefined;
  if (link.status !== "ok" || user?.email !== link.email)
    throw new AppError(ErrorCode.invalidToken, "This link is invalid or was already used");
  return user;
}

/** Nothing but its address proves the holder of an account with neither a password nor two-factor. */
export function provenByLinkOnly(user: UserRow): boolean {
  return user.password_hash === null && !isTotpEnabled(user);
}

/** A new password by the shared rules and the dictionary; the account's address and name make it guessable. */
export async function checkNewPassword(
  password: string,
  user: { email: string; name?: string | null },
): Promise<void> {
  const problems = await newPasswordProblems(password, [user.email, ...(user.name ? [user.name] : [])]);
  if (problems.length > 0) throw new WeakPasswordError(problems);
}

/**
 * The device signing in. The device id is read here rather than by the authenticate step, which the sign-in
 * routes skip: a stale bearer token must not stop a new sign-in.
 */
export function signingInDevice(ctx: Context): SigningInDevice {
  return { deviceId: deviceIdOf(ctx), userAgent: ctx.get("User-Agent") || null, ip: ctx.ip || null };
}
