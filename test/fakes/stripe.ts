import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { createBodyServer, sendJson } from "./harness";
import { checkoutPage, closedPage, sendHtml } from "./stripeCheckoutPage";

/**
 * A local Stripe API on 127.0.0.1 for the `stripe` package (its `host`, `port` and `protocol` options; the app's
 * STRIPE_API_BASE): Checkout sessions, billing portal sessions, customers and subscriptions (retrieve, update,
 * cancel), in Stripe's wire format: form-encoded requests with bracketed keys, JSON objects with `object` and
 * `id`, errors as `{ error: { type, code, message, param } }`. `complete` plays the customer paying on the hosted
 * page, and `event` builds a webhook event signed with the test secret as Stripe would send it.
 *
 * A browser can pay too: a session's `url` (`/pay/<token>`) is a hosted checkout page; paying there completes the
 * session, delivers its signed events to `webhookUrl` as Stripe's webhook endpoint would, then sends the browser to
 * the session's success_url.
 */

type Json = Record<string, unknown>;

export interface FakeStripe {
  /** STRIPE_API_BASE for the app. */
  url: string;
  secretKey: string;
  webhookSecret: string;
  checkoutSessions: Map<string, Json>;
  subscriptions: Map<string, Json>;
  customers: Map<string, Json>;
  /** Every API call: method, path and the decoded form. */
  requests: { method: string; path: string; form: Json }[];
  /** The app's webhook, where a payment on the hosted page delivers its events (none are sent while unset). */
  webhookUrl?: string;
  /** Every webhook delivery made after a payment on the hosted page: the event and the app's HTTP status. */
  deliveries: { type: string; id: string; status: number }[];
  /** The customer pays on the hosted page: a customer and a subscription (trialing when the session asked). */
  complete(sessionId: string): { session: Json; subscription: Json };
  /** A subscription changed on Stripe's side (renewal, failed payment, portal change). */
  updateSubscription(id: string, patch: Json): Json;
  /** A signed webhook delivery of `type` about `object`; `created` in epoch seconds (now by default). */
  event(type: string, object: Json, created?: number): { body: string; signature: string; id: string };
  close(): Promise<void>;
}

const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;

/** `a[b][0][c]=v` → { a: { b: [ { c: "v" } ] } }, as Stripe reads its form bodies. */
export function decodeStripeForm(body: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, "").split("[");
    let node: Record<string, unknown> | unknown[] = root;
    path.forEach((part, i) => {
      const last = i === path.length - 1;
      const nextIsIndex = /^\d+$/.test(path[i + 1] ?? "");
      const slot = node as Record<string, unknown>;
      if (last) slot[part] = value;
      else {
        slot[part] ??= nextIsIndex ? [] : {};
        node = slot[part] as Record<string, unknown>;
      }
    });
  }
  return root;
}

export interface FakeStripeOptions {
  /** The API key the app must send (a random one by default), shared with a separately started app. */
  secretKey?: string;
  /** The secret events are signed with (random by default): the app's STRIPE_WEBHOOK_SECRET. */
  webhookSecret?: string;
  /** Where a payment on the hosted page delivers its events (the app's webhook); none are sent without it. */
  webhookUrl?: string;
  /**
   * With a delay, paying on the hosted page sends the browser back at once and delivers the events that many ms
   * later, as Stripe's asynchronous webhook may; without one, the events are delivered before the redirect.
   */
  webhookDelayMs?: number;
  port?: number;
}

export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? `sk_test_${randomBytes(8).toString("hex")}`;
  const webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(16).toString("hex")}`;
  const checkoutSessions = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const customers = new Map<string, Json>();
  const requests: FakeStripe["requests"] = [];
  const deliveries: FakeStripe["deliveries"] = [];
  /** Hosted page token → checkout session id. */
  const payTokens = new Map<string, string>();
  let origin = "";

  /** A signed event POSTed to the app as Stripe delivers it; a refusal is logged, as the dashboard would show. */
  const deliver = async (type: string, object: Json) => {
    if (!fake.webhookUrl) return;
    const { body, signature, id } = fake.event(type, object);
    const status = await fetch(fake.webhookUrl, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      body,
    }).then(
      (answer) => answer.status,
      () => 0,
    );
    deliveries.push({ type, id, status });
    if (status < 200 || status >= 300) process.stderr.write(`fake stripe: ${type} delivery got ${status}\n`);
  };

  /** GET shows the session's page; POST pays it, delivers its events, then returns the browser to the app. */
  const hostedCheckout = async (method: string, token: string, res: Parameters<typeof sendJson>[0]) => {
    const sessionId = payTokens.get(token) ?? "";
    const session = checkoutSessions.get(sessionId);
    if (session?.status !== "open") return sendHtml(res, session ? 409 : 404, closedPage());
    if (method !== "POST") return sendHtml(res, 200, checkoutPage(session, `/pay/${token}`));
    const { subscription } = fake.complete(sessionId);
    const deliverAll = async () => {
      await deliver("checkout.session.completed", session);
      await deliver("customer.subscription.created", subscription);
    };
    if (options.webhookDelayMs === undefined) await deliverAll();
    else setTimeout(() => void deliverAll(), options.webhookDelayMs);
    res.writeHead(303, {
      location: String(session.success_url).replace("{CHECKOUT_SESSION_ID}", sessionId),
    });
    res.end();
  };

  const missing = (res: Parameters<typeof sendJson>[0], kind: string, id: string) =>
    sendJson(res, 404, {
      error: {
        type: "invalid_request_error",
        code: "resource_missing",
        message: `No such ${kind}: '${id}'`,
        param: "id",
      },
    });

  const server = createBodyServer((req, res, url, body) => {
    const method = req.method ?? "GET";
    // The hosted page is a browser's, with no API key.
    if (url.pathname.startsWith("/pay/")) {
      hostedCheckout(method, url.pathname.slice("/pay/".length), res).catch((error: unknown) => {
        sendHtml(res, 500, String(error));
      });
      return;
    }
    const form = decodeStripeForm(body);
    requests.push({ method, path: url.pathname, form });
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      sendJson(res, 401, {
        error: { type: "invalid_request_error", message: "Invalid API Key provided: sk_test_***" },
      });
      return;
    }
    const parts = url.pathname.split("/").filter(Boolean);
    const route = `${method} /${parts.slice(0, parts[1] === "checkout" || parts[1] === "billing_portal" ? 3 : 2).join("/")}`;
    const id = parts[parts.length - 1] ?? "";

    if (route === "POST /v1/checkout/sessions") {
      const token = randomBytes(6).toString("hex");
      const session: Json = {
        id: newId("cs"),
        object: "checkout.session",
        mode: form.mode ?? "payment",
        status: "open",
        url: `${origin}/pay/${token}`,
        client_reference_id: form.client_reference_id ?? null,
        customer: form.customer ?? null,
        customer_email: form.customer_email ?? null,
        metadata: form.metadata ?? {},
        line_items: form.line_items,
        subscription_data: form.subscription_data ?? {},
        subscription: null,
        success_url: form.success_url,
        cancel_url: form.cancel_url,
        amount_total: null,
        currency: "eur",
        created: now(),
        livemode: false,
      };
      checkoutSessions.set(session.id as string, session);
      payTokens.set(token, session.id as string);
      sendJson(res, 200, session);
      return;
    }
    if (route === "POST /v1/billing_portal/sessions") {
      if (!customers.has(String(form.customer))) return missing(res, "customer", String(form.customer));
      sendJson(res, 200, {
        id: newId("bps"),
        object: "billing_portal.session",
        customer: form.customer,
        return_url: form.return_url ?? null,
        url: `${origin}/portal/${randomBytes(6).toString("hex")}`,
        created: now(),
        livemode: false,
      });
      return;
    }
    if (route === "POST /v1/customers") {
      const customer = { id: newId("cus"), object: "customer", email: form.email ?? null, created: now() };
      customers.set(customer.id, customer);
      sendJson(res, 200, customer);
      return;
    }
    if (parts[1] === "customers" && method === "GET") {
      const customer = customers.get(id);
      return customer ? sendJson(res, 200, customer) : missing(res, "customer", id);
    }
    if (parts[1] === "subscriptions" && parts.length === 3) {
      const subscription = subscriptions.get(id);
      if (!subscription) return missing(res, "subscription", id);
      if (method === "GET") return sendJson(res, 200, subscription);
      if (method === "POST") {
        const patch: Json = {};
        if (form.cancel_at_period_end !== undefined) {
          patch.cancel_at_period_end = form.cancel_at_period_end === "true";
        }
        return sendJson(res, 200, fake.updateSubscription(id, patch));
      }
      if (method === "DELETE") {
        return sendJson(res, 200, fake.updateSubscription(id, { status: "canceled", canceled_at: now() }));
      }
    }
    sendJson(res, 404, {
      error: {
        type: "invalid_request_error",
        message: `Unrecognized request URL (${method}: ${url.pathname})`,
      },
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake: FakeStripe = {
    url: origin,
    secretKey,
    webhookSecret,
    checkoutSessions,
    subscriptions,
    customers,
    requests,
    webhookUrl: options.webhookUrl,
    deliveries,
    complete(sessionId) {
      const session = checkoutSessions.get(sessionId);
      if (!session) throw new Error(`no checkout session ${sessionId}`);
      const customerId =
        (session.customer as string | null) ??
        (() => {
          const customer = {
            id: newId("cus"),
            object: "customer",
            email: session.customer_email,
            created: now(),
          };
          customers.set(customer.id, customer);
          return customer.id;
        })();
      const lineItems = session.line_items as { price: string }[];
      const subscriptionData = session.subscription_data as { metadata?: Json; trial_period_days?: string };
      const trialDays = Number(subscriptionData.trial_period_days ?? 0);
      const start = now();
      const periodEnd = start + (trialDays > 0 ? trialDays : 30) * DAY;
      const subscription: Json = {
        id: newId("sub"),
        object: "subscription",
        customer: customerId,
        status: trialDays > 0 ? "trialing" : "active",
        metadata: subscriptionData.metadata ?? {},
        cancel_at_period_end: false,
        cancel_at: null,
        canceled_at: null,
        trial_end: trialDays > 0 ? periodEnd : null,
        created: start,
        items: {
          object: "list",
          data: [
            {
              id: newId("si"),
              object: "subscription_item",
              current_period_start: start,
              current_period_end: periodEnd,
              price: {
                id: lineItems[0]?.price,
                object: "price",
                currency: "eur",
                unit_amount: 999,
                recurring: { interval: "month", interval_count: 1 },
              },
              quantity: 1,
            },
          ],
        },
        livemode: false,
      };
      subscriptions.set(subscription.id as string, subscription);
      Object.assign(session, { status: "complete", customer: customerId, subscription: subscription.id });
      return { session, subscription };
    },
    updateSubscription(subscriptionId, patch) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
      Object.assign(subscription, patch);
      return structuredClone(subscription);
    },
    event(type, object, created = now()) {
      const id = newId("evt");
      const body = JSON.stringify({
        id,
        object: "event",
        api_version: "2026-10-28.endive",
        created,
        type,
        data: { object: structuredClone(object) },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
      });
      const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: webhookSecret });
      return { body, signature, id };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}
