import { FileName } from "@client/components/FileName";
import { formatDateTime, formatInteger } from "@client/lib/format";
import { jobRoute } from "@client/lib/languageNames";
import { useLingui } from "@lingui/react/macro";
import { SERVICE_IDS, SERVICES } from "@shared/catalog";
import { History } from "lucide-react";
import { Link } from "react-router-dom";
import { useRecentTranslations, useUsageStats } from "../api/getUsageStats";

/**
 * The profile's usage section (spec section 2): the limit the plan enforces (files per day), this month's figures,
 * the services that translated them, the last five files. Storage is not shown: no plan limits it.
 */
export function UsageSection() {
  const { t, i18n } = useLingui();
  const stats = useUsageStats();
  const recent = useRecentTranslations();
  const n = (value: number) => formatInteger(value, i18n.locale);
  if (stats.isPending) return <div className="skeleton h-64 w-full" role="status" aria-label={t`Loading`} />;
  if (!stats.data)
    return <p className="alert alert-error alert-soft">{t`Usage figures could not be loaded.`}</p>;
  const {
    current_month: month,
    service_distribution: services,
    total_stats: total,
    plan_limits: limits,
  } = stats.data;
  const files = n(month.files_translated);
  const subtitles = n(month.subtitles_translated);
  const today = n(Math.max(0, limits.daily_file_limit - limits.daily_remaining));
  const daily = n(limits.daily_file_limit);
  const seconds = month.avg_processing_time_seconds.toLocaleString(i18n.locale, { maximumFractionDigits: 1 });
  const allFiles = n(total.files_processed);
  const allSubtitles = n(total.subtitles_processed);

  return (
    <section aria-labelledby="usage-title" className="space-y-4" data-testid="usage-section">
      <h2 id="usage-title" className="font-semibold text-xl">
        {t`Usage`}
      </h2>
      <div className="grid gap-3 sm:grid-cols-3">
        <div className="rounded-box border border-base-300 p-4">
          <p className="text-sm opacity-70">{t`Files today`}</p>
          <p className="font-semibold text-2xl tabular" data-testid="usage-today">
            {limits.daily_file_limit < 0 ? t`Unlimited` : t`${today} of ${daily}`}
          </p>
        </div>
        <div className="rounded-box border border-base-300 p-4">
          <p className="text-sm opacity-70">{t`Files translated this month`}</p>
          <p className="font-semibold text-2xl tabular" data-testid="usage-files">
            {files}
          </p>
        </div>
        <div className="rounded-box border border-base-300 p-4">
          <p className="text-sm opacity-70">{t`Subtitles translated`}</p>
          <p className="font-semibold text-2xl tabular">{subtitles}</p>
        </div>
      </div>
      <div className="rounded-box border border-base-300 p-4">
        <h3 className="mb-2 font-semibold">{t`Services this month`}</h3>
        {/* Each name sits above its own count, in its own cell: side by side, a count read as the next name's. */}
        <dl className="grid grid-cols-3 gap-2 text-sm" data-testid="usage-services">
          {SERVICE_IDS.map((id) => (
            <div key={id} className="rounded-box bg-base-200 p-2">
              <dt className="opacity-80">{SERVICES[id].name}</dt>
              <dd className="font-semibold text-lg tabular">{n(services[id])}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-2 text-sm opacity-80 tabular">{t`Average processing time: ${seconds} s`}</p>
        <p className="text-sm opacity-80 tabular">
          {t`All time: ${allFiles} files, ${allSubtitles} subtitles`}
        </p>
      </div>
      <div className="rounded-box border border-base-300 p-4">
        <div className="mb-2 flex items-center justify-between gap-2">
          <h3 className="font-semibold">{t`Recent translations`}</h3>
          <Link to="/history" className="btn btn-ghost btn-sm min-h-11">
            <History aria-hidden="true" className="size-4" />
            {t`See the history`}
          </Link>
        </div>
        {recent.isPending && <div className="skeleton h-24 w-full" />}
        {recent.data && recent.data.translations.length === 0 && (
          <p className="text-sm opacity-80">{t`No translation yet. Upload a file to start.`}</p>
        )}
        <ul className="divide-y divide-base-300">
          {recent.data?.translations.map((job) => (
            <li key={job.job_id} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
              <span className="font-medium">
                <FileName name={job.original_filename} />
              </span>
              <span className="opacity-80">
                {jobRoute(job, i18n)} · {formatDateTime(job.created_at, i18n.locale)}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
