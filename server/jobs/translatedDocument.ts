import { applyCueEdits } from "@shared/cueEdits";
import type { SubtitleDocument, TranslationUnit } from "@shared/subtitles";
import { documentFromTexts } from "@shared/translation/document";
import type { Knex } from "knex";
import type { DocumentCache } from "../files/documents";
import { type CueEdit, loadCueEdits } from "./cueEdits";
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
  const { translated, joined, units, glossaryMisses } = documentFromTexts(
    source,
    await loadSegments(db, job.id),
    job,
  );
  const edits = await loadCueEdits(db, job.id);
  return { source, translated: applyCueEdits(translated, edits), joined, edits, glossaryMisses, units };
}
