import { TranslationResult } from "@shared/api/translate";
import { getKeptResult, keepResult } from "../db/history";
import type { KeptResult } from "../db/types";
import { apiRequest } from "./api";

// GET /translate/result/{id}, shared by two features: translate keeps a job's documents when it completes and
// exports from them, history keeps those of past jobs when it syncs, so that every result downloads offline.

export function getTranslationResult(jobId: string, signal?: AbortSignal): Promise<TranslationResult> {
  return apiRequest(`/translate/result/${encodeURIComponent(jobId)}`, { schema: TranslationResult, signal });
}

/**
 * A finished job's documents: the device's copy when it kept one (so a past result downloads offline), else asked
 * of the server once and kept.
 */
export async function loadResult(jobId: string): Promise<KeptResult> {
  const kept = await getKeptResult(jobId);
  if (kept) return kept;
  const result = await getTranslationResult(jobId);
  await keepResult(result);
  return { ...result, kept_at: Date.now() };
}
