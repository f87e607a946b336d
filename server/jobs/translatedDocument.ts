import { maxLineLength } from "@shared/quality";
import { applyTranslations, extractSegments, type SubtitleDocument } from "@shared/subtitles";
import type { Knex } from "knex";
import type { DocumentCache } from "../files/documents";
import { segmentOptionsOf } from "./options";
import { segmentTranslations } from "./plan";
import type { JobRow } from "./repository";
import { loadJobSource } from "./source";
import { loadSegments } from "./store";

export interface TranslatedDocument {
  /** The job's file as uploaded (collapsed when the job collapses rolling captions). */
  source: SubtitleDocument;
  /** The same cues, timings and format fields with the stored translations in place of the text. */
  translated: SubtitleDocument;
  /** Cue indexes whose translation lacks a glossary term's target (`glossary_miss`). */
  glossaryMisses: number[];
}

/**
 * The one way to read a job's translated document: the source is parsed again and only the text changes, re-broken
 * to the source's line count, within the target language's line length (shared/quality.ts) where it can. Undefined when the
 * file is gone.
 */
export async function loadTranslatedDocument(
  db: Knex,
  documents: DocumentCache,
  job: Pick<
    JobRow,
    "id" | "file_id" | "target_language" | "collapse_rolling" | "lyrics" | "sound_descriptions"
  >,
): Promise<TranslatedDocument | undefined> {
  const source = await loadJobSource(db, documents, job);
  if (!source) return undefined;
  const stored = await loadSegments(db, job.id);
  const byText = new Map(stored.map((s) => [s.source_text, s.translated_text]));
  const missed = new Set(stored.flatMap((s) => (s.glossary_miss ? [s.source_text] : [])));
  const options = segmentOptionsOf(job);
  const segments = extractSegments(source, options);
  const translations = segmentTranslations(segments, byText);
  const translated = applyTranslations(source, translations, {
    maxLineLength: maxLineLength(job.target_language),
    ...options,
  }).document;
  const glossaryMisses = [
    ...new Set(segments.flatMap((s) => (s.translatable && missed.has(s.text) ? [s.cueIndex] : []))),
  ];
  return { source, translated, glossaryMisses };
}
