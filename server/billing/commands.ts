import type {
  CheckoutResponse,
  CreateSubscriptionBody,
  PortalResponse,
  SubscriptionStatus,
} from "@shared/api/billing";
import { ErrorCode } from "@shared/errors";
import { TRIAL_DAYS } from "@shared/plans";
import type { Config } from "../config";
import type { Db } from "../db";
import { toIso } from "../db/values";
import { AppError } from "../errors";
import type { Logger } from "../logger";
import { effectivePlanId } from "../policies/plan";
import { findUserById, type UserRow } from "../users/repository";
import { subscriptionFacts } from "./facts";
import { callStripe, requireStripe, stripeOf } from "./stripe";
import { isLive, saveSubscription, subscriptionsOf, syncUserPlan } from "./subscriptions";

export interface BillingDeps {
  db: Db;
  config: Pick<Config, "stripe" | "appUrl">;
}

/**
 * POST /billing/create-subscription: a Stripe Checkout session for the plan and cycle. The webhook gives the plan
 * once Stripe confirms; the return pages only show. The trial is offered to an account's first subscription only.
 */
export async function createCheckout(
  deps: BillingDeps,
  user: UserRow,
  input: CreateSubscriptionBody,
): Promise<CheckoutResponse> {
  const userId = user.id;
  const stripe = requireStripe(deps.config);
  const price = deps.config.stripe.prices[input.plan][input.billing_cycle];
  if (!price) {
    throw new AppError(
      ErrorCode.billingUnavailable,
      `No Stripe price is set for ${input.plan} ${input.billing_cycle}`,
    );
  }
  const subscriptions = await subscriptionsOf(deps.db, userId);
  if (subscriptions.some((s) => ["active", "trialing", "past_due"].includes(s.status))) {
    throw new AppError(
      ErrorCode.conflict,
      "You already have a subscription: change it in the billing portal",
    );
  }
  const customer = subscriptions.find((s) => s.customer_id)?.customer_id ?? undefined;
  const trial = input.has_trial && subscriptions.length === 0;
  const metadata = { plan: input.plan, billing_cycle: input.billing_cycle, user_id: userId };
  const query = new URLSearchParams({
    plan: input.plan,
    billing_cycle: input.billing_cycle,
    trial: String(trial),
  });
  const session = await callStripe("Checkout", () =>
    stripe.checkout.sessions.create({
      mode: "subscription",
      line_items: [{ price, quantity: 1 }],
      client_reference_id: userId,
      ...(customer ? { customer } : { customer_email: user.email }),
      metadata,
      subscription_data: { metadata, ...(trial && { trial_period_days: TRIAL_DAYS }) },
      // Stripe fills {CHECKOUT_SESSION_ID} in; it must stay unescaped.
      success_url: `${deps.config.appUrl}/subscription/success?session_id={CHECKOUT_SESSION_ID}&${query}`,
      cancel_url: `${deps.config.appUrl}/pricing?session_canceled=true`,
    }),
  );
  if (!session.url) throw new AppError(ErrorCode.paymentProviderError, "Stripe returned no checkout address");
  return { checkout_url: session.url };
}

/** POST /billing/portal: Stripe's billing portal for the account's customer, back to a page of this app. */
export async function createPortal(
  deps: BillingDeps,
  userId: string,
  returnUrl?: string,
): Promise<PortalResponse> {
  const stripe = requireStripe(deps.config);
  const customer = (await subscriptionsOf(deps.db, userId)).find((s) => s.customer_id)?.customer_id;
  if (!customer) throw new AppError(ErrorCode.noSubscription, "There is no subscription to manage");
  const home = deps.config.appUrl;
  const back = returnUrl?.startsWith(`${home}/`) ? returnUrl : `${home}/profile?section=subscription`;
  const session = await callStripe("The billing portal", () =>
    stripe.billingPortal.sessions.create({ customer, return_url: back }),
  );
  return { url: session.url, portal_url: session.url };
}

/** GET /billing/subscription: the account's latest subscription in the spec's fields (works without Stripe keys). */
export async function subscriptionStatus(
  deps: BillingDeps,
  user: UserRow,
  now: Date = new Date(),
): Promise<SubscriptionStatus> {
  const [latest] = await subscriptionsOf(deps.db, user.id);
  const plan = effectivePlanId(user, now);
  const isoOrNull = (value: unknown) => (value === null || value === undefined ? null : toIso(value));
  return {
    billing_available: stripeOf(deps.config) !== null,
    has_subscription: latest !== undefined && isLive(latest),
    id: latest?.id ?? null,
    plan,
    status: latest?.status ?? null,
    subscription_status: latest?.status ?? null,
    billing_cycle: latest?.billing_cycle ?? null,
    amount: latest?.amount ?? null,
    currency: latest?.currency ?? null,
    current_period_end: isoOrNull(latest?.current_period_end),
    trial_end: isoOrNull(latest?.trial_end),
    is_trial: latest?.status === "trialing",
    cancel_at_period_end: Boolean(latest?.cancel_at_period_end),
    plan_until: plan === "free" ? null : isoOrNull(user.plan_until),
  };
}

/** POST /billing/cancel-subscription: cancels at the end of the paid period; the plan stays until then. */
export async function cancelAtPeriodEnd(deps: BillingDeps, userId: string, now: Date = new Date()) {
  const stripe = requireStripe(deps.config);
  const live = (await subscriptionsOf(deps.db, userId)).find((s) =>
    ["active", "trialing", "past_due"].includes(s.status),
  );
  if (!live) throw new AppError(ErrorCode.noSubscription, "There is no subscription to cancel");
  const updated = await callStripe("Cancelling", () =>
    stripe.subscriptions.update(live.id, { cancel_at_period_end: true }),
  );
  await deps.db.transaction(async (trx) => {
    const owner = await saveSubscription(
      trx,
      subscriptionFacts(updated, deps.config.stripe.prices),
      null,
      now,
    );
    if (owner) await syncUserPlan(trx, owner, now);
  });
  // The account read again: the update may have changed its plan's end.
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError(ErrorCode.authenticationRequired, "Sign in to use this");
  return subscriptionStatus(deps, user, now);
}

/**
 * Cancels every subscription of an account at once (not at period end): account deletion calls it before it
 * deletes the account, so Stripe charges a deleted user nothing more. Without Stripe keys there is nothing to do.
 */
export async function cancelSubscriptionsOf(
  deps: BillingDeps & { logger: Logger },
  userId: string,
): Promise<void> {
  const live = (await subscriptionsOf(deps.db, userId)).filter(isLive);
  if (live.length === 0) return;
  const stripe = stripeOf(deps.config);
  if (!stripe) {
    deps.logger.error(
      { userId, subscriptions: live.map((s) => s.id) },
      "account deleted without Stripe keys to cancel its subscriptions",
    );
    return;
  }
  for (const subscription of live) {
    await callStripe("Cancelling", () => stripe.subscriptions.cancel(subscription.id));
  }
}
