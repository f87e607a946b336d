import type { SessionView, TokenResponse } from "@shared/api/auth";
import type { EmailChange, User } from "@shared/api/profile";
import { DEFAULT_INTERFACE_LANGUAGE, isInterfaceLanguage } from "@shared/locales";
import { toIso } from "../db/values";
import type { IssuedToken, SessionRow } from "../sessions/repository";
import { isTotpEnabled, type UserRow } from "../users/repository";

/** Avatars are served from here by file name (the avatar route stores `avatar_path` as that name). */
export const AVATAR_URL_PREFIX = "/api/v1/avatars/";

const isoOrNull = (value: unknown) => (value === null || value === undefined ? null : toIso(value));

/** The account as GET /auth/me and /auth/profile show it: never the hashes, secrets or raw preferences. */
export function presentUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    plan: row.plan,
    plan_until: isoOrNull(row.plan_until),
    created_at: toIso(row.created_at),
    avatar_url: row.avatar_path ? `${AVATAR_URL_PREFIX}${encodeURIComponent(row.avatar_path)}` : null,
    email_verified: row.email_verified_at !== null,
    email_change: presentEmailChange(row),
    has_password: row.password_hash !== null,
    password_changed_at: isoOrNull(row.password_changed_at),
    two_factor_enabled: isTotpEnabled(row),
    interface_language: isInterfaceLanguage(row.interface_language)
      ? row.interface_language
      : DEFAULT_INTERFACE_LANGUAGE,
    phone: row.phone,
    company: row.company,
    website: row.website,
    address: row.address,
    bio: row.bio,
  };
}

/** The account's waiting email change, unless its links have expired. */
function presentEmailChange(row: UserRow): EmailChange | null {
  if (row.pending_email === null || row.pending_email_expires_at === null) return null;
  const expiresAt = toIso(row.pending_email_expires_at);
  if (Date.parse(expiresAt) <= Date.now()) return null;
  return {
    email: row.pending_email,
    waiting_for: row.pending_email_approval_hash === null ? "confirmation" : "approval",
    expires_at: expiresAt,
  };
}

/** One line of GET /auth/sessions; `currentSessionId` is the session of the asking token. */
export function presentSession(row: SessionRow, currentSessionId: string): SessionView {
  return {
    id: row.id,
    user_agent: row.user_agent,
    ip: row.ip,
    created_at: toIso(row.created_at),
    last_seen_at: toIso(row.last_seen_at),
    current: row.id === currentSessionId,
  };
}

/** The answer of a sign-in or a refresh: the new token and how long it works. */
export function presentToken(issued: IssuedToken): TokenResponse {
  return { access_token: issued.token, token_type: "bearer", expires_in: issued.expiresIn };
}
