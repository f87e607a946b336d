import { useLingui } from "@lingui/react/macro";
import type { PlanId } from "@shared/plans";
import { Check } from "lucide-react";
import { planFeatures } from "../planFeatures";

/** What a plan gives, as a checked list: on the pricing cards, the profile's plan and the welcome after Checkout. */
export function PlanFeatureList({ plan, className }: { plan: PlanId; className: string }) {
  const { i18n } = useLingui();
  return (
    <ul className={className}>
      {planFeatures(i18n, plan).map((feature) => (
        <li key={feature} className="flex gap-2">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
          {feature}
        </li>
      ))}
    </ul>
  );
}
