import { cancelSubscriptionsOf } from "@server/billing/commands";
import { planOf } from "@server/policies/plan";
import type { SubscriptionStatus } from "@shared/api/billing";
import { type FakeStripe, startFakeStripe } from "@test/fakes/stripe";
import { createAccount, signedIn } from "@test/helpers/accounts";
import type { ApiClient } from "@test/helpers/api";
import { startTestServer, type TestServer } from "@test/helpers/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const PRICES = {
  STRIPE_PRICE_PREMIUM_MONTHLY: "price_premium_m",
  STRIPE_PRICE_PREMIUM_YEARLY: "price_premium_y",
  STRIPE_PRICE_PRO_MONTHLY: "price_pro_m",
  STRIPE_PRICE_PRO_YEARLY: "price_pro_y",
};

describe("billing without Stripe keys", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("answers billing_unavailable and still reports the account's plan", async () => {
    const account = await createAccount(server);
    const api = await signedIn(server, account);
    const status = (await (await api.get("/billing/subscription")).json()) as SubscriptionStatus;
    expect(status).toMatchObject({ billing_available: false, has_subscription: false, plan: "free" });
    const checkout = await api.post("/billing/create-subscription", {
      plan: "premium",
      billing_cycle: "monthly",
    });
    expect(checkout.status).toBe(503);
    expect(((await checkout.json()) as { code: string }).code).toBe("billing_unavailable");
    const hook = await fetch(`${server.url}/billing/webhook`, { method: "POST", body: "{}" });
    expect(hook.status).toBe(503);
  });
});

describe("billing through Stripe (a local fake)", () => {
  let stripe: FakeStripe;
  let server: TestServer;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    server = await startTestServer({
      env: {
        STRIPE_SECRET_KEY: stripe.secretKey,
        STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
        STRIPE_API_BASE: stripe.url,
        APP_URL: "https://polysub.example",
        ...PRICES,
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await stripe.close();
  });

  const deliver = (delivery: { body: string; signature: string }, signature = delivery.signature) =>
    fetch(`${server.url}/billing/webhook`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
      body: delivery.body,
    });
  const statusOf = async (api: ApiClient) =>
    (await (await api.get("/billing/subscription")).json()) as SubscriptionStatus;
  const userRow = (id: string) => server.db("users").where({ id }).first();

  /** Checkout through the API, paid on the fake's hosted page; the completed session and its subscription. */
  async function checkout(api: ApiClient, body: object) {
    const response = await api.post("/billing/create-subscription", body);
    expect(response.status).toBe(200);
    const { checkout_url } = (await response.json()) as { checkout_url: string };
    const session = [...stripe.checkoutSessions.values()].find((s) => s.url === checkout_url);
    if (!session) throw new Error("no session behind the checkout address");
    return stripe.complete(session.id as string);
  }

  it("creates a Checkout session; the completed-checkout webhook gives the plan, with its trial", async () => {
    const account = await createAccount(server);
    const api = await signedIn(server, account);
    const { session, subscription } = await checkout(api, {
      plan: "premium",
      billing_cycle: "yearly",
      has_trial: true,
      success_url: "https://evil.example/",
    });
    expect(session).toMatchObject({
      mode: "subscription",
      client_reference_id: account.user.id,
      customer_email: account.email,
      metadata: { plan: "premium", billing_cycle: "yearly", user_id: account.user.id },
      line_items: [{ price: "price_premium_y", quantity: "1" }],
      subscription_data: { trial_period_days: "7" },
      cancel_url: "https://polysub.example/pricing?session_canceled=true",
    });
    expect(session.success_url).toBe(
      "https://polysub.example/subscription/success?session_id={CHECKOUT_SESSION_ID}&plan=premium&billing_cycle=yearly&trial=true",
    );
    expect((await userRow(account.user.id)).plan).toBe("free");

    const completed = stripe.event("checkout.session.completed", session);
    const response = await deliver(completed);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, outcome: "applied" });
    expect(await userRow(account.user.id)).toMatchObject({ plan: "premium", plan_until: null });
    const status = await statusOf(api);
    expect(status).toMatchObject({
      billing_available: true,
      has_subscription: true,
      id: subscription.id,
      plan: "premium",
      status: "trialing",
      is_trial: true,
      cancel_at_period_end: false,
      billing_cycle: "yearly",
      currency: "eur",
    });
    expect(status.trial_end).not.toBeNull();

    // A second checkout while subscribed is refused: changes go through the portal.
    expect((await api.post("/billing/create-subscription", { plan: "pro" })).status).toBe(409);
    const portal = await api.post("/billing/portal", { return_url: "https://evil.example/" });
    const { url } = (await portal.json()) as { url: string };
    expect(url).toMatch(new RegExp(`^${stripe.url}/portal/`));
    expect(stripe.requests.at(-1)?.form).toMatchObject({
      customer: subscription.customer,
      return_url: "https://polysub.example/profile?section=subscription",
    });
  });

  it("a browser pays on the hosted page: its events reach the webhook, then the browser returns to success_url", async () => {
    stripe.webhookUrl = `${server.url}/billing/webhook`;
    const account = await createAccount(server);
    const api = await signedIn(server, account);
    const created = await api.post("/billing/create-subscription", { plan: "pro", billing_cycle: "monthly" });
    const { checkout_url } = (await created.json()) as { checkout_url: string };
    const session = [...stripe.checkoutSessions.values()].find((s) => s.url === checkout_url);

    const page = await fetch(checkout_url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Subscribe to pro");
    expect(html).toContain("price_pro_m");
    expect(html).toContain('<form method="post"');
    expect(html).toContain('href="https://polysub.example/pricing?session_canceled=true"');

    const paid = await fetch(checkout_url, { method: "POST", redirect: "manual" });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(
      `https://polysub.example/subscription/success?session_id=${session?.id}&plan=pro&billing_cycle=monthly&trial=false`,
    );
    expect(stripe.deliveries.map(({ type, status }) => ({ type, status }))).toEqual([
      { type: "checkout.session.completed", status: 200 },
      { type: "customer.subscription.created", status: 200 },
    ]);
    expect(await userRow(account.user.id)).toMatchObject({ plan: "pro" });
    expect(await statusOf(api)).toMatchObject({ plan: "pro", status: "active", has_subscription: true });
    // Paid once: the page is gone.
    expect((await fetch(checkout_url, { method: "POST", redirect: "manual" })).status).toBe(409);
    stripe.webhookUrl = undefined;
  });

  it("refuses a bad or missing signature and changes nothing; a replayed event changes nothing", async () => {
    const account = await createAccount(server);
    const api = await signedIn(server, account);
    const { session, subscription } = await checkout(api, { plan: "pro", billing_cycle: "monthly" });
    const completed = stripe.event("checkout.session.completed", session);

    const forged = stripe.event("checkout.session.completed", { ...session, client_reference_id: "someone" });
    const tampered = await deliver({ body: forged.body, signature: completed.signature });
    expect(tampered.status).toBe(400);
    expect(((await tampered.json()) as { code: string }).code).toBe("validation_error");
    expect((await deliver(completed, "")).status).toBe(400);
    expect((await deliver(completed, "t=1,v1=00")).status).toBe(400);
    expect(await server.db("stripe_events").where({ id: completed.id }).first()).toBeUndefined();
    expect((await userRow(account.user.id)).plan).toBe("free");

    expect(await (await deliver(completed)).json()).toMatchObject({ outcome: "applied" });
    expect((await userRow(account.user.id)).plan).toBe("pro");
    const deleted = stripe.event(
      "customer.subscription.deleted",
      stripe.updateSubscription(subscription.id as string, { status: "canceled" }),
    );
    expect(await (await deliver(deleted)).json()).toMatchObject({ outcome: "applied" });
    expect((await userRow(account.user.id)).plan).toBe("free");
    // Stripe retries the checkout event: already applied, so the deleted subscription does not come back.
    expect(await (await deliver(completed)).json()).toMatchObject({ outcome: "duplicate" });
    expect((await userRow(account.user.id)).plan).toBe("free");
  });

  it("resolves events arriving out of order by their created time", async () => {
    const account = await createAccount(server);
    const api = await signedIn(server, account);
    const { session, subscription } = await checkout(api, { plan: "premium" });
    const t = Math.floor(Date.now() / 1000);
    await deliver(stripe.event("checkout.session.completed", session, t));
    const id = subscription.id as string;
    const periodEnd = (subscription.items as { data: { current_period_end: number }[] }).data[0]
      ?.current_period_end;

    const cancelling = stripe.event(
      "customer.subscription.updated",
      stripe.updateSubscription(id, { cancel_at_period_end: true }),
      t + 20,
    );
    const stale = stripe.event(
      "customer.subscription.updated",
      { ...subscription, cancel_at_period_end: false },
      t + 10,
    );
    await deliver(cancelling);
    expect(await (await deliver(stale)).json()).toMatchObject({ outcome: "ignored" });
    const status = await statusOf(api);
    expect(status).toMatchObject({ plan: "premium", cancel_at_period_end: true });
    expect(status.plan_until).toBe(new Date((periodEnd ?? 0) * 1000).toISOString());
    // The period ends: the plan lapses on its own, without waiting for the deleted event.
    const owner = { deviceId: null, userId: account.user.id };
    expect((await planOf(server.db, owner, new Date(((periodEnd ?? 0) + 1) * 1000))).id).toBe("free");
  });

  it("keeps the plan 7 days after a failed payment, and gives it back with the next successful one", async () => {
    const account = await createAccount(server);
    const api = await signedIn(server, account);
    const { session, subscription } = await checkout(api, { plan: "pro" });
    const t = Math.floor(Date.now() / 1000);
    await deliver(stripe.event("checkout.session.completed", session, t));
    const invoice = {
      id: "in_test_1",
      object: "invoice",
      parent: { type: "subscription_details", subscription_details: { subscription: subscription.id } },
    };
    expect(
      await (await deliver(stripe.event("invoice.payment_failed", invoice, t + 5))).json(),
    ).toMatchObject({
      outcome: "applied",
    });
    const row = await userRow(account.user.id);
    expect(row.plan).toBe("pro");
    const owner = { deviceId: null, userId: account.user.id };
    expect((await planOf(server.db, owner, new Date((t + 6 * 86_400) * 1000))).id).toBe("pro");
    expect((await planOf(server.db, owner, new Date((t + 8 * 86_400) * 1000))).id).toBe("free");
    expect(await statusOf(api)).toMatchObject({ status: "past_due", has_subscription: true });

    const paid = stripe.event(
      "customer.subscription.updated",
      stripe.updateSubscription(subscription.id as string, { status: "active" }),
      t + 60,
    );
    await deliver(paid);
    expect(await userRow(account.user.id)).toMatchObject({ plan: "pro", plan_until: null });
  });

  it("cancels at period end on request, and at once when the account is deleted", async () => {
    const account = await createAccount(server);
    const api = await signedIn(server, account);
    const { session, subscription } = await checkout(api, { plan: "premium" });
    await deliver(stripe.event("checkout.session.completed", session));
    const cancelled = await api.post("/billing/cancel-subscription");
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({
      plan: "premium",
      cancel_at_period_end: true,
      status: "active",
    });
    expect(stripe.requests.at(-1)).toMatchObject({
      method: "POST",
      path: `/v1/subscriptions/${subscription.id}`,
      form: { cancel_at_period_end: "true" },
    });
    expect((await userRow(account.user.id)).plan_until).not.toBeNull();

    await cancelSubscriptionsOf(server.deps, account.user.id);
    expect(stripe.requests.at(-1)).toMatchObject({
      method: "DELETE",
      path: `/v1/subscriptions/${subscription.id}`,
    });
    expect(stripe.subscriptions.get(subscription.id as string)?.status).toBe("canceled");
  });
});
