import {
  cancelAtPeriodEnd,
  createCheckout,
  createPortal,
  subscriptionStatus,
} from "@server/billing/commands";
import { requireStripe } from "@server/billing/stripe";
import { applyStripeEvent } from "@server/billing/webhook";
import type { AppDeps } from "@server/deps";
import { AppError } from "@server/errors";
import { body } from "@server/http/body";
import { type RouteTable, routeTable } from "@server/http/routeTable";
import {
  CheckoutResponse,
  CreateSubscriptionBody,
  PortalBody,
  PortalResponse,
  StripeEventReceived,
  SubscriptionStatus,
} from "@shared/api/billing";
import { ErrorCode } from "@shared/errors";
import Stripe from "stripe";

/** Stripe Checkout, the billing portal, the subscription's state and Stripe's webhook. */
export function billingRouter(deps: AppDeps): RouteTable {
  const routes = routeTable(deps);

  routes.add(
    {
      method: "post",
      path: "/billing/create-subscription",
      summary: "Open a Stripe Checkout for a plan",
      responses: { 200: CheckoutResponse },
      auth: "session",
      body: body.json(),
      input: { body: CreateSubscriptionBody },
    },
    async (ctx) => {
      ctx.body = await createCheckout(deps, ctx.state.auth.user, ctx.state.input.body);
    },
  );

  routes.add(
    {
      method: "post",
      path: "/billing/portal",
      summary: "Open Stripe's billing portal",
      responses: { 200: PortalResponse },
      auth: "session",
      body: body.json(),
      input: { body: PortalBody },
    },
    async (ctx) => {
      ctx.body = await createPortal(deps, ctx.state.auth.user.id, ctx.state.input.body.return_url);
    },
  );

  routes.add(
    {
      method: "get",
      path: "/billing/subscription",
      summary: "The account's subscription",
      responses: { 200: SubscriptionStatus },
      auth: "session",
    },
    async (ctx) => {
      ctx.body = await subscriptionStatus(deps, ctx.state.auth.user);
    },
  );

  routes.add(
    {
      method: "post",
      path: "/billing/cancel-subscription",
      summary: "Cancel the subscription at the end of its period",
      responses: { 200: SubscriptionStatus },
      auth: "session",
    },
    async (ctx) => {
      ctx.body = await cancelAtPeriodEnd(deps, ctx.state.auth.user.id);
    },
  );

  // Stripe signs the exact bytes it sent: the body is read raw and verified before anything is parsed or stored.
  routes.add(
    {
      method: "post",
      path: "/billing/webhook",
      summary: "Stripe's events (signed with Stripe-Signature)",
      responses: { 200: StripeEventReceived },
      auth: "none",
      body: body.raw(undefined, "application/json"),
    },
    async (ctx) => {
      const stripe = requireStripe(deps.config);
      const signature = ctx.get("Stripe-Signature");
      if (signature === "")
        throw new AppError(ErrorCode.validationError, "The Stripe-Signature header is missing");
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          ctx.request.rawBody ?? Buffer.alloc(0),
          signature,
          deps.config.stripe.webhookSecret as string,
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
          throw new AppError(ErrorCode.validationError, "The Stripe signature does not match this body");
        }
        throw error;
      }
      const outcome = await applyStripeEvent(deps, stripe, event);
      deps.logger.info({ event: event.id, type: event.type, outcome }, "stripe event");
      ctx.body = { received: true, outcome };
    },
  );

  return routes;
}
