import type { Db } from "../db";
import { disableTotp, enableTotp, setPendingTotpSecret, type UserRow } from "../users/repository";
import { deleteBackupCodes, replaceBackupCodes } from "./backupCodes";
import { voidEmailTokens } from "./emailTokens";
import { newTotpSecret, totpQrDataUrl, totpUri, verifySecondFactor } from "./totp";

/** The three two-factor calls (enable, verify-enable, disable) once the route has checked the password. */

export interface TotpSetup {
  secret: string;
  otpauthUrl: string;
  qrCodeUrl: string;
  backupCodes: string[];
}

/**
 * POST /auth/2fa/enable: a new secret awaiting its first code, and new backup codes. Two-factor stays off (and
 * login unchanged) until `confirmTotpSetup`; calling this again starts over with a new secret, and voids a link
 * mailed to turn the earlier one on.
 */
export async function startTotpSetup(db: Db, user: Pick<UserRow, "id" | "email">): Promise<TotpSetup> {
  const secret = newTotpSecret();
  await setPendingTotpSecret(db, user.id, secret);
  await voidEmailTokens(db, user.id, "two_factor");
  const backupCodes = await replaceBackupCodes(db, user.id);
  const otpauthUrl = totpUri(secret, user.email);
  return { secret, otpauthUrl, qrCodeUrl: await totpQrDataUrl(otpauthUrl), backupCodes };
}

/** A code from the app (not a backup code) proves the setup: the app holds the pending secret. */
export async function proveTotpSetup(
  db: Db,
  user: Pick<UserRow, "id" | "totp_secret">,
  code: string,
  now?: Date,
): Promise<boolean> {
  return (await verifySecondFactor(db, user, code, { allowBackupCode: false, now })).ok;
}

/** POST /auth/2fa/verify-enable: the setup proved by a code turns two-factor on. */
export async function confirmTotpSetup(
  db: Db,
  user: Pick<UserRow, "id" | "totp_secret">,
  code: string,
  now?: Date,
): Promise<boolean> {
  if (!(await proveTotpSetup(db, user, code, now))) return false;
  await enableTotp(db, user.id);
  return true;
}

/** POST /auth/2fa/disable: a code or a backup code turns it off and removes the secret and the backup codes. */
export async function turnOffTotp(
  db: Db,
  user: Pick<UserRow, "id" | "totp_secret">,
  code: string,
  now?: Date,
): Promise<boolean> {
  const result = await verifySecondFactor(db, user, code, { allowBackupCode: true, now });
  if (!result.ok) return false;
  await db.transaction(async (trx) => {
    await disableTotp(trx, user.id);
    await deleteBackupCodes(trx, user.id);
  });
  return true;
}
