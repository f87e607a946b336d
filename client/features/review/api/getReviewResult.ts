import { mergeServerCueEdits } from "@client/db/cueEdits";
import { getKeptResult, keepResult } from "@client/db/history";
import { isUnsent } from "@client/lib/api";
import { getTranslationResult, loadResult } from "@client/lib/translationResult";
import type { TranslationResult } from "@shared/api/translate";
import { useQuery } from "@tanstack/react-query";

export const reviewResultKey = (jobId: string) => ["jobs", jobId, "review"] as const;

/**
 * The job's documents for the review: the server's, when it answers (with the edits of the account's other devices
 * and its re-translations, which the device then keeps), else the device's kept copy, so the review opens offline.
 */
export async function getReviewResult(jobId: string): Promise<TranslationResult> {
  try {
    const result = await getTranslationResult(jobId);
    await keepResult(result);
    await mergeServerCueEdits(jobId, result.edits ?? []);
    return result;
  } catch (error) {
    const kept = isUnsent(error) ? await getKeptResult(jobId) : undefined;
    if (kept) return kept;
    if (isUnsent(error)) return loadResult(jobId);
    throw error;
  }
}

export function useReviewResult(jobId: string) {
  return useQuery({
    queryKey: reviewResultKey(jobId),
    queryFn: () => getReviewResult(jobId),
    staleTime: Infinity,
  });
}
