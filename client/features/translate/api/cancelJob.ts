import { TranslationJob } from "../../../../shared/api/translate";
import { apiRequest } from "../../../lib/api";

export function cancelJob(jobId: string): Promise<TranslationJob> {
  return apiRequest(`/translate/job/${encodeURIComponent(jobId)}`, {
    method: "DELETE",
    schema: TranslationJob,
  });
}
