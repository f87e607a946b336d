import { setCurrentJobId } from "@client/db/currentJob";
import { recordJob } from "@client/db/history";
import { apiRequest } from "@client/lib/api";
import { describeError } from "@client/lib/errorMessages";
import type { MutationCallbacks } from "@client/lib/queryClient";
import { accountKeys } from "@client/lib/queryKeys";
import { showErrorToast } from "@client/lib/toasts";
import { useLingui } from "@lingui/react/macro";
import { TranslationJob } from "@shared/api/translate";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { jobProgressKey } from "./getJobProgress";
import { jobStatusKey } from "./getJobStatus";

/**
 * Runs a failed or cancelled job again: the same job, which sends only the texts it had not translated yet. With
 * `onlyFailed`, a completed job's refused and untranslated cues are sent again.
 */
export function retryJob(jobId: string, onlyFailed = false): Promise<TranslationJob> {
  return apiRequest(`/translate/retry/${encodeURIComponent(jobId)}`, {
    method: "POST",
    query: { only: onlyFailed ? "failed" : undefined },
    schema: TranslationJob,
  });
}

/**
 * Retries a job and makes it the followed one again: its status is replaced and its ended progress forgotten, so
 * polling starts over. A refusal is raised as a toast.
 */
export function useRetryJob({
  onSuccess,
  onlyFailed = false,
}: Pick<MutationCallbacks<TranslationJob, string>, "onSuccess"> & { onlyFailed?: boolean } = {}) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) => retryJob(jobId, onlyFailed),
    onSuccess: async (job, ...rest) => {
      queryClient.removeQueries({ queryKey: jobProgressKey(job.job_id) });
      queryClient.setQueryData(jobStatusKey(job.job_id), job);
      await recordJob(job);
      await setCurrentJobId(job.job_id);
      return onSuccess?.(job, ...rest);
    },
    onError: (error) => {
      showErrorToast(describeError(i18n, error, "start"));
    },
    // A retry spends the day's file as a start does.
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.limits }),
  });
}
