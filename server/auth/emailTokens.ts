import { randomUUID } from "node:crypto";
import type { Db } from "../db";
import { toIso } from "../db/values";
import { hashToken, newOpaqueToken } from "./opaqueTokens";

/** "delete" and "two_factor": the change an account with no password and no two-factor confirms by mail. */
export type EmailTokenPurpose = "verify" | "reset" | "delete" | "two_factor";

/**
 * A verification link works for 24 hours, a password-reset link for 1 hour (DECISIONS.md), and the links that
 * confirm a deletion or two-factor as long as a reset link.
 */
export const EMAIL_TOKEN_TTL_MS: Readonly<Record<EmailTokenPurpose, number>> = {
  verify: 24 * 3_600_000,
  reset: 3_600_000,
  delete: 3_600_000,
  two_factor: 3_600_000,
};

/** The links of an email change (users.pending_email_*) work as long as a verification link. */
export const EMAIL_CHANGE_TTL_MS = EMAIL_TOKEN_TTL_MS.verify;

interface EmailTokenRow {
  id: string;
  user_id: string;
  purpose: EmailTokenPurpose;
  token_hash: string;
  email: string;
  created_at: unknown;
  expires_at: unknown;
  used_at: unknown;
}

/** Makes a link token for `email` (the account's address now) and returns it; only its hash is stored. */
export async function issueEmailToken(
  db: Db,
  input: { userId: string; email: string; purpose: EmailTokenPurpose; now?: Date },
): Promise<string> {
  const now = input.now ?? new Date();
  const token = newOpaqueToken();
  await db("email_tokens").insert({
    id: randomUUID(),
    user_id: input.userId,
    purpose: input.purpose,
    token_hash: hashToken(token),
    email: input.email,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + EMAIL_TOKEN_TTL_MS[input.purpose]).toISOString(),
    used_at: null,
  });
  return token;
}

export type ConsumedEmailToken =
  | { status: "ok"; userId: string; email: string }
  | { status: "expired" }
  | { status: "used" }
  | { status: "invalid" };

/**
 * What `consumeEmailToken` would answer, without spending the token: a reset link whose new password is refused
 * stays usable for a better one.
 */
export async function inspectEmailToken(
  db: Db,
  token: string,
  purpose: EmailTokenPurpose,
  now = new Date(),
): Promise<ConsumedEmailToken> {
  const row: EmailTokenRow | undefined = await db("email_tokens")
    .where({ token_hash: hashToken(token), purpose })
    .first();
  if (!row) return { status: "invalid" };
  if (row.used_at !== null) return { status: "used" };
  if (Date.parse(toIso(row.expires_at)) <= now.getTime()) return { status: "expired" };
  return { status: "ok", userId: row.user_id, email: row.email };
}

/** Whose a spent link was (account and address), to tell a second click what became of it; undefined otherwise. */
export async function spentEmailTokenOwner(
  db: Db,
  token: string,
  purpose: EmailTokenPurpose,
): Promise<{ userId: string; email: string } | undefined> {
  const row: EmailTokenRow | undefined = await db("email_tokens")
    .where({ token_hash: hashToken(token), purpose })
    .whereNotNull("used_at")
    .first();
  return row && { userId: row.user_id, email: row.email };
}

/**
 * Spends a link token. The UPDATE … WHERE used_at IS NULL is the whole check, so a link opened twice at the same
 * moment works once. Spending one also voids the account's other links of that purpose (an older reset mail
 * cannot be used after a newer one).
 */
export async function consumeEmailToken(
  db: Db,
  token: string,
  purpose: EmailTokenPurpose,
  now = new Date(),
): Promise<ConsumedEmailToken> {
  const tokenHash = hashToken(token);
  const nowIso = now.toISOString();
  const spent = await db("email_tokens")
    .where({ token_hash: tokenHash, purpose })
    .whereNull("used_at")
    .where("expires_at", ">", nowIso)
    .update({ used_at: nowIso });
  const row: EmailTokenRow | undefined = await db("email_tokens")
    .where({ token_hash: tokenHash, purpose })
    .first();
  if (!row) return { status: "invalid" };
  if (spent === 1) {
    await voidEmailTokens(db, row.user_id, purpose);
    return { status: "ok", userId: row.user_id, email: row.email };
  }
  if (row.used_at !== null) return { status: "used" };
  return { status: "expired" };
}

/** Voids the account's unspent links of `purpose`: what they would confirm is no longer what was asked. */
export async function voidEmailTokens(db: Db, userId: string, purpose: EmailTokenPurpose): Promise<void> {
  await db("email_tokens")
    .where({ user_id: userId, purpose })
    .whereNull("used_at")
    .update({ used_at: new Date().toISOString() });
}

/**
 * Link tokens that expired before `before`, spent or not (every token expires within a day of its mail). The caller
 * keeps them a while past their expiry, so a late click is still told its link expired or was used, not unknown.
 */
export async function deleteStaleEmailTokens(db: Db, before: Date): Promise<number> {
  return db("email_tokens").where("expires_at", "<", before.toISOString()).delete();
}
