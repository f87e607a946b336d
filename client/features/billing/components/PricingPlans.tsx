import { ErrorPanel } from "@client/components/ErrorPanel";
import { isApiError } from "@client/lib/api";
import { describeError } from "@client/lib/errorMessages";
import { formatPercent, formatPrice } from "@client/lib/format";
import { PLAN_NAMES } from "@client/lib/planNames";
import { useLingui } from "@lingui/react/macro";
import type { BillingCycle, PaidPlanId } from "@shared/api/billing";
import { yearlyOffer } from "@shared/planRules";
import { PLANS, type PlanId, TRIAL_DAYS } from "@shared/plans";
import { Crown } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { useCheckout, useSubscription } from "../api/subscription";
import { PlanFeatureList } from "./PlanFeatureList";

const ORDER: PlanId[] = ["free", "premium", "pro"];

/**
 * The monthly/yearly toggle and the three plan cards of /pricing; buying opens Stripe Checkout. Signed in, the
 * current plan is marked; a visitor who buys is sent to sign in first.
 */
export function PricingPlans({ signedIn }: { signedIn: boolean }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [cycle, setCycle] = useState<BillingCycle>("monthly");
  const checkout = useCheckout();
  const subscription = useSubscription(signedIn);
  const unavailable = subscription.data?.billing_available === false;
  const current = subscription.data?.plan;
  const trialDays = TRIAL_DAYS;

  const buy = (plan: PaidPlanId, trial: boolean) =>
    checkout.mutate(
      { plan, billing_cycle: cycle, has_trial: trial },
      {
        onError: (error) => {
          // A visitor signs in first, then comes back here.
          if (isApiError(error) && (error.status === 401 || error.code === "authentication_required")) {
            navigate("/login", { state: { from: "/pricing" } });
          }
        },
      },
    );
  const refusal =
    checkout.error && !(isApiError(checkout.error) && checkout.error.status === 401) ? checkout.error : null;

  return (
    <div className="space-y-6">
      <fieldset className="join mx-auto flex w-fit">
        <legend className="sr-only">{t`Billing period`}</legend>
        {(["monthly", "yearly"] as const).map((value) => (
          <label
            key={value}
            data-testid={`cycle-${value}`}
            className={`btn join-item min-h-11 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary ${cycle === value ? "btn-primary" : "btn-outline"}`}
          >
            <input
              type="radio"
              name="billing-cycle"
              value={value}
              className="sr-only"
              checked={cycle === value}
              onChange={() => setCycle(value)}
            />
            {value === "monthly" ? t`Monthly` : t`Yearly`}
          </label>
        ))}
      </fieldset>
      {unavailable && (
        <p role="status" className="alert alert-warning alert-soft">
          {t`Payments are not available on this server.`}
        </p>
      )}
      {refusal && <ErrorPanel {...describeError(i18n, refusal, "checkout")} />}
      <div className="grid gap-4 md:grid-cols-3">
        {ORDER.map((id) => {
          const plan = PLANS[id];
          const offer = yearlyOffer(plan.price);
          const perMonth = cycle === "yearly" ? offer.perMonth : plan.price.monthly;
          const popular = id === "premium";
          const yearlyTotal = formatPrice(plan.price.yearly, i18n.locale);
          const saved = formatPrice(offer.savings, i18n.locale);
          const name = i18n._(PLAN_NAMES[id]);
          const percent = formatPercent(offer.savingsPercent, i18n.locale);
          return (
            <section
              key={id}
              data-testid={`plan-${id}`}
              aria-labelledby={`plan-${id}-name`}
              className={`card border bg-base-100 ${popular ? "border-primary shadow-sm" : "border-base-300"}`}
            >
              <div className="card-body gap-4 p-5">
                <div className="flex items-center justify-between gap-2">
                  <h2 id={`plan-${id}-name`} className="card-title">
                    {name}
                  </h2>
                  {popular && <span className="badge badge-primary">{t`Most popular`}</span>}
                </div>
                {/* Divs, not paragraphs: daisyUI lets a card's paragraphs grow, which would misalign the lists. */}
                <div>
                  <span className="font-semibold text-3xl tabular">{formatPrice(perMonth, i18n.locale)}</span>
                  <span className="opacity-70">{t` / month`}</span>
                </div>
                {id !== "free" && cycle === "yearly" && (
                  <div className="text-sm text-success">
                    {t`${yearlyTotal} billed yearly: you save ${saved} (${percent})`}
                  </div>
                )}
                <PlanFeatureList plan={id} className="flex-1 space-y-2 text-sm" />
                {id === "free" ? (
                  <div className="text-center text-sm opacity-70">
                    {current === "free" || current === undefined ? t`Included for everyone` : ""}
                  </div>
                ) : current === id ? (
                  <div className="btn btn-disabled min-h-11">{t`Your current plan`}</div>
                ) : (
                  <div className="space-y-2">
                    <button
                      type="button"
                      data-testid={`buy-${id}`}
                      className={`btn min-h-11 w-full ${popular ? "btn-primary" : "btn-outline"}`}
                      disabled={unavailable || checkout.isPending}
                      onClick={() => buy(id, false)}
                    >
                      <Crown aria-hidden="true" className="size-4" />
                      {t`Choose ${name}`}
                    </button>
                    <button
                      type="button"
                      data-testid={`trial-${id}`}
                      className="btn btn-ghost btn-sm min-h-11 w-full"
                      disabled={unavailable || checkout.isPending}
                      onClick={() => buy(id, true)}
                    >
                      {t`Try it free for ${trialDays} days`}
                    </button>
                  </div>
                )}
              </div>
            </section>
          );
        })}
      </div>
    </div>
  );
}
