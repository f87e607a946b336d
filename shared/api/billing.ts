import { z } from "zod";
import { IsoTimestamp } from "./common";
import { PlanIdSchema } from "./profile";

/** The billing calls of spec section 7, through Stripe Checkout and the Stripe billing portal. */

export const PaidPlanId = z.enum(["premium", "pro"]);
export type PaidPlanId = z.infer<typeof PaidPlanId>;
export const BillingCycle = z.enum(["monthly", "yearly"]);
export type BillingCycle = z.infer<typeof BillingCycle>;

/**
 * POST /billing/create-subscription. The spec's client also sends success_url and cancel_url; the server builds
 * both from APP_URL (a redirect to an address chosen by the caller would be an open redirect), so they are ignored.
 */
export const CreateSubscriptionBody = z.object({
  plan: PaidPlanId,
  billing_cycle: BillingCycle.default("monthly"),
  has_trial: z.boolean().default(false),
  success_url: z.string().optional(),
  cancel_url: z.string().optional(),
});
export type CreateSubscriptionBody = z.infer<typeof CreateSubscriptionBody>;

export const CheckoutResponse = z.object({ checkout_url: z.string() });
export type CheckoutResponse = z.infer<typeof CheckoutResponse>;

/** POST /billing/portal: back to `return_url` when it is a page of this app, else to the profile. */
export const PortalBody = z.object({ return_url: z.string().optional() });
export const PortalResponse = z.object({ url: z.string(), portal_url: z.string() });
export type PortalResponse = z.infer<typeof PortalResponse>;

/** GET /billing/subscription (spec section 3), and the answer of POST /billing/cancel-subscription. */
export const SubscriptionStatus = z.object({
  billing_available: z.boolean(),
  has_subscription: z.boolean(),
  id: z.string().nullable(),
  /** The plan the account is on now (a lapsed or cancelled subscription leaves free). */
  plan: PlanIdSchema,
  /** Stripe's status: trialing, active, past_due, canceled…; null without a subscription. */
  status: z.string().nullable(),
  subscription_status: z.string().nullable(),
  billing_cycle: BillingCycle.nullable(),
  /** Cents. */
  amount: z.number().int().nullable(),
  currency: z.string().nullable(),
  current_period_end: IsoTimestamp.nullable(),
  trial_end: IsoTimestamp.nullable(),
  is_trial: z.boolean(),
  cancel_at_period_end: z.boolean(),
  /** When the plan ends on its own (end of a cancelled period, end of a payment grace), else null. */
  plan_until: IsoTimestamp.nullable(),
});
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>;

/** Our answer to Stripe's webhook: whether the event changed something (server/billing/webhook.ts). */
export const StripeEventReceived = z.object({ received: z.literal(true), outcome: z.string() });
export type StripeEventReceived = z.infer<typeof StripeEventReceived>;
