import { applyCueEdits } from "@shared/cueEdits";
import { writesWithoutSpaces } from "@shared/languages";
import { maxLineLength } from "@shared/quality";
import {
  applyTranslations,
  extractSegments,
  type SegmentOptions,
  type SubtitleDocument,
  spreadUnits,
  type TranslationUnit,
  translationUnits,
} from "@shared/subtitles";
import type { Knex } from "knex";
import type { DocumentCache } from "../files/documents";
import { type CueEdit, loadCueEdits } from "./cueEdits";
import { segmentOptionsOf } from "./options";
import { segmentTranslations } from "./plan";
import type { JobRow } from "./repository";
import { loadJobSource } from "./source";
import { loadSegments } from "./store";

export interface TranslatedDocument {
  /** The job's file as uploaded (collapsed when the job collapses rolling captions). */
  source: SubtitleDocument;
  /** The same cues, timings and format fields with the stored translations, then the review's edits, in place of the text. */
  translated: SubtitleDocument;
  /** The cues translated together as one sentence: 0-based cue indexes, a group per sentence. */
  joined: number[][];
  /** The review editor's edits and re-translations, already in `translated`. */
  edits: CueEdit[];
  /** Cue indexes whose translation lacks a glossary term's target (`glossary_miss`). */
  glossaryMisses: number[];
  /** The texts the job sent (segments, or sentences joined over several cues), with their cues. */
  units: TranslationUnit[];
}

/** What of a job says how its stored translations make its document. */
export type TranslatedJob = Pick<
  JobRow,
  | "id"
  | "file_id"
  | "source_language"
  | "target_language"
  | "collapse_rolling"
  | "sentence_aware"
  | "lyrics"
  | "sound_descriptions"
>;

/**
 * The one way to read a job's translated document: the source is parsed again and only the text changes, re-broken
 * to the source's line count, within the target language's line length (shared/quality.ts) where it can; the cues
 * edited or re-translated in the review take their edit's text. Undefined when the file is gone.
 */
export async function loadTranslatedDocument(
  db: Knex,
  documents: DocumentCache,
  job: TranslatedJob,
): Promise<TranslatedDocument | undefined> {
  const source = await loadJobSource(db, documents, job);
  if (!source) return undefined;
  const stored = await loadSegments(db, job.id);
  const byText = new Map(stored.map((s) => [s.source_text, s.translated_text]));
  const missed = new Set(stored.flatMap((s) => (s.glossary_miss ? [s.source_text] : [])));
  const edits = await loadCueEdits(db, job.id);
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
  return { source, translated: applyCueEdits(translated, edits), joined, edits, glossaryMisses, units };
}

/**
 * The source's cues with the translations of their texts in place (the job's stored ones, or the CLI's), the
 * cues translated together as one sentence when sentence-aware, and the texts that were sent (units).
 */
export function withTranslations(
  source: SubtitleDocument,
  translatedByText: ReadonlyMap<string, string>,
  targetLanguage: string,
  sentenceAware: boolean,
  options: SegmentOptions = {},
): Pick<TranslatedDocument, "translated" | "joined" | "units"> {
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
