import { getPreferences } from "@client/db/preferences";
import { apiRequest } from "@client/lib/api";
import { TranslationReport } from "@shared/api/report";
import { useQuery } from "@tanstack/react-query";

export function reportKey(jobId: string) {
  return ["jobs", jobId, "report"] as const;
}

/**
 * The quality report of a completed job, measured against the reading limits this device keeps (the settings'
 * "More options"; none set: the target script's).
 */
export async function getReport(jobId: string, signal?: AbortSignal): Promise<TranslationReport> {
  const { settings } = await getPreferences();
  return apiRequest(`/translate/report/${encodeURIComponent(jobId)}`, {
    query: {
      max_cps: settings.max_cps,
      max_line_length: settings.max_line_length,
      max_lines: settings.max_lines,
    },
    schema: TranslationReport,
    signal,
  });
}

export function useReport(jobId: string) {
  return useQuery({ queryKey: reportKey(jobId), queryFn: ({ signal }) => getReport(jobId, signal) });
}
