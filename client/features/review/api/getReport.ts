import { apiRequest } from "@client/lib/api";
import { TranslationReport } from "@shared/api/report";
import { useQuery } from "@tanstack/react-query";

/** GET /translate/report/{id}: each cue's service and warnings, measured on the server. */
export function getReport(jobId: string, signal?: AbortSignal): Promise<TranslationReport> {
  return apiRequest(`/translate/report/${encodeURIComponent(jobId)}`, { schema: TranslationReport, signal });
}

/** The report, when the server can give it: offline (or an expired job) the grid shows the cues without it. */
export function useReport(jobId: string) {
  return useQuery({
    queryKey: ["jobs", jobId, "report"],
    queryFn: ({ signal }) => getReport(jobId, signal),
    staleTime: Infinity,
  });
}
