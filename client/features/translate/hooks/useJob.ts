import { useCallback, useEffect, useState } from "react";
import type { TranslationJob } from "../../../../shared/api/translate";
import { isTerminalStatus as isTerminal } from "../../../../shared/catalog";
import { ErrorCode } from "../../../../shared/errors";
import { clearCurrentJobId } from "../../../db/currentJob";
import { isApiError } from "../../../lib/api";
import { getJobProgress } from "../api/getJobProgress";
import { getJobStatus } from "../api/getJobStatus";
import { mergeProgress, pollDelayMs } from "../state";

export interface JobState {
  job: TranslationJob | undefined;
  /** The last polling failure; cleared by the next success. Polling goes on meanwhile. */
  error: unknown;
  replace: (job: TranslationJob) => void;
}

/**
 * Follows a job: its full status once, then its progress every 2 s until it ends, then its full status again
 * (for completed_at and the services used). A job the server no longer knows is forgotten.
 */
export function useJob(jobId: string | undefined): JobState {
  const [job, setJob] = useState<TranslationJob>();
  const [error, setError] = useState<unknown>();

  useEffect(() => {
    setJob(undefined);
    setError(undefined);
    if (!jobId) return;
    const controller = new AbortController();
    const { signal } = controller;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let current: TranslationJob | undefined;

    const accept = (next: TranslationJob) => {
      current = next;
      setJob(next);
      setError(undefined);
      failures = 0;
    };

    const step = async () => {
      try {
        if (!current) {
          accept(await getJobStatus(jobId, signal));
        } else {
          const progress = await getJobProgress(jobId, signal);
          accept(
            isTerminal(progress.status)
              ? await getJobStatus(jobId, signal)
              : mergeProgress(current, progress),
          );
        }
      } catch (caught) {
        if (signal.aborted) return;
        if (isApiError(caught) && caught.code === ErrorCode.notFound) {
          await clearCurrentJobId();
          return;
        }
        failures += 1;
        setError(caught);
      }
      if (!signal.aborted && !(current && isTerminal(current.status))) {
        timer = setTimeout(step, pollDelayMs(failures));
      }
    };
    void step();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [jobId]);

  const replace = useCallback((next: TranslationJob) => setJob(next), []);
  return { job, error, replace };
}
