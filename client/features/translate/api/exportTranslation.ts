import { type ExportRequest, ExportResponse } from "../../../../shared/api/translate";
import { apiRequest } from "../../../lib/api";

export function exportTranslation(request: ExportRequest): Promise<ExportResponse> {
  return apiRequest("/translate/export", { method: "POST", body: request, schema: ExportResponse });
}
