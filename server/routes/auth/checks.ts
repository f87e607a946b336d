import type { LoginThrottle } from "@server/auth/loginThrottle";
import { newPasswordProblems, verifyPassword } from "@server/auth/passwords";
import { verifySecondFactor } from "@server/auth/totp";
import type { SigningInDevice } from "@server/commands/signIn";
import type { Db } from "@server/db";
import { AppError, ValidationError, WeakPasswordError } from "@server/errors";
import { type Auth, deviceIdOf } from "@server/http/authenticate";
import { findUserById, type UserRow } from "@server/users/repository";
import { ErrorCode } from "@shared/errors";
import type { Context } from "koa";

/** The checks the account routes share. */

/** The signed-in caller's account; an account deleted under a live token is a dead session. */
export async function currentUser(db: Db, auth: Auth): Promise<UserRow> {
  const user = auth.user && (await findUserById(db, auth.user.id));
  if (!user) throw new AppError(ErrorCode.sessionInvalid, "The session has expired or was revoked");
  return user;
}

/**
 * The current password, asked again before a sensitive change. An account without one (made through Google or
 * GitHub) has nothing to confirm. Wrong answers count with the login failures, so a stolen session cannot be
 * used to guess the password.
 */
export async function confirmPassword(
  throttle: LoginThrottle,
  user: UserRow,
  password: string | undefined,
  ip: string,
): Promise<void> {
  if (user.password_hash === null) return;
  if (password === undefined)
    throw new ValidationError("Enter your current password", [
      { path: "body.password", message: "Required" },
    ]);
  await throttle.check(user.email, ip);
  if (await verifyPassword(user.password_hash, password)) return;
  await throttle.fail(user.email, ip);
  throw new AppError(ErrorCode.wrongPassword, "The current password is not correct");
}

/**
 * The second factor of a sign-in (password or social): a TOTP code, which is refused when replayed, or an unused
 * backup code. Wrong codes count with the login failures, like wrong passwords; the caller checks the throttle first.
 */
export async function confirmSecondFactor(
  db: Db,
  throttle: LoginThrottle,
  user: UserRow,
  code: string,
  ip: string,
): Promise<void> {
  const second = await verifySecondFactor(db, user, code, { allowBackupCode: true });
  if (second.ok) return;
  await throttle.fail(user.email, ip);
  throw new AppError(ErrorCode.invalidTwoFactorCode, "Invalid 2FA code");
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
