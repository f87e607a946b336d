import { apiRequest } from "@client/lib/api";
import type { MutationCallbacks } from "@client/lib/queryClient";
import { TranslationJob } from "@shared/api/translate";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { jobStatusKey } from "./getJobStatus";

export function cancelJob(jobId: string): Promise<TranslationJob> {
  return apiRequest(`/translate/job/${encodeURIComponent(jobId)}`, {
    method: "DELETE",
    schema: TranslationJob,
  });
}

/** Cancels a job; the answer (the cancelled job) replaces the followed one, which ends its polling. */
export function useCancelJob({ onSuccess, onError }: MutationCallbacks<TranslationJob, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelJob,
    onSuccess: (job, ...rest) => {
      queryClient.setQueryData(jobStatusKey(job.job_id), job);
      return onSuccess?.(job, ...rest);
    },
    onError,
  });
}
