import { useLingui } from "@lingui/react/macro";
import { TRIAL_DAYS } from "@shared/plans";
import { useSearchParams } from "react-router-dom";
import { useAuth } from "../features/auth/hooks/useAuth";
import { PricingPlans } from "../features/billing/components/PricingPlans";

/** /pricing: the plans, monthly or yearly, and the questions people ask before paying (spec section 2). */
export function PricingPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const { isAuthenticated } = useAuth();
  const trialDays = TRIAL_DAYS;
  const faq = [
    {
      q: t`Can I cancel at any time?`,
      a: t`Yes. Your plan stays active until the end of the period you paid for, then you return to the free plan.`,
    },
    {
      q: t`How does the free trial work?`,
      a: t`You get ${trialDays} days of the plan for free. Cancel before the end and you pay nothing; otherwise the plan's price is charged.`,
    },
    {
      q: t`Can I get a refund?`,
      a: t`Yes, within 14 days of your first subscription. Write to us from the contact page.`,
    },
    {
      q: t`How do I pay and change my plan?`,
      a: t`Payment is by card through Stripe's secure checkout. Invoices, cards and plan changes are in the billing portal, from your profile.`,
    },
    {
      q: t`What happens to my translations if I go back to the free plan?`,
      a: t`Your files stay until their 30 days are over; history older than the free plan keeps is removed.`,
    },
  ];
  return (
    <div className="space-y-10">
      <header className="space-y-2 text-center">
        <h1 className="font-semibold text-3xl">{t`Plans and prices`}</h1>
        <p className="opacity-80">{t`Start free. Upgrade when you need more services, languages and files.`}</p>
      </header>
      {params.get("session_canceled") === "true" && (
        <p role="status" className="alert alert-info alert-soft">
          {t`Checkout cancelled. You were not charged.`}
        </p>
      )}
      <PricingPlans signedIn={isAuthenticated} />
      <section aria-labelledby="faq-title" className="mx-auto max-w-3xl space-y-3">
        <h2 id="faq-title" className="font-semibold text-xl">
          {t`Frequently asked questions`}
        </h2>
        {faq.map((item) => (
          <details key={item.q} className="collapse-arrow collapse border border-base-300">
            <summary className="collapse-title min-h-11 font-medium">{item.q}</summary>
            <p className="collapse-content text-sm opacity-80">{item.a}</p>
          </details>
        ))}
      </section>
    </div>
  );
}
