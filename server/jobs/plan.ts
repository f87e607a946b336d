import { hash } from "node:crypto";
import { planTranslation as planTexts, type TranslationPlan, type Unit } from "@shared/translation/plan";

export {
  chunk,
  type DistinctText,
  segmentTranslations,
  type TranslationPlan,
} from "@shared/translation/plan";

export function hashText(text: string): string {
  return hash("sha256", text, "hex");
}

/** The shared plan (shared/translation/plan.ts) with each text's SHA-256, the key of job_segments and the cache. */
export function planTranslation(segments: readonly Unit[]): TranslationPlan {
  return planTexts(segments, hashText);
}
