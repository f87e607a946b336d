import { ErrorPanel } from "@client/components/ErrorPanel";
import { FileName } from "@client/components/FileName";
import { JobStatusLabel } from "@client/components/JobStatusLabel";
import { exportBatch } from "@client/lib/batchExport";
import { downloadBlob } from "@client/lib/download";
import { describeError } from "@client/lib/errorMessages";
import { formatInteger, formatProgressOneDecimal } from "@client/lib/format";
import { jobRoute } from "@client/lib/languageNames";
import { showToast } from "@client/lib/toasts";
import { useLingui } from "@lingui/react/macro";
import type { StartBatchResponse, TranslationJob } from "@shared/api/translate";
import {
  DEFAULT_EXPORT_ENCODING,
  type ExportFormat,
  isExportFormat,
  isTerminalStatus,
} from "@shared/catalog";
import { useMutation } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { useEffect, useState } from "react";
import { useJob } from "../hooks/useJob";

type BatchJob = StartBatchResponse["jobs"][number];

/** One job of the batch, followed as the single-file progress view follows its job (useJob). */
function QueueRow({ entry, onJob }: { entry: BatchJob; onJob(job: TranslationJob): void }) {
  const { t, i18n } = useLingui();
  const { job } = useJob(entry.job_id);
  useEffect(() => {
    if (job) onJob(job);
  }, [job, onJob]);
  const name = job?.original_filename ?? entry.file_id;
  return (
    <li data-testid="batch-job" data-status={job?.status ?? "pending"} className="space-y-1 py-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 flex-1">
          <p className="font-medium">
            <FileName name={name} />
          </p>
          {job && <p className="text-sm opacity-80">{jobRoute(job, i18n)}</p>}
        </div>
        {job && <JobStatusLabel status={job.status} />}
      </div>
      <div className="flex items-center gap-3">
        <progress
          className={`progress h-2 flex-1 ${job?.status === "failed" ? "progress-error" : "progress-primary"}`}
          value={job ? Math.min(100, Math.max(0, job.progress)) : 0}
          max={100}
          aria-label={t`Progress of ${name}`}
        />
        <span className="w-16 text-right text-sm tabular">
          {formatProgressOneDecimal(job?.progress ?? 0, i18n.locale)}
        </span>
      </div>
      {job?.error_message && (
        <p className="text-error text-sm [overflow-wrap:anywhere]">{job.error_message}</p>
      )}
    </li>
  );
}

/** The files' own format when they share one the plan exports, else SRT (every plan's). */
function zipFormat(jobs: readonly TranslationJob[], offered: readonly ExportFormat[]): ExportFormat {
  const formats = new Set(jobs.map((job) => job.original_filename.split(".").pop()?.toLowerCase() ?? ""));
  const [only] = formats;
  return formats.size === 1 && only && isExportFormat(only) && offered.includes(only) ? only : "srt";
}

/** The batch's jobs with each one's progress, and "Download all" as one zip once they have ended. */
export function BatchQueue({
  jobs,
  offered,
  onAnother,
}: {
  jobs: BatchJob[];
  /** The plan's export formats. */
  offered: readonly ExportFormat[];
  onAnother(): void;
}) {
  const { t, i18n } = useLingui();
  const [seen, setSeen] = useState<Record<string, TranslationJob>>({});
  const [onJob] = useState(
    () => (job: TranslationJob) =>
      setSeen((before) => (before[job.job_id] === job ? before : { ...before, [job.job_id]: job })),
  );
  const known = jobs.map((entry) => seen[entry.job_id]);
  const completed = known.filter((job) => job?.status === "completed") as TranslationJob[];
  const ended = known.every((job) => job !== undefined && isTerminalStatus(job.status));
  const done = formatInteger(completed.length, i18n.locale);
  const total = formatInteger(jobs.length, i18n.locale);

  const downloading = useMutation({
    mutationFn: () =>
      exportBatch(
        {
          job_ids: completed.map((job) => job.job_id),
          format: zipFormat(completed, offered),
          encoding: DEFAULT_EXPORT_ENCODING,
          include_original: false,
          bilingual: false,
          bilingual_italic: false,
        },
        { onServer: true },
      ),
    onSuccess: ({ blob, filename }) => {
      downloadBlob(blob, filename);
      showToast({ type: "success", title: t`Download started`, description: filename });
    },
  });

  return (
    <section aria-labelledby="batch-queue-title" className="space-y-4" data-testid="batch-queue">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="batch-queue-title" className="font-semibold text-lg">
          {t`Done: ${done} of ${total}`}
        </h2>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn min-h-11" onClick={onAnother}>
            {t`Translate other files`}
          </button>
          <button
            type="button"
            data-testid="batch-download-all"
            className="btn btn-primary min-h-11"
            disabled={completed.length === 0 || !ended || downloading.isPending}
            onClick={() => downloading.mutate()}
          >
            <Download aria-hidden="true" className="size-4" />
            {downloading.isPending ? t`Preparing the zip…` : t`Download all as a zip`}
          </button>
        </div>
      </div>
      <ul className="divide-y divide-base-300">
        {jobs.map((entry) => (
          <QueueRow key={entry.job_id} entry={entry} onJob={onJob} />
        ))}
      </ul>
      {downloading.error && <ErrorPanel {...describeError(i18n, downloading.error, "export")} />}
    </section>
  );
}
