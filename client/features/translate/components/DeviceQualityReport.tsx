import { getKeptResult } from "@client/db/history";
import { useLiveQuery } from "@client/db/useLiveQuery";
import { FAILED_ISSUES, ISSUE_LABELS } from "@client/lib/cueIssues";
import { formatInteger } from "@client/lib/format";
import { DEVICE_SERVICE_NAME } from "@client/lib/serviceNames";
import { useLingui } from "@lingui/react/macro";
import { stripMarkup } from "@shared/detectLanguage";
import { type Cue, isShown } from "@shared/subtitles";
import { useCallback } from "react";
import { QualityReportView } from "./QualityReport";

/** Flagged cues listed at most: enough to act on, and a long film's page stays light. */
const LISTED = 50;

/**
 * The quality report of a translation made on the device, made there with the same checks as the server's
 * (shared/translation/report.ts) and kept with its result, so it shows offline; its flagged cues are listed.
 */
export function DeviceQualityReport({ jobId }: { jobId: string }) {
  const { t, i18n } = useLingui();
  const read = useCallback(() => getKeptResult(jobId), [jobId]);
  const kept = useLiveQuery(read);
  const report = kept.value?.device_report;
  if (!report) return kept.loaded ? null : <div className="skeleton h-24 w-full" aria-hidden="true" />;
  const n = (value: number) => formatInteger(value, i18n.locale);
  const flagged = report.cues.filter((cue) => cue.issues.length > 0);
  const translated = kept.value?.translated.cues;
  const onDevice = report.summary.by_service.device ?? 0;
  return (
    <QualityReportView
      summary={report.summary}
      limits={report.limits}
      byService={onDevice > 0 ? `${i18n._(DEVICE_SERVICE_NAME)} ${n(onDevice)}` : ""}
    >
      {flagged.length > 0 && (
        <details className="text-sm" data-testid="device-flagged">
          <summary className="min-h-11 cursor-pointer content-center font-medium">
            {t`Subtitles to look at: ${n(flagged.length)}`}
          </summary>
          <ul className="space-y-2">
            {flagged.slice(0, LISTED).map((cue) => (
              <li key={cue.index} className="rounded-box bg-base-200 p-2" data-testid="device-flagged-cue">
                <div className="flex flex-wrap items-center gap-1">
                  <span className="font-semibold tabular">#{n(cue.index + 1)}</span>
                  {cue.issues.map((issue) => (
                    <span
                      key={issue}
                      className={`badge badge-sm ${FAILED_ISSUES.includes(issue) ? "badge-error" : "badge-warning"}`}
                    >
                      {i18n._(ISSUE_LABELS[issue])}
                    </span>
                  ))}
                </div>
                <p className="whitespace-pre-line [overflow-wrap:anywhere]">
                  {shownText(translated, cue.index)}
                </p>
              </li>
            ))}
          </ul>
          {flagged.length > LISTED && (
            <p className="mt-2 opacity-80">{t`And ${n(flagged.length - LISTED)} more in the downloaded file.`}</p>
          )}
        </details>
      )}
    </QualityReportView>
  );
}

/** The text of the shown cue at `index` (ASS comments are not shown cues), without its markup. */
function shownText(cues: readonly Cue[] | undefined, index: number): string {
  const cue = (cues ?? []).filter(isShown)[index];
  return cue ? stripMarkup(cue.text) : "";
}
