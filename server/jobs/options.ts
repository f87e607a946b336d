import type { GlossaryTerm } from "@shared/glossary";
import { isRightToLeft } from "@shared/languages";
import {
  collapseRolling,
  extractSegments,
  restoreRtlPunctuation,
  type SegmentOptions,
  type SubtitleDocument,
  type TranslationUnit,
  translationUnits,
} from "@shared/subtitles";
import type { TranslationContext } from "../providers/types";
import type { JobRow } from "./repository";

/** The job's own options (issue 39) as the segment engine and the providers take them, from its row. */

export type Formality = "formal" | "informal";

export function segmentOptionsOf(job: Pick<JobRow, "lyrics" | "sound_descriptions">): SegmentOptions {
  return {
    ...(job.lyrics === "translate" && { lyrics: "translate" }),
    ...(job.sound_descriptions === "keep" && { soundDescriptions: "keep" }),
  };
}

export function glossaryOf(job: Pick<JobRow, "glossary">): GlossaryTerm[] {
  return job.glossary ? (JSON.parse(job.glossary) as GlossaryTerm[]) : [];
}

export function formalityOf(job: Pick<JobRow, "speaker_formality">): Record<string, Formality> {
  return job.speaker_formality ? (JSON.parse(job.speaker_formality) as Record<string, Formality>) : {};
}

/**
 * The document a job translates of its file's: collapsed into clean cues when the job collapses rolling captions,
 * and, from a right-to-left language, with the punctuation old players needed at the line's start put back at its
 * end (shared/subtitles/rtl.ts), so that the runner, the export and the job's counts read the same cues.
 */
export function jobDocument(
  doc: SubtitleDocument,
  job: { collapse_rolling: boolean | number; source_language?: string },
): SubtitleDocument {
  const collapsed = job.collapse_rolling ? collapseRolling(doc) : doc;
  return job.source_language && isRightToLeft(job.source_language)
    ? restoreRtlPunctuation(collapsed)
    : collapsed;
}

/** The texts a job sends of its document: the segments its options leave in, joined into sentences when asked. */
export function jobSegments(
  doc: SubtitleDocument,
  options: { sentenceAware: boolean; segmentOptions: SegmentOptions },
): TranslationUnit[] {
  return translationUnits(doc, extractSegments(doc, options.segmentOptions), options.sentenceAware);
}

/**
 * What a job's texts are sent with besides the neighbouring lines (its description, genre, glossary, speakers'
 * formality), which is also part of their key in the translation cache (store.ts cacheKeyOf).
 */
export function jobContextOf(job: {
  context?: string | null;
  genre?: string | null;
  glossary: readonly GlossaryTerm[];
  formality: Record<string, Formality>;
}): TranslationContext {
  return {
    ...(job.context && { description: job.context }),
    ...(job.genre && { genre: job.genre }),
    ...(job.glossary.length > 0 && { glossary: [...job.glossary] }),
    ...(Object.keys(job.formality).length > 0 && { formality: job.formality }),
  };
}

/** The columns of a job's row its context is made of (and so its texts' key in the translation cache). */
export type JobContextColumns = Pick<JobRow, "context" | "genre" | "glossary" | "speaker_formality">;

/**
 * The context of a job's texts from its row: the runner reads it of the job, the estimate of the row a start would
 * insert (commands/startTranslation.ts contextColumns), so both look the cache up under the same key.
 */
export function contextOfJob(job: JobContextColumns): TranslationContext {
  return jobContextOf({ ...job, glossary: glossaryOf(job), formality: formalityOf(job) });
}
