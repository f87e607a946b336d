import { generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";
import type { Db } from "../db";
import { claimTotpStep, type UserRow } from "../users/repository";
import { consumeBackupCode } from "./backupCodes";

/**
 * TOTP as DECISIONS.md fixes it: 32 base32 characters (20 random bytes), 6 digits, 30 s, SHA1 (otplib's
 * defaults, which every authenticator app reads). A code is accepted once: the step it belongs to is claimed
 * with a conditional UPDATE, so a replay, even a concurrent one, fails.
 */
export const TOTP_ISSUER = "Polysub";
/** One step either side of now, for a phone clock that is a little off. */
const EPOCH_TOLERANCE_SECONDS = 30;
/** Spec section 9: QR size 192. */
const QR_WIDTH = 192;

export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

export function totpUri(secret: string, accountEmail: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: accountEmail, secret });
}

export function totpQrDataUrl(uri: string): Promise<string> {
  return QRCode.toDataURL(uri, { width: QR_WIDTH, margin: 1, errorCorrectionLevel: "M" });
}

export type SecondFactorResult = { ok: true; method: "totp" | "backup_code" } | { ok: false };

/**
 * Checks a code against the account's secret (enabled or awaiting its first code). With `allowBackupCode`, an
 * unused backup code is accepted instead and spent. `code` is as the shared schema leaves it (trimmed, lower case).
 */
export async function verifySecondFactor(
  db: Db,
  user: Pick<UserRow, "id" | "totp_secret">,
  code: string,
  options: { allowBackupCode: boolean; now?: Date },
): Promise<SecondFactorResult> {
  if (user.totp_secret === null) return { ok: false };
  if (/^\d{6}$/.test(code)) {
    const epoch = Math.floor((options.now ?? new Date()).getTime() / 1000);
    const result = await verify({
      secret: user.totp_secret,
      token: code,
      epoch,
      epochTolerance: EPOCH_TOLERANCE_SECONDS,
    });
    // The functional API's type also covers HOTP, whose results carry no step.
    const step = result.valid && "timeStep" in result ? result.timeStep : undefined;
    if (step !== undefined && (await claimTotpStep(db, user.id, step))) return { ok: true, method: "totp" };
    return { ok: false };
  }
  if (options.allowBackupCode && (await consumeBackupCode(db, user.id, code, options.now))) {
    return { ok: true, method: "backup_code" };
  }
  return { ok: false };
}
