import { ErrorPanel } from "@client/components/ErrorPanel";
import { FileName } from "@client/components/FileName";
import { JobStatusLabel } from "@client/components/JobStatusLabel";
import { clearCurrentJobId } from "@client/db/currentJob";
import type { HistoryJob } from "@client/db/types";
import { describeError } from "@client/lib/errorMessages";
import { formatDateTime, formatDuration, formatInteger, wholePercent } from "@client/lib/format";
import { describeJobFailure, describeNotice } from "@client/lib/jobMessages";
import { jobRoute } from "@client/lib/languageNames";
import { serviceName } from "@client/lib/serviceNames";
import { showErrorToast } from "@client/lib/toasts";
import { useOnline } from "@client/lib/useOnline";
import { useLingui } from "@lingui/react/macro";
import { isTerminalStatus, SERVICES } from "@shared/catalog";
import { ArrowLeft, Hourglass, LoaderCircle, RotateCcw, Square, WifiOff } from "lucide-react";
import { useCancelJob } from "../api/cancelJob";
import { useRetryJob } from "../api/retryJob";
import { useNow } from "../hooks/useNow";
import { jobTiming } from "../state";
import { WebhookStatus } from "./WebhookStatus";

function JobDetails({ job }: { job: HistoryJob }) {
  const { t, i18n } = useLingui();
  const rows: [string, string][] = [
    [t`Job ID`, job.job_id],
    [t`Created`, formatDateTime(job.created_at, i18n.locale)],
  ];
  if (job.started_at) rows.push([t`Started`, formatDateTime(job.started_at, i18n.locale)]);
  if (job.completed_at) {
    const label = job.status === "completed" ? t`Completed` : t`Ended`;
    rows.push([label, formatDateTime(job.completed_at, i18n.locale)]);
  }
  // The provider's own words, untranslated: what a person reports to the server's operator.
  const providerSaid = job.error_detail ?? (job.status === "failed" ? job.error_message : null);
  return (
    <details className="text-sm">
      <summary className="min-h-11 cursor-pointer content-center">{t`Job details`}</summary>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="opacity-70">{label}</dt>
            <dd className="break-all font-mono tabular">{value}</dd>
          </div>
        ))}
        {job.callback_url && (
          <div className="contents">
            <dt className="opacity-70">{t`Webhook`}</dt>
            <dd className="break-all" data-testid="job-webhook">
              <WebhookStatus jobId={job.job_id} />
            </dd>
          </div>
        )}
        {providerSaid && (
          <div className="contents">
            <dt className="opacity-70">{t`Service's message`}</dt>
            <dd className="break-all font-mono" data-testid="job-provider-message">
              {providerSaid}
            </dd>
          </div>
        )}
      </dl>
    </details>
  );
}

function FailedActions({ job }: { job: HistoryJob }) {
  const { t } = useLingui();
  const retrying = useRetryJob();
  return (
    <div className="flex flex-wrap gap-2">
      {job.status === "failed" && (
        <button
          type="button"
          className="btn btn-primary min-h-11"
          disabled={retrying.isPending}
          onClick={() => retrying.mutate(job.job_id)}
        >
          <RotateCcw aria-hidden="true" className="size-4" />
          {t`Retry`}
        </button>
      )}
      <button type="button" className="btn min-h-11" onClick={() => void clearCurrentJobId()}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t`Back to settings`}
      </button>
    </div>
  );
}

/** A translation's determinate bar with its count and percentage above it (a server's job or the device's). */
export function CountedProgress({
  count,
  countTestId,
  percent,
  percentTestId,
  valueText,
}: {
  count: string;
  countTestId: string;
  percent: number;
  percentTestId: string;
  valueText: string;
}) {
  const { t } = useLingui();
  return (
    <>
      <div className="flex items-baseline justify-between gap-2 tabular">
        <span data-testid={countTestId}>{count}</span>
        <span className="font-semibold text-2xl" data-testid={percentTestId}>
          {percent}%
        </span>
      </div>
      <progress
        className="progress progress-primary h-3 w-full"
        value={percent}
        max={100}
        aria-label={t`Translation progress`}
        aria-valuetext={valueText}
      />
    </>
  );
}

/** The in-progress card: honest progress (determinate bar, counts, elapsed and remaining time) and Cancel. */
export function ProgressView({ job, pollError }: { job: HistoryJob | undefined; pollError: unknown }) {
  const { t, i18n } = useLingui();
  const running = job !== undefined && !isTerminalStatus(job.status);
  const now = useNow(running);
  const online = useOnline();
  const cancelling = useCancelJob({
    onError: (error) => {
      showErrorToast(describeError(i18n, error, "cancel"));
    },
  });

  // Offline, a job this device has no record of cannot be shown until the server answers.
  if (!job && !online) {
    return (
      <section data-testid="progress-card" className="card border border-base-300">
        <div className="card-body items-center p-10 text-center">
          <WifiOff aria-hidden="true" className="size-8 opacity-70" />
          <p>{t`You are offline. The translation shows here as soon as the connection comes back.`}</p>
        </div>
      </section>
    );
  }

  if (!job) {
    return (
      <section data-testid="progress-card" className="card border border-base-300" aria-busy="true">
        <div className="card-body items-center p-10">
          <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-primary" />
          <p>{t`Preparing the translation…`}</p>
        </div>
      </section>
    );
  }

  const done = job.status === "completed";
  const percent = wholePercent(job.progress, done);
  const { elapsedMs, remainingMs } = jobTiming(job, now);
  const processed = formatInteger(job.processed_subtitles, i18n.locale);
  const total = formatInteger(job.total_subtitles, i18n.locale);
  const elapsed = formatDuration(elapsedMs / 1000);
  const remaining = remainingMs === null ? null : formatDuration(Math.ceil(remainingMs / 1000));
  const notice =
    running && job.notice ? describeNotice(i18n, job.notice, SERVICES[job.notice.service].name) : null;
  const failure =
    job.status === "failed"
      ? describeJobFailure(i18n, job.error_code, serviceName(job.error_service ?? job.service, i18n))
      : null;

  return (
    <section
      data-testid="progress-card"
      aria-labelledby="progress-title"
      className="card border border-base-300"
    >
      <div className="card-body gap-5 p-4 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h1 id="progress-title" className="font-semibold text-xl">
              <FileName name={job.original_filename} />
            </h1>
            <p className="text-sm opacity-80">{jobRoute(job, i18n)}</p>
          </div>
          <JobStatusLabel status={job.status} />
        </div>
        <div className="space-y-2">
          <CountedProgress
            count={t`${processed} / ${total} subtitles`}
            countTestId="progress-count"
            percent={percent}
            percentTestId="progress-percent"
            valueText={t`${percent}%, ${processed} of ${total} subtitles`}
          />
          <div className="flex flex-wrap justify-between gap-2 text-sm opacity-80 tabular">
            <span data-testid="progress-elapsed">{t`Elapsed: ${elapsed}`}</span>
            {running && !notice && (
              <span>{remaining === null ? t`Estimating the time left…` : t`About ${remaining} left`}</span>
            )}
          </div>
        </div>
        {pollError !== undefined && running && (
          <p role="status" className="text-sm text-warning">
            {describeError(i18n, pollError, "status").title}. {t`Trying again…`}
          </p>
        )}
        {notice && (
          <div role="status" data-testid="job-notice" className="alert alert-warning alert-soft items-start">
            <Hourglass aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <div className="min-w-0 flex-1">
              <p className="font-semibold">{notice.title}</p>
              <p className="text-sm">{notice.action}</p>
            </div>
          </div>
        )}
        {failure && (
          <div data-testid="job-failure">
            <ErrorPanel title={failure.title} description={failure.action} />
          </div>
        )}
        {job.status === "cancelled" && <p>{t`The translation was cancelled.`}</p>}
        <JobDetails job={job} />
        {job.status === "in_progress" && (
          <button
            type="button"
            className="btn btn-outline min-h-11 self-start"
            disabled={cancelling.isPending}
            onClick={() => cancelling.mutate(job.job_id)}
          >
            <Square aria-hidden="true" className="size-4" />
            {t`Cancel`}
          </button>
        )}
        {(job.status === "failed" || job.status === "cancelled") && <FailedActions job={job} />}
      </div>
    </section>
  );
}
