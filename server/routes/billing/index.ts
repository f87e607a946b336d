import Router from "@koa/router";
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
import { endpointFactory } from "@server/http/endpoint";
import type { AppState } from "@server/state";
import { CreateSubscriptionBody, PortalBody } from "@shared/api/billing";
import { ErrorCode } from "@shared/errors";
import Stripe from "stripe";

/** Stripe Checkout, the billing portal, the subscription's state and Stripe's webhook. */
export function billingRouter(deps: AppDeps): Router<AppState> {
  const endpoint = endpointFactory(deps);
  const router = new Router<AppState>();

  router.post(
    "/billing/create-subscription",
    endpoint({ auth: "session", body: body.json(), input: { body: CreateSubscriptionBody } }, async (ctx) => {
      ctx.body = await createCheckout(deps, ctx.state.auth.user, ctx.state.input.body);
    }),
  );

  router.post(
    "/billing/portal",
    endpoint({ auth: "session", body: body.json(), input: { body: PortalBody } }, async (ctx) => {
      ctx.body = await createPortal(deps, ctx.state.auth.user.id, ctx.state.input.body.return_url);
    }),
  );

  router.get(
    "/billing/subscription",
    endpoint({ auth: "session" }, async (ctx) => {
      ctx.body = await subscriptionStatus(deps, ctx.state.auth.user);
    }),
  );

  router.post(
    "/billing/cancel-subscription",
    endpoint({ auth: "session" }, async (ctx) => {
      ctx.body = await cancelAtPeriodEnd(deps, ctx.state.auth.user.id);
    }),
  );

  // Stripe signs the exact bytes it sent: the body is read raw and verified before anything is parsed or stored.
  router.post(
    "/billing/webhook",
    endpoint({ auth: "none", body: body.raw() }, async (ctx) => {
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
    }),
  );

  return router;
}
