import type { BillingCycle, PaidPlanId } from "@shared/api/billing";
import { PLANS, type PlanId } from "@shared/plans";
import type { Knex } from "knex";
import type { Db } from "../db";
import { toIso } from "../db/values";
import { findUserById, setPlan } from "../users/repository";

/** The home of the `subscriptions` table and of the rule that turns subscriptions into the account's plan. */

/** A past_due subscription keeps its plan this long after the first failed payment. */
export const PAST_DUE_GRACE_DAYS = 7;

export interface SubscriptionRow {
  id: string;
  user_id: string;
  customer_id: string | null;
  plan: PaidPlanId;
  billing_cycle: BillingCycle | null;
  status: string;
  amount: number | null;
  currency: string | null;
  current_period_end: unknown;
  trial_end: unknown;
  cancel_at_period_end: boolean | number;
  past_due_since: unknown;
  last_event_at: number | string;
  created_at: unknown;
  updated_at: unknown;
}

/** What Stripe says about a subscription, read from a webhook event or an API answer. */
export interface SubscriptionFacts {
  id: string;
  /** Known from the checkout's client_reference_id or the subscription's metadata; else from the stored row. */
  userId: string | null;
  customerId: string | null;
  plan: PaidPlanId | null;
  cycle: BillingCycle | null;
  status: string;
  amount: number | null;
  currency: string | null;
  periodEnd: string | null;
  trialEnd: string | null;
  cancelAtPeriodEnd: boolean;
}

/** The account's subscriptions, most recently changed first. */
export async function subscriptionsOf(db: Db | Knex.Transaction, userId: string): Promise<SubscriptionRow[]> {
  return db("subscriptions").where({ user_id: userId }).orderBy("updated_at", "desc");
}

/** Statuses under which Stripe may still charge: what a deleted account must cancel. */
export function isLive(row: Pick<SubscriptionRow, "status">): boolean {
  return !["canceled", "incomplete_expired"].includes(row.status);
}

/**
 * Stores what an event (created at `eventCreated`, epoch seconds) says, unless a later event was already applied
 * to this subscription; `eventCreated` null is a fresh API read, which is current by definition but leaves the
 * event clock as it is. Returns the account it belongs to, or null when nothing was stored.
 */
export async function saveSubscription(
  trx: Knex.Transaction,
  facts: SubscriptionFacts,
  eventCreated: number | null,
  now: Date,
): Promise<string | null> {
  const existing: SubscriptionRow | undefined = await trx("subscriptions").where({ id: facts.id }).first();
  if (existing && eventCreated !== null && eventCreated < Number(existing.last_event_at)) return null;
  const userId =
    facts.userId ??
    existing?.user_id ??
    (facts.customerId ? await userOfCustomer(trx, facts.customerId) : null);
  const plan = facts.plan ?? existing?.plan ?? null;
  if (!userId || !plan) return null;
  if (!(await findUserById(trx, userId))) return null;
  const at = eventCreated === null ? now : new Date(eventCreated * 1000);
  const row = {
    user_id: userId,
    customer_id: facts.customerId ?? existing?.customer_id ?? null,
    plan,
    billing_cycle: facts.cycle ?? existing?.billing_cycle ?? null,
    status: facts.status,
    amount: facts.amount ?? existing?.amount ?? null,
    currency: facts.currency ?? existing?.currency ?? null,
    current_period_end: facts.periodEnd,
    trial_end: facts.trialEnd,
    cancel_at_period_end: facts.cancelAtPeriodEnd,
    past_due_since:
      facts.status === "past_due"
        ? existing?.past_due_since
          ? toIso(existing.past_due_since)
          : at.toISOString()
        : null,
    last_event_at: Math.max(Number(existing?.last_event_at ?? 0), eventCreated ?? 0),
    updated_at: now.toISOString(),
  };
  if (existing) await trx("subscriptions").where({ id: facts.id }).update(row);
  else await trx("subscriptions").insert({ id: facts.id, ...row, created_at: now.toISOString() });
  return userId;
}

/** A failed renewal payment: the subscription is past due from the event's time (unless a later event says more). */
export async function markPastDue(
  trx: Knex.Transaction,
  subscriptionId: string,
  eventCreated: number,
  now: Date,
): Promise<string | null> {
  const existing: SubscriptionRow | undefined = await trx("subscriptions")
    .where({ id: subscriptionId })
    .first();
  if (!existing || eventCreated < Number(existing.last_event_at)) return null;
  await trx("subscriptions")
    .where({ id: subscriptionId })
    .update({
      status: "past_due",
      past_due_since: existing.past_due_since
        ? toIso(existing.past_due_since)
        : new Date(eventCreated * 1000).toISOString(),
      last_event_at: eventCreated,
      updated_at: now.toISOString(),
    });
  return existing.user_id;
}

async function userOfCustomer(db: Knex.Transaction, customerId: string): Promise<string | null> {
  const row: { user_id: string } | undefined = await db("subscriptions")
    .where({ customer_id: customerId })
    .select("user_id")
    .first();
  return row?.user_id ?? null;
}

const RANK: Record<PlanId, number> = { free: 0, premium: 1, pro: 2 };

/**
 * The plan the account's subscriptions give (DECISIONS.md, spec section 4): trialing and active give it (until
 * the period end when cancelled at period end), past_due keeps it for the grace period, anything else gives
 * nothing. The best plan wins. Undefined when the account has no subscription: its plan is left to support.
 */
export function planFromSubscriptions(
  rows: readonly SubscriptionRow[],
): { plan: PlanId; until: string | null } | undefined {
  if (rows.length === 0) return undefined;
  let best: { plan: PlanId; until: string | null } = { plan: "free", until: null };
  for (const row of rows) {
    let until: string | null;
    if (row.status === "trialing" || row.status === "active") {
      until = row.cancel_at_period_end && row.current_period_end ? toIso(row.current_period_end) : null;
    } else if (row.status === "past_due" && row.past_due_since) {
      until = new Date(
        Date.parse(toIso(row.past_due_since)) + PAST_DUE_GRACE_DAYS * 86_400_000,
      ).toISOString();
    } else continue;
    const better =
      RANK[row.plan] > RANK[best.plan] ||
      (row.plan === best.plan && best.until !== null && (until === null || until > best.until));
    if (better) best = { plan: row.plan, until };
  }
  return best;
}

/** Writes the plan the subscriptions give onto the account (planOf reads it there). */
export async function syncUserPlan(trx: Knex.Transaction, userId: string, now: Date): Promise<void> {
  const derived = planFromSubscriptions(await subscriptionsOf(trx, userId));
  if (!derived) return;
  await setPlan(trx, userId, derived.plan, derived.plan === "free" ? null : derived.until, now);
}

export function isPaidPlan(value: unknown): value is PaidPlanId {
  return typeof value === "string" && value !== "free" && Object.hasOwn(PLANS, value);
}
