import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { ArrowUpRight } from "lucide-react";
import { Link } from "react-router-dom";
import type { User } from "../../../../shared/api/profile";
import { intlLocale } from "../../../../shared/locales";
import { PLANS, type PlanId } from "../../../../shared/plans";
import { PlanBadge } from "./PlanBadge";

const TITLES: Record<PlanId, MessageDescriptor> = {
  free: msg`Free plan`,
  premium: msg`Premium plan`,
  pro: msg`Pro plan`,
};

/**
 * The user's plan, its price and end date, and the way to change it. Checkout, the billing portal and payment
 * methods come with the plans issue; this section is where they go.
 */
export function SubscriptionSection({ user }: { user: User }) {
  const { t, i18n } = useLingui();
  const locale = intlLocale(i18n.locale);
  const plan = PLANS[user.plan];
  const price = new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" }).format(
    plan.price.monthly / 100,
  );
  const until = user.plan_until
    ? new Intl.DateTimeFormat(locale, { dateStyle: "long" }).format(new Date(user.plan_until))
    : undefined;

  return (
    <section aria-labelledby="subscription-title" className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="subscription-title" className="font-semibold text-xl">
          {i18n._(TITLES[user.plan])}
        </h2>
        <PlanBadge plan={user.plan} />
      </div>
      <p className="font-mono text-2xl tabular-nums">
        {price} <span className="font-sans text-base opacity-70">{t`per month`}</span>
      </p>
      {until && <p>{t`Your plan runs until ${until}.`}</p>}
      {user.plan !== "pro" && (
        <Link to="/pricing" className="btn btn-primary min-h-11">
          {user.plan === "free" ? t`Upgrade to Premium` : t`Upgrade to Pro`}
          <ArrowUpRight aria-hidden="true" className="size-4" />
        </Link>
      )}
      {user.plan === "pro" && (
        <Link to="/pricing" className="link">
          {t`Compare the plans`}
        </Link>
      )}
    </section>
  );
}
