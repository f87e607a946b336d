import type { MutationCallbacks } from "@client/lib/queryClient";
import { type ExportedFile, exportKeptResult } from "@client/lib/subtitleWorker";
import { loadEditedResult } from "@client/lib/translationResult";
import type { ExportRequest } from "@shared/api/translate";
import { useMutation } from "@tanstack/react-query";

/**
 * The translated file in the chosen format and encoding, written on the device from the job's kept documents
 * (fetched once when not kept yet) and the review's edits: the same text as POST /translate/export, and it works
 * offline, edits made offline included.
 */
export async function exportResult({ job_id, ...choices }: ExportRequest): Promise<ExportedFile> {
  const result = await loadEditedResult(job_id);
  return exportKeptResult(result, choices);
}

/** What to do with the file (download it) is the caller's `onSuccess`. */
export function useExportResult(callbacks: MutationCallbacks<ExportedFile, ExportRequest> = {}) {
  return useMutation({ mutationFn: exportResult, ...callbacks });
}
