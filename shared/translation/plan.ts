import type { Segment } from "../subtitles";

/** A segment, or a sentence joined over several cues (shared/subtitles/sentences.ts) that stands for each of them. */
export type Unit = Segment & { cueIndexes?: readonly number[] };

/** One text to translate, shared by every segment that carries it. */
export interface DistinctText {
  /** Position among the job's distinct texts (first appearance order): the job_segments key. */
  idx: number;
  text: string;
  /** The server's SHA-256 of the text (its job_segments and cache key); the device needs none and passes the text. */
  hash: string;
  /** The cue of each segment that carries it (a cue saying it twice is listed twice). */
  cueIndexes: number[];
  /** Position of its first segment among the file's segments. */
  segmentIndex: number;
  /** Who says it (its first segment's speaker), for an LLM. */
  speaker?: string;
}

export interface TranslationPlan {
  distinct: DistinctText[];
  /** Shown cues with nothing to translate (empty, music-only, tag-only): processed from the start. */
  untranslatedCues: number;
  /** Shown cues: ASS Comment events are kept in the file but are not subtitles. */
  totalCues: number;
  /** How many segments each cue with something to translate sends: a cue is processed when all of them are. */
  segmentsPerCue: Map<number, number>;
}

/**
 * Groups the translatable units by identical text, so each distinct text is sent (and paid for) once. A sentence
 * joined over several cues is one unit that counts for each of its cues. The server's runner and the device's
 * engine plan the same way; `hash` is given because shared code has no digest of its own.
 */
export function planTranslation(segments: readonly Unit[], hash: (text: string) => string): TranslationPlan {
  const byText = new Map<string, DistinctText>();
  const segmentsPerCue = new Map<number, number>();
  const shownCues = new Set<number>();
  segments.forEach((segment, segmentIndex) => {
    const cues = segment.cueIndexes ?? [segment.cueIndex];
    if (segment.shown) for (const cue of cues) shownCues.add(cue);
    if (!segment.translatable) return;
    let entry = byText.get(segment.text);
    if (!entry) {
      const text = segment.text;
      entry = {
        idx: byText.size,
        text,
        hash: hash(text),
        cueIndexes: [],
        segmentIndex,
        ...(segment.speaker && { speaker: segment.speaker }),
      };
      byText.set(segment.text, entry);
    }
    for (const cue of cues) {
      entry.cueIndexes.push(cue);
      segmentsPerCue.set(cue, (segmentsPerCue.get(cue) ?? 0) + 1);
    }
  });
  return {
    distinct: [...byText.values()],
    untranslatedCues: shownCues.size - segmentsPerCue.size,
    totalCues: shownCues.size,
    segmentsPerCue,
  };
}

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const step = Math.max(1, Math.floor(size));
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += step) out.push(items.slice(i, i + step));
  return out;
}

/** Per-unit translations for spreadUnits: null keeps the source text (untranslatable units). */
export function segmentTranslations(
  segments: readonly Unit[],
  translatedByText: ReadonlyMap<string, string>,
): (string | null)[] {
  return segments.map((s) => (s.translatable ? (translatedByText.get(s.text) ?? null) : null));
}
