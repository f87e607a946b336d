import type { SubscriptionStatus } from "@shared/api/billing";
import { describe, expect, it } from "vitest";
import { CONFIRMATION_TRIES, confirmationOf } from "./useCheckoutConfirmation";

const free: SubscriptionStatus = {
  billing_available: true,
  has_subscription: false,
  id: null,
  plan: "free",
  status: null,
  subscription_status: null,
  billing_cycle: null,
  amount: null,
  currency: null,
  current_period_end: null,
  trial_end: null,
  is_trial: false,
  cancel_at_period_end: false,
  plan_until: null,
};
const premium: SubscriptionStatus = {
  ...free,
  has_subscription: true,
  id: "sub_1",
  plan: "premium",
  status: "active",
  billing_cycle: "monthly",
  amount: 999,
  currency: "eur",
};

describe("confirmationOf", () => {
  it("waits for the server, not the URL: the free account that just paid is being confirmed", () => {
    expect(confirmationOf(undefined, "premium", 0)).toEqual({ state: "confirming" });
    expect(confirmationOf(free, "premium", 3)).toEqual({ state: "confirming" });
  });

  it("confirms when the account is on the plan bought", () => {
    expect(confirmationOf(premium, "premium", 4)).toEqual({ state: "confirmed", subscription: premium });
  });

  it("does not take the old paid plan for the one bought (premium upgrading to pro)", () => {
    expect(confirmationOf(premium, "pro", 1)).toEqual({ state: "confirming" });
  });

  it("stops polling after its tries and says the confirmation is late", () => {
    expect(confirmationOf(free, "premium", CONFIRMATION_TRIES)).toEqual({ state: "late" });
  });
});
