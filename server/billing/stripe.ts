import { ErrorCode } from "@shared/errors";
import Stripe from "stripe";
import type { Config } from "../config";
import { AppError } from "../errors";

const clients = new WeakMap<Config["stripe"], Stripe | null>();

/**
 * The Stripe client of this configuration, or null when billing is off (no secret key or no webhook secret).
 * STRIPE_API_BASE points it at another host: tests run it against test/fakes/stripe.ts.
 */
export function stripeOf(config: Pick<Config, "stripe">): Stripe | null {
  const cached = clients.get(config.stripe);
  if (cached !== undefined) return cached;
  const { secretKey, webhookSecret, api } = config.stripe;
  const client =
    secretKey && webhookSecret
      ? new Stripe(secretKey, {
          maxNetworkRetries: 1,
          timeout: 20_000,
          telemetry: false,
          ...(api && { host: api.host, port: api.port, protocol: api.protocol }),
        })
      : null;
  clients.set(config.stripe, client);
  return client;
}

export function requireStripe(config: Pick<Config, "stripe">): Stripe {
  const stripe = stripeOf(config);
  if (!stripe) throw new AppError(ErrorCode.billingUnavailable, "Billing is not available on this server");
  return stripe;
}

/** A failed call to Stripe, as the API answers it: the payment provider failed, not this request. */
export async function callStripe<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      throw new AppError(
        ErrorCode.paymentProviderError,
        `${what} failed at the payment provider: ${error.message}`,
      );
    }
    throw error;
  }
}
