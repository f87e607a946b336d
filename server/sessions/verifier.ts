import { authenticateApiKey } from "../apiKeys/repository";
import type { Db } from "../db";
import type { SessionVerifier } from "../http/authenticate";
import { findUserById } from "../users/repository";
import { authenticateToken } from "./repository";

/**
 * The authenticate step's verifier over the sessions and api_keys tables: a revoked or expired token, or a revoked
 * key, fails at once. The account is read here, once per request, for every handler after it.
 */
export function databaseSessions(db: Db): SessionVerifier {
  return {
    async verify(token) {
      const session = await authenticateToken(db, token);
      const user = session && (await findUserById(db, session.user_id));
      return user && session && { user, session: { id: session.id } };
    },
    async verifyApiKey(key) {
      const apiKey = await authenticateApiKey(db, key);
      const user = apiKey && (await findUserById(db, apiKey.user_id));
      return user && apiKey && { user, apiKey: { id: apiKey.id } };
    },
  };
}
