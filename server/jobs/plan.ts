import { hash } from "node:crypto";
import type { Segment } from "../../shared/subtitles";

/** One text to translate, shared by every cue that carries it. */
export interface DistinctText {
  /** Position among the job's distinct texts (first appearance order): the job_segments key. */
  idx: number;
  text: string;
  hash: string;
  cueIndexes: number[];
}

export interface TranslationPlan {
  distinct: DistinctText[];
  /** Cues never sent to a provider (empty, music-only, tag-only): processed from the start. */
  untranslatedCues: number;
  totalCues: number;
}

export function hashText(text: string): string {
  return hash("sha256", text, "hex");
}

/** Groups the translatable segments by identical text, so each distinct text is sent (and paid for) once. */
export function planTranslation(segments: readonly Segment[]): TranslationPlan {
  const byText = new Map<string, DistinctText>();
  let untranslatedCues = 0;
  for (const segment of segments) {
    if (!segment.translatable) {
      untranslatedCues++;
      continue;
    }
    let entry = byText.get(segment.text);
    if (!entry) {
      entry = { idx: byText.size, text: segment.text, hash: hashText(segment.text), cueIndexes: [] };
      byText.set(segment.text, entry);
    }
    entry.cueIndexes.push(segment.cueIndex);
  }
  return { distinct: [...byText.values()], untranslatedCues, totalCues: segments.length };
}

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const step = Math.max(1, Math.floor(size));
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += step) out.push(items.slice(i, i + step));
  return out;
}

/** Per-cue translations for applyTranslations: null keeps the source text (untranslatable cues). */
export function cueTranslations(
  segments: readonly Segment[],
  translatedByText: ReadonlyMap<string, string>,
): (string | null)[] {
  return segments.map((s) => (s.translatable ? (translatedByText.get(s.text) ?? null) : null));
}
