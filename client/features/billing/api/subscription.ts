import { apiRequest } from "@client/lib/api";
import { describeError } from "@client/lib/errorMessages";
import { accountKeys } from "@client/lib/queryKeys";
import { showErrorToast } from "@client/lib/toasts";
import { useLingui } from "@lingui/react/macro";
import {
  type BillingCycle,
  CheckoutResponse,
  type PaidPlanId,
  PortalResponse,
  SubscriptionStatus,
} from "@shared/api/billing";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

export function getSubscription(signal?: AbortSignal): Promise<SubscriptionStatus> {
  return apiRequest("/billing/subscription", { schema: SubscriptionStatus, signal });
}

/** The account's subscription; a visitor has none to ask for (`enabled` false: no call, no 401). */
export function useSubscription(enabled = true) {
  return useQuery({
    queryKey: accountKeys.subscription,
    queryFn: ({ signal }) => getSubscription(signal),
    enabled,
  });
}

export interface CheckoutInput {
  plan: PaidPlanId;
  billing_cycle: BillingCycle;
  has_trial: boolean;
}

/** Opens Stripe Checkout; the caller handles a refusal (a visitor is sent to /login). */
export function useCheckout() {
  return useMutation({
    mutationFn: (input: CheckoutInput) =>
      apiRequest("/billing/create-subscription", { method: "POST", body: input, schema: CheckoutResponse }),
    onSuccess: ({ checkout_url }) => window.location.assign(checkout_url),
  });
}

/** Opens Stripe's billing portal, coming back to this page. */
export function usePortal() {
  const { i18n } = useLingui();
  return useMutation({
    mutationFn: () =>
      apiRequest("/billing/portal", {
        method: "POST",
        body: { return_url: window.location.href },
        schema: PortalResponse,
      }),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => {
      showErrorToast(describeError(i18n, error, "billing"));
    },
  });
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  const { i18n } = useLingui();
  return useMutation({
    mutationFn: () =>
      apiRequest("/billing/cancel-subscription", { method: "POST", schema: SubscriptionStatus }),
    onSuccess: (status) => queryClient.setQueryData(accountKeys.subscription, status),
    onError: (error) => {
      showErrorToast(describeError(i18n, error, "billing"));
    },
  });
}
