import { apiRequest, isApiError } from "@client/lib/api";
import { TranslationJob } from "@shared/api/translate";
import { ErrorCode } from "@shared/errors";
import { useQuery } from "@tanstack/react-query";
import { pollDelayMs } from "../state";

export function jobStatusKey(jobId: string) {
  return ["jobs", jobId, "status"] as const;
}

export function getJobStatus(jobId: string, signal?: AbortSignal): Promise<TranslationJob> {
  return apiRequest(`/translate/status/${encodeURIComponent(jobId)}`, { schema: TranslationJob, signal });
}

/** The job's full record. A failure is tried again at the polling pace, except a 404: the job is gone. */
export function useJobStatus(jobId: string | undefined) {
  return useQuery({
    queryKey: jobStatusKey(jobId ?? ""),
    queryFn: ({ signal }) => getJobStatus(jobId ?? "", signal),
    enabled: Boolean(jobId),
    retry: (_failures, error) => !(isApiError(error) && error.code === ErrorCode.notFound),
    retryDelay: (failures) => pollDelayMs(failures),
  });
}
