import { formatDate, formatPrice } from "@client/lib/format";
import { PLAN_NAMES } from "@client/lib/planNames";
import { useLingui } from "@lingui/react/macro";
import type { SubscriptionStatus } from "@shared/api/billing";
import { Crown, ExternalLink, Info } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router-dom";
import { useCancelSubscription, usePortal, useSubscription } from "../api/subscription";
import { CancelSubscriptionModal } from "./CancelSubscriptionModal";
import { PlanFeatureList } from "./PlanFeatureList";

/** The spec's fallback when the subscription cannot be read: the free plan, no subscription. */
const FREE_STATE: SubscriptionStatus = {
  billing_available: false,
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

/**
 * Where the account's latest subscription stands: none ever, live (it bills or will end at its period's end), or
 * ended (the account is back on free; the row keeps Stripe's last price and flags, which no longer apply).
 */
export function subscriptionPhase(status: SubscriptionStatus): "none" | "live" | "ended" {
  if (status.has_subscription) return "live";
  return status.status === null ? "none" : "ended";
}

/** The day an ended subscription stopped: its period's end when that has passed, else unknown (ended early). */
export function endedOn(status: SubscriptionStatus, now: Date): string | null {
  const end = status.current_period_end;
  return end !== null && Date.parse(end) <= now.getTime() ? end : null;
}

function StatusBadge({ status }: { status: SubscriptionStatus }) {
  const { t } = useLingui();
  if (subscriptionPhase(status) === "ended")
    return (
      <span className="badge badge-soft">{t({ message: "Ended", context: "a subscription's status" })}</span>
    );
  if (status.cancel_at_period_end)
    return <span className="badge badge-warning badge-soft">{t`Cancelling at period end`}</span>;
  switch (status.status) {
    case "active":
      return <span className="badge badge-success badge-soft">{t`Active`}</span>;
    case "trialing":
      return <span className="badge badge-info badge-soft">{t`Trial`}</span>;
    case "past_due":
      return <span className="badge badge-error badge-soft">{t`Payment due`}</span>;
    case null:
      return null;
    default:
      return <span className="badge badge-soft">{status.status}</span>;
  }
}

/** The profile's subscription section (spec section 2): plan, status, price, dates, features and the ways to change it. */
export function SubscriptionSection() {
  const { t, i18n } = useLingui();
  const query = useSubscription();
  const portal = usePortal();
  const cancel = useCancelSubscription();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  if (query.isPending) return <div className="skeleton h-64 w-full" role="status" aria-label={t`Loading`} />;
  const status = query.data ?? FREE_STATE;
  const name = i18n._(PLAN_NAMES[status.plan]);
  const date = (iso: string | null) => (iso ? formatDate(iso, i18n.locale) : "");
  const renewal = date(status.current_period_end);
  const ends = date(status.plan_until ?? status.current_period_end);
  const trialEnd = date(status.trial_end);
  const monthly =
    status.amount !== null
      ? formatPrice(
          status.billing_cycle === "yearly" ? Math.round(status.amount / 12) : status.amount,
          i18n.locale,
          status.currency ?? "EUR",
        )
      : null;
  const phase = subscriptionPhase(status);
  const subscribed = phase === "live";
  const ended = phase === "ended" ? endedOn(status, new Date()) : null;
  const endedDate = date(ended);

  return (
    <section aria-labelledby="subscription-title" className="space-y-4" data-testid="subscription-section">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="subscription-title" className="font-semibold text-xl">
          {t`${name} plan`}
        </h2>
        <StatusBadge status={status} />
      </div>
      {subscribed && monthly && <p className="tabular">{t`${monthly} per month`}</p>}
      {phase === "ended" && (
        <p className="text-sm" data-testid="subscription-ended">
          {endedDate
            ? t`Your subscription ended on ${endedDate}. You are on the free plan.`
            : t`Your subscription has ended. You are on the free plan.`}
        </p>
      )}
      {subscribed && !status.cancel_at_period_end && renewal && status.status !== "trialing" && (
        <p className="text-sm">{t`Renews on ${renewal}`}</p>
      )}
      {subscribed && status.cancel_at_period_end && ends && (
        <p role="status" className="alert alert-warning alert-soft text-sm">
          {t`Your subscription ends on ${ends}. You keep ${name} until then.`}
        </p>
      )}
      {subscribed && status.is_trial && trialEnd && (
        <p role="status" className="alert alert-info alert-soft text-sm">
          {t`Your free trial ends on ${trialEnd}. The plan's price is charged from then unless you cancel.`}
        </p>
      )}
      {subscribed && status.status === "past_due" && (
        <p role="alert" className="alert alert-error alert-soft text-sm">
          {t`Your last payment failed. Update your card in the billing portal to keep your plan.`}
        </p>
      )}
      <PlanFeatureList plan={status.plan} className="grid gap-2 text-sm sm:grid-cols-2" />
      <div className="flex flex-wrap gap-3">
        {status.plan !== "pro" && (
          <Link to="/pricing" className="btn btn-primary min-h-11" data-testid="subscription-upgrade">
            <Crown aria-hidden="true" className="size-4" />
            {phase === "ended"
              ? t`Subscribe again`
              : status.plan === "free"
                ? t`Upgrade to Premium`
                : t`Upgrade to Pro`}
          </Link>
        )}
        {subscribed && (
          <button
            type="button"
            className="btn btn-outline min-h-11"
            disabled={portal.isPending || !status.billing_available}
            onClick={() => portal.mutate()}
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            {t`Manage subscription`}
          </button>
        )}
        {subscribed && !status.cancel_at_period_end && status.status !== "past_due" && (
          <button
            type="button"
            className="btn btn-ghost min-h-11"
            disabled={cancel.isPending || !status.billing_available}
            onClick={() => setConfirmingCancel(true)}
          >
            {t`Cancel subscription`}
          </button>
        )}
      </div>
      <CancelSubscriptionModal
        open={confirmingCancel}
        planName={name}
        ends={renewal}
        onClose={() => setConfirmingCancel(false)}
        onConfirm={() => {
          setConfirmingCancel(false);
          cancel.mutate();
        }}
      />
      {subscribed && (
        <p className="flex gap-2 text-sm opacity-80">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t`Cards, invoices and plan changes are handled in Stripe's secure billing portal.`}
        </p>
      )}
      {query.data && !status.billing_available && (
        <p className="text-sm opacity-80">{t`Payments are not available on this server.`}</p>
      )}
    </section>
  );
}
