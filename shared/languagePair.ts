import type { ServiceId } from "./catalog";
import { isKnownLanguage, serviceSupports } from "./languages";

export type LanguagePairProblem =
  | "unknown_source_language"
  | "unknown_target_language"
  | "same_language"
  | "source_not_supported"
  | "target_not_supported";

/**
 * Why a service cannot translate source → target; empty when it can. "auto" passes: the server resolves it to
 * the language detected at upload before the job starts. Used by the client's pickers and by the server alike.
 */
export function languagePairProblems(
  source: string,
  target: string,
  service: ServiceId,
): LanguagePairProblem[] {
  const problems: LanguagePairProblem[] = [];
  const auto = source === "auto";
  if (!auto && !isKnownLanguage(source)) problems.push("unknown_source_language");
  if (!isKnownLanguage(target)) problems.push("unknown_target_language");
  if (problems.length > 0) return problems;
  if (source === target) problems.push("same_language");
  if (!auto && !serviceSupports(service, source)) problems.push("source_not_supported");
  if (!serviceSupports(service, target)) problems.push("target_not_supported");
  return problems;
}
