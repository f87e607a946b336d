import { FileName } from "@client/components/FileName";
import { formatDateTime, formatInteger } from "@client/lib/format";
import { jobRoute } from "@client/lib/languageNames";
import { useLingui } from "@lingui/react/macro";
import { SERVICE_IDS, SERVICES } from "@shared/catalog";
import { History } from "lucide-react";
import { Link } from "react-router-dom";
import { useRecentTranslations, useUsageStats } from "../api/getUsageStats";

/** The profile's usage section (spec section 2): this month's figures, storage, services, the last five files. */
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
  const usedGb = (month.storage_used_mb / 1024).toLocaleString(i18n.locale, { maximumFractionDigits: 2 });
  const storageGb = n(limits.storage_gb);
  const left = n(limits.daily_remaining);
  const daily = n(limits.daily_file_limit);
  const seconds = month.avg_processing_time_seconds.toLocaleString(i18n.locale, { maximumFractionDigits: 1 });
  const allFiles = n(total.files_processed);
  const allSubtitles = n(total.subtitles_processed);
  const storagePercent = Math.min(100, (month.storage_used_mb / (limits.storage_gb * 1024)) * 100);

  return (
    <section aria-labelledby="usage-title" className="space-y-4" data-testid="usage-section">
      <h2 id="usage-title" className="font-semibold text-xl">
        {t`Usage`}
      </h2>
      <div className="grid gap-3 sm:grid-cols-3">
        <div className="rounded-box border border-base-300 p-4">
          <p className="text-sm opacity-70">{t`Files translated this month`}</p>
          <p className="font-semibold text-2xl tabular" data-testid="usage-files">
            {limits.monthly_file_limit < 0 ? t`${files} / ∞` : files}
          </p>
          {limits.daily_file_limit >= 0 && (
            <p className="text-sm tabular">{t`${left} of ${daily} files left today`}</p>
          )}
        </div>
        <div className="rounded-box border border-base-300 p-4">
          <p className="text-sm opacity-70">{t`Subtitles translated`}</p>
          <p className="font-semibold text-2xl tabular">{subtitles}</p>
        </div>
        <div className="rounded-box border border-base-300 p-4">
          <p className="text-sm opacity-70">{t`Storage used`}</p>
          <p className="font-semibold text-2xl tabular">{t`${usedGb} GB of ${storageGb} GB`}</p>
          <progress className="progress progress-primary w-full" value={storagePercent} max={100} />
        </div>
      </div>
      <div className="rounded-box border border-base-300 p-4">
        <h3 className="mb-2 font-semibold">{t`Services this month`}</h3>
        <ul className="grid gap-1 text-sm sm:grid-cols-3">
          {SERVICE_IDS.map((id) => (
            <li key={id} className="flex justify-between gap-2 tabular">
              <span>{SERVICES[id].name}</span>
              <span>{n(services[id])}</span>
            </li>
          ))}
        </ul>
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
                {jobRoute(job, i18n.locale)} · {formatDateTime(job.created_at, i18n.locale)}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
