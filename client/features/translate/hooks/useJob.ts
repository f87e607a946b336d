import { useEffect } from "react";
import type { TranslationJob } from "../../../../shared/api/translate";
import { isTerminalStatus } from "../../../../shared/catalog";
import { ErrorCode } from "../../../../shared/errors";
import { clearCurrentJobId } from "../../../db/currentJob";
import { isApiError } from "../../../lib/api";
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
 * (for completed_at and the services used). A job the server no longer knows is forgotten.
 */
export function useJob(jobId: string | undefined): JobState {
  const status = useJobStatus(jobId);
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

  const job =
    status.data && running && progress.data ? mergeProgress(status.data, progress.data) : status.data;
  return { job, error };
}
