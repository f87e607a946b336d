import { JobProgress } from "../../../../shared/api/translate";
import { apiRequest } from "../../../lib/api";

export function getJobProgress(jobId: string, signal?: AbortSignal): Promise<JobProgress> {
  return apiRequest(`/translate/progress/${encodeURIComponent(jobId)}`, { schema: JobProgress, signal });
}
