import { type StartTranslationBody, TranslationJob } from "../../../../shared/api/translate";
import { apiRequest } from "../../../lib/api";

export function startTranslation(fileId: string, body: StartTranslationBody): Promise<TranslationJob> {
  return apiRequest("/translate/start", {
    method: "POST",
    query: { file_id: fileId },
    body,
    schema: TranslationJob,
  });
}
