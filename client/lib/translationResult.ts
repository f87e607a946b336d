import { TranslationResult } from "@shared/api/translate";
import { applyCueEdits } from "@shared/cueEdits";
import { cueEditsOf } from "../db/cueEdits";
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

/**
 * The documents every export on the device writes: the kept result with the review's edits of this device on top
 * (those the server stored are in the kept result already, and on the device too), offline as well.
 */
export async function loadEditedResult(jobId: string): Promise<KeptResult> {
  const [result, edits] = await Promise.all([loadResult(jobId), cueEditsOf(jobId)]);
  return { ...result, translated: applyCueEdits(result.translated, edits) };
}
