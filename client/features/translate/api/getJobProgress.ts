import { apiRequest } from "@client/lib/api";
import { JobProgress } from "@shared/api/translate";
import { isTerminalStatus } from "@shared/catalog";
import { useQuery } from "@tanstack/react-query";
import { pollDelayMs } from "../state";

export function jobProgressKey(jobId: string) {
  return ["jobs", jobId, "progress"] as const;
}

export function getJobProgress(jobId: string, signal?: AbortSignal): Promise<JobProgress> {
  return apiRequest(`/translate/progress/${encodeURIComponent(jobId)}`, { schema: JobProgress, signal });
}

/**
 * A running job's progress, asked every 2 s until it says the job ended; the pause stretches after failures, and
 * a tab in the background keeps following (the job page may be left open while the user waits elsewhere).
 */
export function useJobProgress(jobId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: jobProgressKey(jobId ?? ""),
    queryFn: ({ signal }) => getJobProgress(jobId ?? "", signal),
    enabled: enabled && Boolean(jobId),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status !== undefined && isTerminalStatus(status)
        ? false
        : pollDelayMs(query.state.fetchFailureCount);
    },
    refetchIntervalInBackground: true,
  });
}
