import { FileName } from "@client/components/FileName";
import { JobStatusLabel } from "@client/components/JobStatusLabel";
import { type HistoryEntry, type HistoryJob, isDeviceJob } from "@client/db/types";
import { formatDateTime, formatDuration, formatInteger, formatProgressOneDecimal } from "@client/lib/format";
import { hasRunTimes, jobElapsedMs } from "@client/lib/jobElapsed";
import { jobRoute } from "@client/lib/languageNames";
import { useLingui } from "@lingui/react/macro";
import type { TranslationJob } from "@shared/api/translate";
import { Download, ListChecks, RotateCcw, Trash2 } from "lucide-react";
import { historyFilename } from "../exportHistory";
import { canDownloadEntry } from "../state";

export interface HistoryActions {
  onDownload(job: HistoryJob): void;
  /** Opens the review of a finished job: its cues side by side, to edit or translate again. */
  onReview(job: TranslationJob): void;
  onRetry(job: TranslationJob): void;
  onDelete(job: HistoryJob): void;
  /** The job a retry is being sent for, whose button waits. */
  retrying?: string;
}

/**
 * One job of the history: the spec's fields (file, languages, service, status, progress with one decimal, counts,
 * dates, error) and its actions. Offline, Download needs the documents the device kept and Retry needs the server.
 */
export function HistoryItem({
  entry,
  online,
  selected,
  onSelect,
  ...actions
}: {
  entry: HistoryEntry;
  online: boolean;
  /** Whether the job is chosen for "Download all"; undefined when it cannot be (not finished, not reachable). */
  selected: boolean | undefined;
  onSelect(selected: boolean): void;
} & HistoryActions) {
  const { t, i18n } = useLingui();
  const { job } = entry;
  const processed = formatInteger(job.processed_subtitles, i18n.locale);
  const total = formatInteger(job.total_subtitles, i18n.locale);
  const canDownload = canDownloadEntry(entry, online);
  // A translation made on this device has no server job to retry or review there.
  const server = isDeviceJob(job) ? undefined : job;
  const canRetry = (job.status === "failed" || job.status === "cancelled") && entry.on_server;
  const filename = historyFilename(job);

  return (
    <li
      data-testid="history-item"
      data-job-id={job.job_id}
      className="card border border-base-300 bg-base-100"
    >
      <div className="card-body gap-3 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          {selected !== undefined && (
            // The label around the box gives it a finger-sized target (44 px) without a bigger box.
            <label className="-m-2.5 flex cursor-pointer p-2.5">
              <input
                type="checkbox"
                data-testid="history-select"
                className="checkbox checkbox-primary"
                checked={selected}
                aria-label={t`Select ${filename}`}
                onChange={(event) => onSelect(event.target.checked)}
              />
            </label>
          )}
          <div className="min-w-0 flex-1">
            <h2 className="font-semibold">
              <FileName name={filename} />
            </h2>
            <p className="text-sm opacity-80">{jobRoute(job, i18n)}</p>
          </div>
          <JobStatusLabel status={job.status} />
        </div>
        <div className="space-y-1">
          <div className="flex justify-between gap-2 text-sm tabular">
            <span>{t`${processed} / ${total} subtitles`}</span>
            <span data-testid="history-progress">{formatProgressOneDecimal(job.progress, i18n.locale)}</span>
          </div>
          <progress
            className={`progress h-2 w-full ${job.status === "failed" ? "progress-error" : "progress-primary"}`}
            value={Math.min(100, Math.max(0, job.progress))}
            max={100}
            aria-label={t`Progress of ${filename}`}
          />
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="opacity-70">{t`Created`}</dt>
          <dd className="tabular">{formatDateTime(job.created_at, i18n.locale)}</dd>
          {job.completed_at && (
            <>
              <dt className="opacity-70">{job.status === "completed" ? t`Completed` : t`Ended`}</dt>
              <dd className="tabular">{formatDateTime(job.completed_at, i18n.locale)}</dd>
            </>
          )}
          {job.status === "completed" && hasRunTimes(job) && (
            <>
              <dt className="opacity-70">{t`Time taken`}</dt>
              <dd className="tabular" data-testid="history-time-taken">
                {formatDuration(jobElapsedMs(job, Date.now()) / 1000)}
              </dd>
            </>
          )}
        </dl>
        {job.error_message && (
          <p className="text-error text-sm [overflow-wrap:anywhere]">{job.error_message}</p>
        )}
        {!server && (
          <p className="text-sm opacity-70">{t`Translated on this device: its text never left it.`}</p>
        )}
        {!entry.on_server && server && (
          <p className="text-sm opacity-70">
            {entry.has_result
              ? t`The server no longer keeps this job; the translation stays on this device.`
              : t`The server no longer keeps this job.`}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          {job.status === "completed" && (
            <button
              type="button"
              data-testid="history-download"
              className="btn btn-primary btn-sm min-h-11"
              disabled={!canDownload}
              title={canDownload ? undefined : t`Available again when you are back online`}
              onClick={() => actions.onDownload(job)}
            >
              <Download aria-hidden="true" className="size-4" />
              {t`Download`}
            </button>
          )}
          {job.status === "completed" && server && (
            <button
              type="button"
              data-testid="history-review"
              className="btn btn-sm min-h-11"
              disabled={!canDownload}
              onClick={() => actions.onReview(server)}
            >
              <ListChecks aria-hidden="true" className="size-4" />
              {t`Review`}
            </button>
          )}
          {canRetry && server && (
            <button
              type="button"
              data-testid="history-retry"
              className="btn btn-sm min-h-11"
              disabled={!online || actions.retrying === job.job_id}
              onClick={() => actions.onRetry(server)}
            >
              <RotateCcw aria-hidden="true" className="size-4" />
              {t`Retry`}
            </button>
          )}
          <button
            type="button"
            data-testid="history-delete"
            className="btn btn-ghost btn-sm min-h-11 text-error"
            onClick={() => actions.onDelete(job)}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t`Delete`}
          </button>
        </div>
      </div>
    </li>
  );
}
