import { TranslationJob } from "../../../../shared/api/translate";
import { apiRequest } from "../../../lib/api";

export function getJobStatus(jobId: string, signal?: AbortSignal): Promise<TranslationJob> {
  return apiRequest(`/translate/status/${encodeURIComponent(jobId)}`, { schema: TranslationJob, signal });
}
