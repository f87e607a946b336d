import { useMutation } from "@tanstack/react-query";
import { type ExportRequest, ExportResponse } from "../../../../shared/api/translate";
import { apiRequest } from "../../../lib/api";
import type { MutationCallbacks } from "../../../lib/queryClient";

export function exportTranslation(request: ExportRequest): Promise<ExportResponse> {
  return apiRequest("/translate/export", { method: "POST", body: request, schema: ExportResponse });
}

/** Builds the translated file on the server; what to do with it (encode, download) is the caller's `onSuccess`. */
export function useExportTranslation(callbacks: MutationCallbacks<ExportResponse, ExportRequest> = {}) {
  return useMutation({ mutationFn: exportTranslation, ...callbacks });
}
