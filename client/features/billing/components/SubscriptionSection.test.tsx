import { createQueryClient } from "@client/lib/queryClient";
import { accountKeys } from "@client/lib/queryKeys";
import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type { SubscriptionStatus } from "@shared/api/billing";
import { QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { CancelSubscriptionModal } from "./CancelSubscriptionModal";
import { endedOn, SubscriptionSection, subscriptionPhase } from "./SubscriptionSection";

const i18n = setupI18n({ locale: "en", messages: { en: {} } });

/** What Stripe leaves once a subscription cancelled at its period's end has run out: the account is free again. */
const ended: SubscriptionStatus = {
  billing_available: true,
  has_subscription: false,
  id: "sub_1",
  plan: "free",
  status: "canceled",
  subscription_status: "canceled",
  billing_cycle: "monthly",
  amount: 999,
  currency: "eur",
  current_period_end: "2026-10-31T12:00:00.000Z",
  trial_end: null,
  is_trial: false,
  cancel_at_period_end: true,
  plan_until: null,
};

function render(status: SubscriptionStatus): string {
  const queries = createQueryClient();
  queries.setQueryData(accountKeys.subscription, status);
  return renderToStaticMarkup(
    <QueryClientProvider client={queries}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter>
          <SubscriptionSection />
        </MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

describe("SubscriptionSection", () => {
  it("tells an ended subscription as it is: free plan, ended on its date, a way to subscribe again", () => {
    const html = render(ended);
    expect(html).toContain("Free plan");
    expect(html).toContain("Ended");
    expect(html).toContain("Your subscription ended on October 31, 2026. You are on the free plan.");
    expect(html).toContain("Subscribe again");
    expect(html).not.toContain("Cancelling at period end");
    expect(html).not.toContain("per month");
    expect(html).not.toContain("You keep");
    expect(html).not.toContain("Cancel subscription");
  });

  it("keeps the cancelling notice for a live subscription that ends at its period's end", () => {
    const html = render({
      ...ended,
      has_subscription: true,
      plan: "premium",
      status: "active",
      current_period_end: "2099-01-31T12:00:00.000Z",
      plan_until: "2099-01-31T12:00:00.000Z",
    });
    expect(html).toContain("Cancelling at period end");
    expect(html).toContain("You keep Premium until then.");
    expect(html).toContain("€9.99 per month");
  });
});

describe("subscriptionPhase and endedOn", () => {
  it("reads none, live or ended, and dates an ended subscription only once its period has passed", () => {
    expect(subscriptionPhase({ ...ended, status: null, id: null })).toBe("none");
    expect(subscriptionPhase({ ...ended, has_subscription: true })).toBe("live");
    expect(subscriptionPhase(ended)).toBe("ended");
    expect(endedOn(ended, new Date("2026-11-27T00:00:00Z"))).toBe("2026-10-31T12:00:00.000Z");
    expect(endedOn(ended, new Date("2026-10-01T00:00:00Z"))).toBeNull();
  });
});

describe("CancelSubscriptionModal", () => {
  it("asks in the app's modal, saying what is kept and until when", () => {
    const html = renderToStaticMarkup(
      <I18nProvider i18n={i18n}>
        <CancelSubscriptionModal
          open
          planName="Premium"
          ends="January 31, 2099"
          onClose={() => {}}
          onConfirm={() => {}}
        />
      </I18nProvider>,
    );
    expect(html).toContain("<dialog");
    expect(html).toContain(
      "You keep Premium until January 31, 2099, then your account moves to the free plan.",
    );
    expect(html).toContain("Keep my subscription");
  });
});
