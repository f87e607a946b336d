import type { Db } from "../db";
import type { SessionVerifier } from "../http/authenticate";
import { authenticateToken } from "./repository";

/** The authenticate step's verifier over the sessions table: a revoked or expired token fails at once. */
export function databaseSessions(db: Db): SessionVerifier {
  return {
    async verify(token) {
      const session = await authenticateToken(db, token);
      return session && { user: { id: session.user_id }, session: { id: session.id } };
    },
  };
}
