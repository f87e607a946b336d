import { createHash, randomInt } from "node:crypto";
import type { Db } from "../db";

export const BACKUP_CODE_COUNT = 10;
export const BACKUP_CODE_LENGTH = 8;
/** Lower-case letters and digits without the look-alikes 0/o, 1/l/i, so a code copied from paper is read right. */
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/**
 * Codes are stored as SHA-256 of user id and code. The TOTP secret that sits in the same row is needed in clear,
 * so a slow hash here would not protect an account whose database leaked; it keeps the codes from being shown again.
 */
function hashBackupCode(userId: string, code: string): string {
  return createHash("sha256")
    .update(`${userId}:${normalizeBackupCode(code)}`, "utf8")
    .digest("hex");
}

/** Codes are typed as printed or not: case, spaces and dashes do not matter. */
export function normalizeBackupCode(code: string): string {
  return code.replace(/[\s-]/g, "").toLowerCase();
}

function newBackupCode(): string {
  let code = "";
  for (let i = 0; i < BACKUP_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** Replaces the account's backup codes with 10 new ones and returns them (shown once). */
export async function replaceBackupCodes(db: Db, userId: string, now = new Date()): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < BACKUP_CODE_COUNT) codes.add(newBackupCode());
  await db.transaction(async (trx) => {
    await trx("backup_codes").where({ user_id: userId }).delete();
    await trx("backup_codes").insert(
      [...codes].map((code) => ({
        user_id: userId,
        code_hash: hashBackupCode(userId, code),
        created_at: now.toISOString(),
        used_at: null,
      })),
    );
  });
  return [...codes];
}

/** Spends an unused code of this account; false for a wrong or already used one (conditional UPDATE: once only). */
export async function consumeBackupCode(
  db: Db,
  userId: string,
  code: string,
  now = new Date(),
): Promise<boolean> {
  const updated = await db("backup_codes")
    .where({ user_id: userId, code_hash: hashBackupCode(userId, code) })
    .whereNull("used_at")
    .update({ used_at: now.toISOString() });
  return updated === 1;
}

export async function countUnusedBackupCodes(db: Db, userId: string): Promise<number> {
  const row = await db("backup_codes")
    .where({ user_id: userId })
    .whereNull("used_at")
    .count({ n: "*" })
    .first();
  return Number(row?.n ?? 0);
}

export async function deleteBackupCodes(db: Db, userId: string): Promise<void> {
  await db("backup_codes").where({ user_id: userId }).delete();
}
