import type { BillingCycle, PaidPlanId } from "@shared/api/billing";
import type Stripe from "stripe";
import type { StripeConfig } from "../config";
import { isPaidPlan, type SubscriptionFacts } from "./subscriptions";

const iso = (seconds: number | null | undefined) =>
  typeof seconds === "number" ? new Date(seconds * 1000).toISOString() : null;

/** The plan and cycle of a price id configured in STRIPE_PRICE_*; undefined for a price this app does not sell. */
export function planOfPrice(
  prices: StripeConfig["prices"],
  priceId: string | undefined,
): { plan: PaidPlanId; cycle: BillingCycle } | undefined {
  if (!priceId) return undefined;
  for (const plan of ["premium", "pro"] as const) {
    for (const cycle of ["monthly", "yearly"] as const) {
      if (prices[plan][cycle] === priceId) return { plan, cycle };
    }
  }
  return undefined;
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === "string" ? value : value.id;
}

/**
 * What a Stripe subscription object says, in the app's terms. The plan comes from the price (the configured
 * price ids), else from the metadata the checkout put on it. Since API version 2025-03-31 the period end lives on
 * the items; a `cancel_at` date counts as a cancellation at that period end.
 */
export function subscriptionFacts(
  sub: Stripe.Subscription,
  prices: StripeConfig["prices"],
): SubscriptionFacts {
  const item = sub.items?.data?.[0];
  const byPrice = planOfPrice(prices, item?.price?.id);
  const metadataPlan = sub.metadata?.plan;
  const metadataCycle = sub.metadata?.billing_cycle;
  const legacyPeriodEnd = (sub as unknown as { current_period_end?: number }).current_period_end;
  const periodEnd = sub.cancel_at ?? item?.current_period_end ?? legacyPeriodEnd ?? null;
  return {
    id: sub.id,
    userId: sub.metadata?.user_id || null,
    customerId: idOf(sub.customer),
    plan: byPrice?.plan ?? (isPaidPlan(metadataPlan) ? metadataPlan : null),
    cycle:
      byPrice?.cycle ??
      (metadataCycle === "monthly" || metadataCycle === "yearly"
        ? metadataCycle
        : item?.price?.recurring?.interval === "year"
          ? "yearly"
          : item?.price?.recurring
            ? "monthly"
            : null),
    status: sub.status,
    amount: item?.price?.unit_amount ?? null,
    currency: item?.price?.currency ?? null,
    periodEnd: iso(periodEnd),
    trialEnd: iso(sub.trial_end),
    cancelAtPeriodEnd: sub.cancel_at_period_end || sub.cancel_at !== null,
  };
}

/** The subscription an invoice bills: `parent.subscription_details` since 2025-03-31, `subscription` before. */
export function subscriptionOfInvoice(invoice: Stripe.Invoice): string | null {
  const parent = invoice.parent?.subscription_details?.subscription;
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  return idOf(parent ?? legacy ?? null);
}

export { idOf };
