import { randomUUID } from "node:crypto";
import { hashToken, newOpaqueToken } from "../auth/opaqueTokens";
import type { Db } from "../db";
import { toIso } from "../db/values";

/** A token works for an hour; then the client exchanges it (POST /auth/refresh) for a new one. */
export const ACCESS_TOKEN_TTL_MS = 60 * 60 * 1000;
/** How long a session can be refreshed from its sign-in: 30 days with "remember me", 1 day without. */
export const SESSION_LIFETIME_MS = { remember: 30 * 86_400_000, browser: 86_400_000 } as const;
/** last_seen_at is written at most this often per session, so reads do not all turn into writes. */
export const TOUCH_INTERVAL_MS = 60_000;

export interface SessionRow {
  id: string;
  user_id: string;
  token_hash: string;
  device_id: string | null;
  user_agent: string | null;
  ip: string | null;
  created_at: unknown;
  last_seen_at: unknown;
  expires_at: unknown;
  refresh_until: unknown;
  revoked_at: unknown;
}

/** A session with the token the client must now use (shown once; only its hash is stored). */
export interface IssuedToken {
  token: string;
  session: SessionRow;
  /** Seconds until the token expires (the API's `expires_in`). */
  expiresIn: number;
}

export interface NewSession {
  userId: string;
  /** The X-Device-Id of the signing-in device, which tells a new device from a known one. */
  deviceId?: string | null;
  userAgent?: string | null;
  ip?: string | null;
  remember: boolean;
  now?: Date;
}

export async function createSession(db: Db, input: NewSession): Promise<IssuedToken> {
  const now = input.now ?? new Date();
  const token = newOpaqueToken();
  const refreshUntil =
    now.getTime() + (input.remember ? SESSION_LIFETIME_MS.remember : SESSION_LIFETIME_MS.browser);
  const expiresAt = Math.min(now.getTime() + ACCESS_TOKEN_TTL_MS, refreshUntil);
  const row = {
    id: randomUUID(),
    user_id: input.userId,
    token_hash: hashToken(token),
    device_id: input.deviceId ?? null,
    user_agent: input.userAgent?.slice(0, 512) ?? null,
    ip: input.ip?.slice(0, 64) ?? null,
    created_at: now.toISOString(),
    last_seen_at: now.toISOString(),
    expires_at: new Date(expiresAt).toISOString(),
    refresh_until: new Date(refreshUntil).toISOString(),
    revoked_at: null,
  };
  await db("sessions").insert(row);
  return { token, session: row, expiresIn: secondsUntil(expiresAt, now) };
}

/**
 * The live session of a bearer token, or undefined when the token is unknown, revoked or expired: a revoked
 * session fails on its very next request. Marks the session as seen (at most once a minute).
 */
export async function authenticateToken(
  db: Db,
  token: string,
  now = new Date(),
): Promise<SessionRow | undefined> {
  const nowIso = now.toISOString();
  const session: SessionRow | undefined = await db("sessions")
    .where({ token_hash: hashToken(token) })
    .whereNull("revoked_at")
    .where("expires_at", ">", nowIso)
    .first();
  if (!session) return undefined;
  if (Date.parse(toIso(session.last_seen_at)) <= now.getTime() - TOUCH_INTERVAL_MS) {
    await db("sessions").where({ id: session.id }).update({ last_seen_at: nowIso });
    session.last_seen_at = nowIso;
  }
  return session;
}

/**
 * Exchanges a token, expired or not, for a new one while the session is neither revoked nor past its lifetime.
 * The old token stops working at once. The swap is one conditional UPDATE on the old hash, so of two refreshes
 * with the same token only one gets a new token.
 */
export async function refreshSession(
  db: Db,
  token: string,
  now = new Date(),
): Promise<IssuedToken | undefined> {
  const oldHash = hashToken(token);
  const nowIso = now.toISOString();
  const session: SessionRow | undefined = await db("sessions")
    .where({ token_hash: oldHash })
    .whereNull("revoked_at")
    .where("refresh_until", ">", nowIso)
    .first();
  if (!session) return undefined;
  const next = newOpaqueToken();
  const expiresAt = Math.min(now.getTime() + ACCESS_TOKEN_TTL_MS, Date.parse(toIso(session.refresh_until)));
  const changes = {
    token_hash: hashToken(next),
    expires_at: new Date(expiresAt).toISOString(),
    last_seen_at: nowIso,
  };
  const updated = await db("sessions")
    .where({ id: session.id, token_hash: oldHash })
    .whereNull("revoked_at")
    .update(changes);
  if (updated !== 1) return undefined;
  return { token: next, session: { ...session, ...changes }, expiresIn: secondsUntil(expiresAt, now) };
}

/** The sessions of an account that can still be used or refreshed, most recently seen first. */
export async function listSessions(db: Db, userId: string, now = new Date()): Promise<SessionRow[]> {
  const rows: SessionRow[] = await db("sessions")
    .where({ user_id: userId })
    .whereNull("revoked_at")
    .where("refresh_until", ">", now.toISOString())
    .orderBy([
      { column: "last_seen_at", order: "desc" },
      { column: "created_at", order: "desc" },
    ]);
  return rows;
}

/** Revokes one session of this account; false when it is not theirs or already revoked. */
export async function revokeSession(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const updated = await db("sessions")
    .where({ id: sessionId, user_id: userId })
    .whereNull("revoked_at")
    .update({ revoked_at: new Date().toISOString() });
  return updated === 1;
}

/** Revokes every session of the account, or every one but `exceptSessionId` (the caller's). Returns how many. */
export async function revokeSessions(db: Db, userId: string, exceptSessionId?: string): Promise<number> {
  const query = db("sessions").where({ user_id: userId }).whereNull("revoked_at");
  if (exceptSessionId !== undefined) query.whereNot({ id: exceptSessionId });
  return query.update({ revoked_at: new Date().toISOString() });
}

/**
 * Whether the account has signed in from this device before (any session, even ended): by X-Device-Id when
 * the client sent one, else by user agent. A false answer is what triggers the login alert mail.
 */
export async function isKnownDevice(
  db: Db,
  userId: string,
  device: { deviceId?: string | null; userAgent?: string | null },
): Promise<boolean> {
  const query = db("sessions").where({ user_id: userId }).first("id");
  if (device.deviceId) query.where({ device_id: device.deviceId });
  else if (device.userAgent) query.where({ user_agent: device.userAgent.slice(0, 512) });
  else return false;
  return (await query) !== undefined;
}

/** Sessions that ended (revoked, or past their lifetime) before `before`: the security page no longer shows them. */
export async function deleteEndedSessions(db: Db, before: Date): Promise<number> {
  const iso = before.toISOString();
  return db("sessions").where("refresh_until", "<", iso).orWhere("revoked_at", "<", iso).delete();
}

function secondsUntil(epochMs: number, now: Date): number {
  return Math.max(0, Math.round((epochMs - now.getTime()) / 1000));
}
