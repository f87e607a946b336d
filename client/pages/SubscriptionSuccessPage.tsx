import { useLingui } from "@lingui/react/macro";
import { PLANS, type PlanId, TRIAL_DAYS } from "@shared/plans";
import { useQueryClient } from "@tanstack/react-query";
import { PartyPopper } from "lucide-react";
import { useEffect } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { PlanFeatureList } from "../features/billing/components/PlanFeatureList";
import { formatPrice } from "../lib/format";
import { PLAN_NAMES } from "../lib/planNames";

/**
 * /subscription/success?session_id&plan&billing_cycle&trial: the celebration after Checkout. The plan itself arrives with
 * Stripe's webhook, so the plan and subscription queries are read again.
 */
export function SubscriptionSuccessPage() {
  const { t, i18n } = useLingui();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const asked = params.get("plan");
  const id: PlanId = asked === "pro" ? "pro" : "premium";
  const trial = params.get("trial") === "true";
  const yearly = params.get("billing_cycle") === "yearly";
  const name = i18n._(PLAN_NAMES[id]);
  const price = formatPrice(PLANS[id].price[yearly ? "yearly" : "monthly"], i18n.locale);
  const trialDays = TRIAL_DAYS;

  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: ["auth"] });
    void queryClient.invalidateQueries({ queryKey: ["billing"] });
  }, [queryClient]);

  const steps = [
    t`Upload a subtitle file on the home page.`,
    t`Pick the languages and a service of your plan.`,
    t`Follow your subscription and usage in your profile.`,
  ];
  return (
    <section className="mx-auto max-w-2xl space-y-6 py-8 text-center" data-testid="subscription-success">
      <PartyPopper aria-hidden="true" className="mx-auto size-12 text-primary" />
      <h1 className="font-semibold text-3xl">
        {trial ? t`Your ${trialDays}-day ${name} trial has started!` : t`Welcome to ${name}!`}
      </h1>
      <p className="opacity-80">
        {trial
          ? yearly
            ? t`Enjoy every ${name} feature free for ${trialDays} days, then ${price} a year. Cancel any time before.`
            : t`Enjoy every ${name} feature free for ${trialDays} days, then ${price} a month. Cancel any time before.`
          : yearly
            ? t`Your ${name} plan is active: ${price} a year.`
            : t`Your ${name} plan is active: ${price} a month.`}
      </p>
      <PlanFeatureList plan={id} className="mx-auto grid max-w-md gap-2 text-left text-sm" />
      <div className="rounded-box border border-base-300 p-4 text-left">
        <h2 className="mb-2 font-semibold">{t`Next steps`}</h2>
        <ol className="list-decimal space-y-1 pl-5 text-sm">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
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
