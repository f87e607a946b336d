import { formatInteger } from "@client/lib/format";
import { useReport } from "@client/lib/jobReport";
import { useLingui } from "@lingui/react/macro";
import type { ReportSummary, TranslationReport } from "@shared/api/report";
import { SERVICE_IDS, SERVICES } from "@shared/catalog";
import { RotateCcw, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { useRetryJob } from "../api/retryJob";

type ReportLimits = TranslationReport["limits"];

/** The completed job's quality report: what went well, what to look at, and a retry of the cues that failed. */
export function QualityReport({ jobId }: { jobId: string }) {
  const { i18n } = useLingui();
  const report = useReport(jobId);
  const retry = useRetryJob({ onlyFailed: true });
  if (!report.data)
    return report.isPending ? <div className="skeleton h-24 w-full" aria-hidden="true" /> : null;
  const { summary, limits } = report.data;
  const byService = SERVICE_IDS.filter((id) => (summary.by_service[id] ?? 0) > 0)
    .map((id) => `${SERVICES[id].name} ${formatInteger(summary.by_service[id] ?? 0, i18n.locale)}`)
    .join(" · ");
  return (
    <QualityReportView
      summary={summary}
      limits={limits}
      byService={byService}
      retry={{ pending: retry.isPending, run: () => retry.mutate(jobId) }}
    />
  );
}

/**
 * A quality report's figures, the server's or the device's (shared/translation/report.ts makes both), and the
 * retry of the failed cues where a server can do it.
 */
export function QualityReportView({
  summary,
  limits,
  byService,
  retry,
  children,
}: {
  summary: Omit<ReportSummary, "by_service">;
  limits: ReportLimits;
  /** The cues per service, already named ("DeepL 120 · MyMemory 3"). */
  byService: string;
  retry?: { pending: boolean; run: () => void };
  children?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const n = (value: number) => formatInteger(value, i18n.locale);
  const rows: { key: Exclude<keyof ReportSummary, "by_service">; label: string; warn: boolean }[] = [
    { key: "translated", label: t`Translated`, warn: false },
    { key: "cached", label: t`From the cache`, warn: false },
    { key: "untranslated", label: t`Not translated`, warn: true },
    { key: "refused", label: t`Refused by the service`, warn: true },
    { key: "wrong_language", label: t`In another language`, warn: true },
    { key: "tags_repaired", label: t`Formatting repaired`, warn: false },
    { key: "shortened", label: t`Shortened to reading speed`, warn: false },
    { key: "over_cps", label: t`Over ${n(limits.max_cps)} characters a second`, warn: true },
    { key: "over_line_length", label: t`Lines over ${n(limits.max_line_length)} characters`, warn: true },
    { key: "too_many_lines", label: t`More than ${n(limits.max_lines)} lines`, warn: true },
  ];
  return (
    <section aria-labelledby="report-title" className="space-y-3" data-testid="quality-report">
      <h2 id="report-title" className="flex items-center gap-2 font-semibold">
        <ShieldCheck aria-hidden="true" className="size-5" />
        {t`Quality report: ${n(summary.cues)} subtitles`}
      </h2>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
        {rows.map(({ key, label, warn }) => {
          const value = summary[key];
          return (
            <div key={key} className="flex justify-between gap-2 border-b border-base-300 py-1">
              <dt>{label}</dt>
              <dd
                className={`font-semibold tabular ${warn && value > 0 ? "text-warning-content badge badge-warning" : ""}`}
                data-testid={`report-${key}`}
              >
                {n(value)}
              </dd>
            </div>
          );
        })}
      </dl>
      {byService && <p className="text-sm opacity-80">{t`By service: ${byService}`}</p>}
      {children}
      {summary.untranslated > 0 && retry && (
        <button
          type="button"
          className="btn btn-outline min-h-11"
          data-testid="retry-failed"
          disabled={retry.pending}
          onClick={retry.run}
        >
          <RotateCcw aria-hidden="true" className="size-4" />
          {t`Retry the ${n(summary.untranslated)} subtitles that failed`}
        </button>
      )}
    </section>
  );
}
