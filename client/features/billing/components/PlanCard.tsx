import { useLingui } from "@lingui/react/macro";
import { Crown } from "lucide-react";
import { Link } from "react-router-dom";
import type { PlanLimitsResponse } from "../../../../shared/api/profile";
import { SERVICES } from "../../../../shared/catalog";
import { formatInteger } from "../../../lib/format";
import { PLAN_NAMES } from "../planNames";

/** The /translate side panel's plan card: the caller's services and limits, and the way up for a free plan. */
export function PlanCard({ limits }: { limits: PlanLimitsResponse | undefined }) {
  const { t, i18n } = useLingui();
  if (!limits) return <div className="skeleton h-40 w-full" aria-hidden="true" />;
  const number = (value: number) => formatInteger(value, i18n.locale);
  const daily =
    limits.daily_translations < 0
      ? t`Unlimited files`
      : t`${number(limits.daily_remaining)} of ${number(limits.daily_translations)} files left today`;
  const perFile =
    limits.max_subtitles_per_file < 0
      ? t`Files of any length`
      : t`Up to ${number(limits.max_subtitles_per_file)} subtitles per file`;
  return (
    <section className="rounded-box border border-base-300 p-4" data-testid="plan-card">
      <h2 className="mb-3 flex items-center justify-between gap-2 font-semibold">
        {t`Your plan`}
        <span className="badge badge-soft badge-primary">{i18n._(PLAN_NAMES[limits.plan])}</span>
      </h2>
      <ul className="space-y-1 text-sm">
        <li>{limits.supported_services.map((id) => SERVICES[id].name).join(", ")}</li>
        <li className="tabular" data-testid="plan-daily">
          {daily}
        </li>
        <li className="tabular">{perFile}</li>
        <li>{t`Formats: ${limits.formats.map((f) => f.toUpperCase()).join(", ")}`}</li>
        {limits.character_allowances.map((c) => (
          <li key={c.service} className="tabular">
            {t`${SERVICES[c.service].name}: ${number(c.remaining)} of ${number(c.allowance)} characters left this month`}
          </li>
        ))}
      </ul>
      {limits.plan !== "pro" && (
        <Link
          to="/pricing"
          className="btn btn-primary btn-sm mt-4 min-h-11 w-full"
          data-testid="upgrade-plan"
        >
          <Crown aria-hidden="true" className="size-4" />
          {limits.plan === "free" ? t`Upgrade` : t`Upgrade to Pro`}
        </Link>
      )}
    </section>
  );
}
