import type { OAuthProvider } from "@shared/api/oauth";
import { hashToken } from "../auth/opaqueTokens";
import type { Db } from "../db";

/** A sign-in with a provider has 10 minutes to come back to /oauth/callback. */
export const OAUTH_STATE_TTL_MS = 10 * 60_000;

/** Keeps the PKCE verifier of a started sign-in under its state (hashed), until the callback spends it. */
export async function saveOAuthState(
  db: Db,
  input: { state: string; provider: OAuthProvider; codeVerifier: string; now?: Date },
): Promise<void> {
  const now = input.now ?? new Date();
  await db("oauth_states").insert({
    state_hash: hashToken(input.state),
    provider: input.provider,
    code_verifier: input.codeVerifier,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + OAUTH_STATE_TTL_MS).toISOString(),
  });
}

/**
 * The verifier of a state this server issued for this provider, spent by the call: undefined for an unknown,
 * expired, already used or other provider's state, which is the spec's "Invalid state parameter". The DELETE
 * decides, so two callbacks with one state cannot both go on.
 */
export async function takeOAuthState(
  db: Db,
  state: string,
  provider: OAuthProvider,
  now = new Date(),
): Promise<string | undefined> {
  const stateHash = hashToken(state);
  const row: { code_verifier: string } | undefined = await db("oauth_states")
    .select("code_verifier")
    .where({ state_hash: stateHash, provider })
    .where("expires_at", ">", now.toISOString())
    .first();
  if (!row) return undefined;
  const deleted = await db("oauth_states").where({ state_hash: stateHash, provider }).delete();
  return deleted === 1 ? row.code_verifier : undefined;
}

/** States whose 10 minutes are over, never spent (the periodic cleanup calls it). */
export async function deleteExpiredOAuthStates(db: Db, now = new Date()): Promise<number> {
  return db("oauth_states").where("expires_at", "<=", now.toISOString()).delete();
}
