import { randomUUID } from "node:crypto";
import { hashToken, newOpaqueToken } from "../auth/opaqueTokens";
import type { Db } from "../db";
import { insertWithinLimit } from "../db/insertWithinLimit";
import { toIso } from "../db/values";

/** Every key starts so, which tells the authenticate step a key from a session token. */
export const API_KEY_PREFIX = "psk_";
/** Keys one account may hold: one per script or machine is plenty, and a leaked session cannot mint thousands. */
export const MAX_API_KEYS = 20;
/** last_used_at is written at most this often per key, so a busy script's reads do not all turn into writes. */
const TOUCH_INTERVAL_MS = 60_000;

export interface ApiKeyRow {
  id: string;
  user_id: string;
  name: string;
  key_hash: string;
  created_at: unknown;
  last_used_at: unknown;
}

/** A new key with its secret, which exists only in this value: the table keeps its SHA-256. */
export interface IssuedApiKey {
  key: string;
  row: ApiKeyRow;
}

export function isApiKey(token: string): boolean {
  return token.startsWith(API_KEY_PREFIX);
}

/** Issues a key for the account, unless it already holds MAX_API_KEYS ("limit"). */
export async function createApiKey(
  db: Db,
  userId: string,
  name: string,
  now = new Date(),
): Promise<IssuedApiKey | "limit"> {
  const key = `${API_KEY_PREFIX}${newOpaqueToken()}`;
  const row = {
    id: randomUUID(),
    user_id: userId,
    name,
    key_hash: hashToken(key),
    created_at: now.toISOString(),
    last_used_at: null,
  } satisfies ApiKeyRow;
  const inserted = await insertWithinLimit(db, {
    table: "api_keys",
    row,
    scope: { user_id: userId },
    max: MAX_API_KEYS,
  });
  return inserted ? { key, row } : "limit";
}

/** The account's keys, newest first. */
export async function listApiKeys(db: Db, userId: string): Promise<ApiKeyRow[]> {
  return db("api_keys")
    .where({ user_id: userId })
    .orderBy([
      { column: "created_at", order: "desc" },
      { column: "id", order: "desc" },
    ]);
}

/** Deletes one key of this account; false when it is not theirs (or no longer exists). */
export async function revokeApiKey(db: Db, userId: string, keyId: string): Promise<boolean> {
  return (await db("api_keys").where({ id: keyId, user_id: userId }).delete()) === 1;
}

/** Deletes every key of the account (its address was claimed by someone who proved it); how many went. */
export async function revokeAllApiKeys(db: Db, userId: string): Promise<number> {
  return db("api_keys").where({ user_id: userId }).delete();
}

/** The key row of a secret, marked as used (at most once a minute); undefined for a key never issued or revoked. */
export async function authenticateApiKey(
  db: Db,
  key: string,
  now = new Date(),
): Promise<ApiKeyRow | undefined> {
  const row: ApiKeyRow | undefined = await db("api_keys")
    .where({ key_hash: hashToken(key) })
    .first();
  if (!row) return undefined;
  const lastUsed = row.last_used_at === null ? 0 : Date.parse(toIso(row.last_used_at));
  if (lastUsed <= now.getTime() - TOUCH_INTERVAL_MS) {
    const nowIso = now.toISOString();
    await db("api_keys").where({ id: row.id }).update({ last_used_at: nowIso });
    row.last_used_at = nowIso;
  }
  return row;
}
