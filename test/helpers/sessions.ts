import type { Db } from "@server/db";
import { createSession } from "@server/sessions/repository";
import type { PlanId } from "@shared/plans";
import { buildUser } from "./factories";

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
