import type { PlanId } from "@shared/plans";

const STYLE: Record<PlanId, string> = {
  free: "badge-ghost",
  premium: "badge-primary",
  pro: "badge-accent badge-outline",
};

/** PRO, PREMIUM or FREE (spec section 2): the plan names are the product's, not translated. */
export function PlanBadge({ plan }: { plan: PlanId }) {
  return (
    <span className={`badge badge-sm font-semibold ${STYLE[plan]}`} data-testid="plan-badge">
      {plan.toUpperCase()}
    </span>
  );
}
