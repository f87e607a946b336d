import { getPreferences } from "@client/db/preferences";
import { TranslationReport } from "@shared/api/report";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "./api";

// GET /translate/report/{id}, shared by two features: translate's quality report and the review's grid read the
// same report under one key, so a finished view asks for it once, measured against the same limits in both.

export function reportKey(jobId: string) {
  return ["jobs", jobId, "report"] as const;
}

/**
 * The quality report of a finished job, measured against the reading limits this device keeps (the settings'
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

/**
 * The report, when the server can give it: offline (or an expired job) the views show the cues without it. A
 * finished job's report does not change by itself, so it is not asked again while kept.
 */
export function useReport(jobId: string) {
  return useQuery({
    queryKey: reportKey(jobId),
    queryFn: ({ signal }) => getReport(jobId, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
