import { clearCurrentJobId } from "@client/db/currentJob";
import { recordJob } from "@client/db/history";
import { useHistoryEntry } from "@client/db/hooks";
import { isDeviceJob, isDeviceJobId } from "@client/db/types";
import { isApiError } from "@client/lib/api";
import { loadResult } from "@client/lib/translationResult";
import type { TranslationJob } from "@shared/api/translate";
import { isTerminalStatus } from "@shared/catalog";
import { ErrorCode } from "@shared/errors";
import { useEffect, useRef } from "react";
import { useJobProgress } from "../api/getJobProgress";
import { useJobStatus } from "../api/getJobStatus";
import { mergeProgress } from "../state";

export interface JobState {
  job: TranslationJob | undefined;
  /** The last polling failure; cleared by the next success. Polling goes on meanwhile. */
  error: unknown;
}

/**
 * Follows a job: its full status once, then its progress every 2 s until it ends, then its full status again
 * (for completed_at and the services used). Until the server answers (offline, say), the job is what the device
 * last saw of it, so a finished one shows its result at once. A job the server no longer knows is forgotten.
 */
export function useJob(jobId: string | undefined): JobState {
  // A translation made on the device is the device's alone (DeviceCompletedView): the server is never asked.
  const remote = jobId && !isDeviceJobId(jobId) ? jobId : undefined;
  const status = useJobStatus(remote);
  const running = status.data !== undefined && !isTerminalStatus(status.data.status);
  const progress = useJobProgress(jobId, running);
  const ended = progress.data !== undefined && isTerminalStatus(progress.data.status);

  const { refetch } = status;
  useEffect(() => {
    if (running && ended) void refetch();
  }, [running, ended, refetch]);

  const error = status.failureReason ?? progress.error ?? undefined;
  useEffect(() => {
    if (isApiError(error) && error.code === ErrorCode.notFound) void clearCurrentJobId();
  }, [error]);

  const told =
    status.data && running && progress.data ? mergeProgress(status.data, progress.data) : status.data;
  useKeepInHistory(told);
  const kept = useHistoryEntry(remote)?.value?.job;
  return { job: told ?? (kept && !isDeviceJob(kept) ? kept : undefined), error };
}

/**
 * Writes each step of the job into the device's history (started, progressed, finished), and keeps a completed
 * job's documents there, so the history holds every translation and downloads it offline.
 */
function useKeepInHistory(job: TranslationJob | undefined): void {
  const latest = useRef(job);
  latest.current = job;
  const step = job && `${job.job_id}:${job.status}:${job.processed_subtitles}:${job.completed_at}`;
  useEffect(() => {
    const current = latest.current;
    if (!step || !current) return;
    void recordJob(current).then(() => {
      // Best effort: the export panel fetches the documents again if this did not succeed.
      if (current.status === "completed") return loadResult(current.job_id).catch(() => undefined);
    });
  }, [step]);
}
