import { isRightToLeft, writesWithoutSpaces } from "../languages";
import { maxLineLength } from "../quality";
import {
  applyTranslations,
  collapseRolling,
  extractSegments,
  restoreRtlPunctuation,
  type SegmentOptions,
  type SubtitleDocument,
  spreadUnits,
  type TranslationUnit,
  translationUnits,
} from "../subtitles";
import { segmentTranslations } from "./plan";

// A job's document, what it sends of it and how its translations go back in: one implementation for the server's
// runner and export, the CLI and the device's own translation (issue 39 item 8).

/** The job's own options (issue 39) as the segment engine takes them, from its row or the device's choices. */
export function segmentOptionsOf(job: {
  lyrics?: string | null;
  sound_descriptions?: string | null;
}): SegmentOptions {
  return {
    ...(job.lyrics === "translate" && { lyrics: "translate" }),
    ...(job.sound_descriptions === "keep" && { soundDescriptions: "keep" }),
  };
}

/**
 * The document a job translates: the file's, collapsed into clean cues when the job collapses rolling captions, and,
 * from a right-to-left language, with the punctuation old players needed at the line's start put back at its end
 * (shared/subtitles/rtl.ts), so that the runner, the export and the job's counts read the same cues.
 */
export function jobSource(
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

/** A document with its translations in place, as every export reads it. */
export interface TranslationsInPlace {
  /** The same cues, timings and format fields with the translations in place of the text. */
  translated: SubtitleDocument;
  /** The cues translated together as one sentence: 0-based cue indexes, a group per sentence. */
  joined: number[][];
  /** The texts the job sent (segments, or sentences joined over several cues), with their cues. */
  units: TranslationUnit[];
}

/**
 * The source's cues with the translations of their texts in place (the job's stored ones, the CLI's or the
 * device's), re-broken to the source's line count within the target language's line length (shared/quality.ts)
 * where it can, the cues translated together as one sentence when sentence-aware, and the texts that were sent.
 */
export function withTranslations(
  source: SubtitleDocument,
  translatedByText: ReadonlyMap<string, string>,
  targetLanguage: string,
  sentenceAware: boolean,
  options: SegmentOptions = {},
): TranslationsInPlace {
  const segments = extractSegments(source, options);
  const units = translationUnits(source, segments, sentenceAware);
  // A sentence's translation is cut between words, or between characters in a language written without spaces.
  const translations = spreadUnits(
    source,
    segments,
    units,
    segmentTranslations(units, translatedByText),
    writesWithoutSpaces(targetLanguage),
  );
  const translated = applyTranslations(source, translations, {
    maxLineLength: maxLineLength(targetLanguage),
    ...options,
  }).document;
  const joined = units.filter((u) => u.cueIndexes.length > 1).map((u) => u.cueIndexes);
  return { translated, joined, units };
}

/** A text a job sent and what it keeps of it: the server's job_segments row, or the device's. */
export interface KeptText {
  source_text: string;
  translated_text: string;
  glossary_miss?: boolean | number;
}

/**
 * A job's document from what it kept per text (the server's stored rows, the device's checked answers): the
 * translations in place (withTranslations) and the cues whose translation lacks a glossary term's target.
 */
export function documentFromTexts(
  source: SubtitleDocument,
  kept: readonly KeptText[],
  job: {
    target_language: string;
    sentence_aware: boolean | number;
    lyrics?: string | null;
    sound_descriptions?: string | null;
  },
): TranslationsInPlace & { glossaryMisses: number[] } {
  const byText = new Map(kept.map((k) => [k.source_text, k.translated_text]));
  const missed = new Set(kept.flatMap((k) => (k.glossary_miss ? [k.source_text] : [])));
  const { translated, joined, units } = withTranslations(
    source,
    byText,
    job.target_language,
    Boolean(job.sentence_aware),
    segmentOptionsOf(job),
  );
  const glossaryMisses = [
    ...new Set(units.flatMap((u) => (u.translatable && missed.has(u.text) ? u.cueIndexes : []))),
  ];
  return { translated, joined, units, glossaryMisses };
}
