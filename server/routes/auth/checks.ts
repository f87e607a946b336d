import type { LoginThrottle } from "@server/auth/loginThrottle";
import { newPasswordProblems, verifyPassword } from "@server/auth/passwords";
import { verifySecondFactor } from "@server/auth/totp";
import type { SigningInDevice } from "@server/commands/signIn";
import type { Db } from "@server/db";
import { AppError, ValidationError, WeakPasswordError } from "@server/errors";
import { type Auth, deviceIdOf } from "@server/http/authenticate";
import { findUserById, isTotpEnabled, type UserRow } from "@server/users/repository";
import { ErrorCode } from "@shared/errors";
import type { Context } from "koa";

/** The checks the account routes share. */

/**
 * Account mails one address can be sent in an hour at someone else's request (a reset asked by address, a new
 * address to confirm), so nobody's mailbox is flooded through us.
 */
export const MAILS_PER_ADDRESS = { name: "account-mail-per-address", points: 5, durationSeconds: 3600 };

/** The signed-in caller's account; an account deleted under a live token is a dead session. */
export async function currentUser(db: Db, auth: Auth): Promise<UserRow> {
  const user = auth.user && (await findUserById(db, auth.user.id));
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
  if (!isTotpEnabled(user)) return "link";
  if (proof.totpCode === undefined) throw new AppError(ErrorCode.twoFactorRequired, "2FA code required");
  await confirmSecondFactor(db, throttle, user, proof.totpCode, ip);
  return "proven";
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
