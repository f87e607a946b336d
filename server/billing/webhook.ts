import type Stripe from "stripe";
import type { Config } from "../config";
import type { Db } from "../db";
import { isUniqueViolation } from "../db/constraints";
import { idOf, subscriptionFacts, subscriptionOfInvoice } from "./facts";
import {
  isPaidPlan,
  markPastDue,
  type SubscriptionFacts,
  saveSubscription,
  syncUserPlan,
} from "./subscriptions";

export type EventOutcome = "applied" | "duplicate" | "ignored";

interface Change {
  facts?: SubscriptionFacts;
  pastDue?: string;
}

/**
 * Applies one verified Stripe event, once: its id is recorded in the transaction that applies it, so a replay
 * (Stripe retries, an attacker resending a captured event) changes nothing. Every subscription change is
 * compared with the `created` time of the last event applied to it, so events arriving out of order cannot roll
 * a subscription back. The account's plan is recomputed in the same transaction.
 */
export async function applyStripeEvent(
  deps: { db: Db; config: Pick<Config, "stripe"> },
  stripe: Stripe,
  event: Stripe.Event,
  now: Date = new Date(),
): Promise<EventOutcome> {
  if (await deps.db("stripe_events").where({ id: event.id }).first()) return "duplicate";
  // API calls happen before the transaction, which then only writes.
  const change = await changeOf(stripe, deps.config.stripe.prices, event);
  try {
    return await deps.db.transaction(async (trx) => {
      await trx("stripe_events").insert({
        id: event.id,
        type: event.type,
        created: event.created,
        received_at: now.toISOString(),
      });
      let userId: string | null = null;
      if (change?.facts) userId = await saveSubscription(trx, change.facts, event.created, now);
      if (change?.pastDue) userId = await markPastDue(trx, change.pastDue, event.created, now);
      if (userId === null) return "ignored";
      await syncUserPlan(trx, userId, now);
      return "applied";
    });
  } catch (error) {
    // The same event delivered twice at once: the other delivery applied it.
    if (isUniqueViolation(error)) return "duplicate";
    throw error;
  }
}

async function changeOf(
  stripe: Stripe,
  prices: Config["stripe"]["prices"],
  event: Stripe.Event,
): Promise<Change | undefined> {
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      const subscriptionId = idOf(session.subscription);
      if (session.mode !== "subscription" || !subscriptionId) return undefined;
      const plan = session.metadata?.plan;
      const fromSession: SubscriptionFacts = {
        id: subscriptionId,
        userId: session.client_reference_id,
        customerId: idOf(session.customer),
        plan: isPaidPlan(plan) ? plan : null,
        cycle: session.metadata?.billing_cycle === "yearly" ? "yearly" : "monthly",
        status: "active",
        amount: session.amount_total,
        currency: session.currency,
        periodEnd: null,
        trialEnd: null,
        cancelAtPeriodEnd: false,
      };
      // The session is enough to give the plan; the subscription read back adds its status, trial and period.
      try {
        const sub = subscriptionFacts(await stripe.subscriptions.retrieve(subscriptionId), prices);
        return {
          facts: {
            ...sub,
            userId: fromSession.userId ?? sub.userId,
            plan: sub.plan ?? fromSession.plan,
            customerId: sub.customerId ?? fromSession.customerId,
          },
        };
      } catch {
        return { facts: fromSession };
      }
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const facts = subscriptionFacts(event.data.object, prices);
      return {
        facts: event.type === "customer.subscription.deleted" ? { ...facts, status: "canceled" } : facts,
      };
    }
    case "invoice.payment_failed": {
      const subscriptionId = subscriptionOfInvoice(event.data.object);
      return subscriptionId ? { pastDue: subscriptionId } : undefined;
    }
    default:
      return undefined;
  }
}
