import type { Db } from "../db";
import { hashToken, newOpaqueToken } from "./opaqueTokens";

/** A sign-in that owes its second factor has 5 minutes to be finished... */
export const SIGN_IN_TICKET_TTL_MS = 5 * 60_000;
/** ...and this many codes: enough for a typo or a code that just rolled over, too few to guess one. */
export const SIGN_IN_TICKET_ATTEMPTS = 5;

/**
 * Makes a ticket for a sign-in that proved the identity but owes the account's second factor, bound to the
 * user and to the device (X-Device-Id, or none) that signed in; only its hash is stored.
 */
export async function issueSignInTicket(
  db: Db,
  input: { userId: string; deviceId: string | null; now?: Date },
): Promise<string> {
  const now = input.now ?? new Date();
  const ticket = newOpaqueToken();
  await db("sign_in_tickets").insert({
    ticket_hash: hashToken(ticket),
    user_id: input.userId,
    device_id: input.deviceId,
    attempts: 0,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + SIGN_IN_TICKET_TTL_MS).toISOString(),
  });
  return ticket;
}

/**
 * Counts one code against a live ticket of this device and returns its user; undefined for an unknown, expired,
 * spent or other device's ticket, or one whose attempts are used up. The conditional UPDATE counts the attempt
 * before the code is checked, so concurrent guesses cannot pass the limit.
 */
export async function claimSignInTicketAttempt(
  db: Db,
  ticket: string,
  deviceId: string | null,
  now = new Date(),
): Promise<string | undefined> {
  const ticketHash = hashToken(ticket);
  const claimed = await db("sign_in_tickets")
    .where({ ticket_hash: ticketHash, device_id: deviceId })
    .where("expires_at", ">", now.toISOString())
    .where("attempts", "<", SIGN_IN_TICKET_ATTEMPTS)
    .increment("attempts", 1);
  if (claimed !== 1) return undefined;
  const row: { user_id: string } | undefined = await db("sign_in_tickets")
    .select("user_id")
    .where({ ticket_hash: ticketHash })
    .first();
  return row?.user_id;
}

/** Spends a ticket whose code was right; false when a concurrent request spent it first. */
export async function spendSignInTicket(db: Db, ticket: string): Promise<boolean> {
  const deleted = await db("sign_in_tickets")
    .where({ ticket_hash: hashToken(ticket) })
    .delete();
  return deleted === 1;
}

/** Tickets past their 5 minutes (the periodic cleanup calls it), so the table holds only sign-ins in flight. */
export async function deleteExpiredSignInTickets(db: Db, now = new Date()): Promise<number> {
  return db("sign_in_tickets").where("expires_at", "<=", now.toISOString()).delete();
}
