import { useLingui } from "@lingui/react/macro";
import type { SubscriptionStatus } from "@shared/api/billing";
import { PLANS, type PlanId, TRIAL_DAYS } from "@shared/plans";
import { Clock, PartyPopper } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { useAuth } from "../features/auth/hooks/useAuth";
import { PlanFeatureList } from "../features/billing/components/PlanFeatureList";
import { useCheckoutConfirmation } from "../features/billing/hooks/useCheckoutConfirmation";
import { formatDate, formatPrice } from "../lib/format";
import { PLAN_NAMES } from "../lib/planNames";

/**
 * /subscription/success?session_id&plan&billing_cycle&trial: the return from Checkout. The URL only says which plan
 * was bought; whether it is the account's comes from the server, once Stripe's webhook has arrived.
 */
export function SubscriptionSuccessPage() {
  const { t, i18n } = useLingui();
  const [params] = useSearchParams();
  const bought: PlanId = params.get("plan") === "pro" ? "pro" : "premium";
  const { isAuthenticated } = useAuth();
  const confirmation = useCheckoutConfirmation(bought, isAuthenticated);
  const name = i18n._(PLAN_NAMES[bought]);

  if (!isAuthenticated)
    return (
      <Frame icon={<Clock aria-hidden="true" className="mx-auto size-12 opacity-70" />}>
        <h1 className="font-semibold text-3xl">{t`Your ${name} plan is being confirmed`}</h1>
        <p className="opacity-80" data-testid="subscription-sign-in">
          <Link to="/login" className="link">
            {t`Sign in to continue.`}
          </Link>
        </p>
      </Frame>
    );

  if (confirmation.state !== "confirmed")
    return (
      <Frame icon={<Clock aria-hidden="true" className="mx-auto size-12 opacity-70" />}>
        <h1 className="font-semibold text-3xl">{t`Your ${name} plan is being confirmed`}</h1>
        <p className="opacity-80" role="status" data-testid="subscription-confirming">
          {confirmation.state === "confirming" && !confirmation.failed
            ? t`Stripe is confirming your payment. This page updates by itself in a few seconds.`
            : t`The payment confirmation has not arrived yet. It can take a few minutes: your profile shows your plan as soon as it does.`}
        </p>
        {confirmation.state === "confirming" && !confirmation.failed && (
          <span className="loading loading-dots loading-md" aria-hidden="true" />
        )}
      </Frame>
    );
  return <Welcome subscription={confirmation.subscription} />;
}

function Frame({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <section className="mx-auto max-w-2xl space-y-6 py-8 text-center" data-testid="subscription-success">
      {icon}
      {children}
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/translate" className="btn btn-primary min-h-11">
          {t`Translate a file`}
        </Link>
        <Link to="/profile" className="btn btn-outline min-h-11">
          {t`Go to my profile`}
        </Link>
      </div>
    </section>
  );
}

/** The celebration, told from the subscription the server holds: its plan, cycle, price and trial. */
function Welcome({ subscription }: { subscription: SubscriptionStatus }) {
  const { t, i18n } = useLingui();
  const plan = subscription.plan;
  const name = i18n._(PLAN_NAMES[plan]);
  const yearly = subscription.billing_cycle === "yearly";
  const price = formatPrice(
    subscription.amount ?? PLANS[plan].price[yearly ? "yearly" : "monthly"],
    i18n.locale,
    subscription.currency ?? "EUR",
  );
  const trialEnd = subscription.trial_end ? formatDate(subscription.trial_end, i18n.locale) : null;
  const trialDays = TRIAL_DAYS;
  const steps = [
    t`Upload a subtitle file on the home page.`,
    t`Pick the languages and a service of your plan.`,
    t`Follow your subscription and usage in your profile.`,
  ];
  return (
    <Frame icon={<PartyPopper aria-hidden="true" className="mx-auto size-12 text-primary" />}>
      <h1 className="font-semibold text-3xl">
        {subscription.is_trial ? t`Your ${trialDays}-day ${name} trial has started!` : t`Welcome to ${name}!`}
      </h1>
      <p className="opacity-80">
        {subscription.is_trial && trialEnd
          ? yearly
            ? t`Enjoy every ${name} feature free until ${trialEnd}, then ${price} a year. Cancel any time before.`
            : t`Enjoy every ${name} feature free until ${trialEnd}, then ${price} a month. Cancel any time before.`
          : yearly
            ? t`Your ${name} plan is active: ${price} a year.`
            : t`Your ${name} plan is active: ${price} a month.`}
      </p>
      <PlanFeatureList plan={plan} className="mx-auto grid max-w-md gap-2 text-left text-sm" />
      <div className="rounded-box border border-base-300 p-4 text-left">
        <h2 className="mb-2 font-semibold">{t`Next steps`}</h2>
        <ol className="list-decimal space-y-1 pl-5 text-sm">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
    </Frame>
  );
}
