import { formatInteger } from "@client/lib/format";
import { PLAN_NAMES } from "@client/lib/planNames";
import { useLingui } from "@lingui/react/macro";
import type { PlanLimitsResponse } from "@shared/api/profile";
import { SERVICES } from "@shared/catalog";
import { Crown } from "lucide-react";
import { Link } from "react-router-dom";

/** The /translate side panel's plan card: the caller's services and limits, and the way up for a free plan. */
export function PlanCard({ limits }: { limits: PlanLimitsResponse | undefined }) {
  const { t, i18n } = useLingui();
  if (!limits) return <div className="skeleton h-40 w-full" aria-hidden="true" />;
  const number = (value: number) => formatInteger(value, i18n.locale);
  const left = number(limits.daily_remaining);
  const daily = number(limits.daily_translations);
  const subtitles = number(limits.max_subtitles_per_file);
  const formats = limits.formats.map((f) => f.toUpperCase()).join(", ");
  return (
    <section className="rounded-box border border-base-300 p-4" data-testid="plan-card">
      <h2 className="mb-3 flex items-center justify-between gap-2 font-semibold">
        {t`Your plan`}
        <span className="badge badge-soft badge-primary">{i18n._(PLAN_NAMES[limits.plan])}</span>
      </h2>
      <ul className="space-y-1 text-sm">
        <li>{limits.supported_services.map((id) => SERVICES[id].name).join(", ")}</li>
        <li className="tabular" data-testid="plan-daily">
          {limits.daily_translations < 0 ? t`Unlimited files` : t`${left} of ${daily} files left today`}
        </li>
        <li className="tabular">
          {limits.max_subtitles_per_file < 0
            ? t`Files of any length`
            : t`Up to ${subtitles} subtitles per file`}
        </li>
        <li>{t`Formats: ${formats}`}</li>
        {limits.character_allowances.map((c) => {
          const service = SERVICES[c.service].name;
          const remaining = number(c.remaining);
          const allowance = number(c.allowance);
          return (
            <li key={c.service} className="tabular">
              {t`${service}: ${remaining} of ${allowance} characters left this month`}
            </li>
          );
        })}
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
