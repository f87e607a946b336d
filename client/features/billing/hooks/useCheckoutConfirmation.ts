import { accountKeys } from "@client/lib/queryKeys";
import type { SubscriptionStatus } from "@shared/api/billing";
import type { PlanId } from "@shared/plans";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { getSubscription } from "../api/subscription";

/** How often, and how many times, the subscription is asked for while Stripe's webhook has not arrived. */
export const CONFIRMATION_POLL_MS = 2000;
export const CONFIRMATION_TRIES = 30;

export type Confirmation =
  | { state: "confirming" }
  | { state: "confirmed"; subscription: SubscriptionStatus }
  | { state: "late" };

/** Answers and failures alike count as tries: a server that keeps failing does not keep the page polling. */
function triesOf(state: { dataUpdateCount: number; errorUpdateCount: number }): number {
  return state.dataUpdateCount + state.errorUpdateCount;
}

/**
 * Where a return from Checkout stands. Only the server's answer counts: the plan bought is confirmed when the
 * account is on it, which happens when Stripe's webhook arrives, before or after the browser comes back.
 */
export function confirmationOf(
  subscription: SubscriptionStatus | undefined,
  bought: PlanId,
  tries: number,
): Confirmation {
  if (subscription?.has_subscription && subscription.plan === bought)
    return { state: "confirmed", subscription };
  return tries >= CONFIRMATION_TRIES ? { state: "late" } : { state: "confirming" };
}

/**
 * Follows the subscription after Checkout, polling briefly until the plan bought is the account's; then every
 * answer of the account (plan limits, user, usage) is read again, so each screen shows the new plan without a reload.
 */
export function useCheckoutConfirmation(
  bought: PlanId,
  signedIn: boolean,
): Confirmation & { failed: boolean } {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: accountKeys.subscription,
    queryFn: ({ signal }) => getSubscription(signal),
    // A visitor has no subscription to ask for: the page asks them to sign in instead.
    enabled: signedIn,
    refetchInterval: (current) =>
      confirmationOf(current.state.data, bought, triesOf(current.state)).state === "confirming"
        ? CONFIRMATION_POLL_MS
        : false,
  });
  // Reading the update times makes each answer re-render, even one equal to the last, so the count moves on.
  const answered = query.dataUpdatedAt + query.errorUpdatedAt > 0;
  const state = queryClient.getQueryState(accountKeys.subscription);
  const confirmation = confirmationOf(query.data, bought, answered && state ? triesOf(state) : 0);
  const confirmed = confirmation.state === "confirmed";
  useEffect(() => {
    if (confirmed) void queryClient.invalidateQueries({ queryKey: accountKeys.all });
  }, [confirmed, queryClient]);
  return { ...confirmation, failed: query.isError };
}
