import { useLingui } from "@lingui/react/macro";
import { Link } from "react-router-dom";
import type { PlanLimitsResponse } from "../../../../shared/api/profile";
import { SERVICES } from "../../../../shared/catalog";
import { intlLocale } from "../../../../shared/locales";
import { PLANS } from "../../../../shared/plans";

/**
 * What the plan allows, from GET /auth/limits. The month's counts (files, subtitles, storage, services used)
 * come from GET /auth/usage-stats, which the plans issue adds to this section.
 */
export function UsageSection({ limits }: { limits: PlanLimitsResponse | undefined }) {
  const { t, i18n } = useLingui();
  const number = (value: number) => new Intl.NumberFormat(intlLocale(i18n.locale)).format(value);
  const unlimited = t`Unlimited`;

  if (!limits) {
    return (
      <section aria-busy="true" className="space-y-3">
        <div className="skeleton h-7 w-40" />
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="skeleton h-20" />
          <div className="skeleton h-20" />
        </div>
      </section>
    );
  }

  const cards = [
    {
      label: t`Translations per day`,
      value: limits.daily_translations < 0 ? unlimited : number(limits.daily_translations),
    },
    {
      label: t`Translations per month`,
      value: limits.monthly_translations < 0 ? unlimited : number(limits.monthly_translations),
    },
    {
      label: t`Subtitles per file`,
      value: limits.max_subtitles_per_file < 0 ? unlimited : number(limits.max_subtitles_per_file),
    },
    { label: t`Largest file`, value: `${number(limits.max_file_size_mb)} MB` },
    { label: t`Storage`, value: `${number(PLANS[limits.plan].storageShownGb)} GB` },
    { label: t`Services`, value: limits.supported_services.map((id) => SERVICES[id].name).join(", ") },
  ];

  return (
    <section aria-labelledby="usage-title" className="space-y-4">
      <h2 id="usage-title" className="font-semibold text-xl">
        {t`What your plan includes`}
      </h2>
      <dl className="grid gap-3 sm:grid-cols-2" data-testid="plan-limits">
        {cards.map((card) => (
          <div key={card.label} className="rounded-box border border-base-300 p-4">
            <dt className="text-sm opacity-80">{card.label}</dt>
            <dd className="mt-1 font-mono font-semibold text-lg tabular-nums">{card.value}</dd>
          </div>
        ))}
      </dl>
      <Link to="/history" className="link">
        {t`See your translations`}
      </Link>
    </section>
  );
}
