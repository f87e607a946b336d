import type { Db } from "../../server/db";
import type { SessionVerifier } from "../../server/http/authenticate";
import { authenticateToken, createSession } from "../../server/sessions/repository";
import type { PlanId } from "../../shared/plans";
import { buildUser } from "./factories";

/**
 * Bearer tokens checked against the sessions table (server/sessions/repository.ts), so API tests can call as a
 * signed-in user before the auth routes exist. The accounts issue's own verifier replaces it in the app.
 */
export function databaseSessions(db: Db): SessionVerifier {
  return {
    async verify(token) {
      const session = await authenticateToken(db, token);
      return session && { user: { id: session.user_id }, session: { id: session.id } };
    },
  };
}

/** An account on `plan` (set as the support command does) with a live session; its bearer token. */
export async function signedInUser(
  db: Db,
  plan: PlanId = "free",
): Promise<{ userId: string; email: string; token: string }> {
  const user = await buildUser(db);
  if (plan !== "free") await db("users").where({ id: user.id }).update({ plan });
  const { token } = await createSession(db, { userId: user.id, remember: true });
  return { userId: user.id, email: user.email, token };
}
