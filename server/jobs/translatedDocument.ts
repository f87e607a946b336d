import { applyCueEdits } from "@shared/cueEdits";
import { maxLineLength } from "@shared/quality";
import { applyTranslations, extractSegments, type SubtitleDocument } from "@shared/subtitles";
import type { Knex } from "knex";
import type { DocumentCache } from "../files/documents";
import { type CueEdit, loadCueEdits } from "./cueEdits";
import { segmentTranslations } from "./plan";
import type { JobRow } from "./repository";
import { loadJobSource } from "./source";
import { loadSegments } from "./store";

export interface TranslatedDocument {
  /** The job's file as uploaded (collapsed when the job collapses rolling captions). */
  source: SubtitleDocument;
  /** The same cues, timings and format fields with the stored translations, then the review's edits, in place of the text. */
  translated: SubtitleDocument;
  /** The review editor's edits and re-translations, already in `translated`. */
  edits: CueEdit[];
}

/**
 * The one way to read a job's translated document: the source is parsed again and only the text changes, re-broken
 * to the source's line count, within the target language's line length (shared/quality.ts) where it can; the cues
 * edited or re-translated in the review take their edit's text. Undefined when the file is gone.
 */
export async function loadTranslatedDocument(
  db: Knex,
  documents: DocumentCache,
  job: Pick<JobRow, "id" | "file_id" | "target_language" | "collapse_rolling">,
): Promise<TranslatedDocument | undefined> {
  const source = await loadJobSource(db, documents, job);
  if (!source) return undefined;
  const byText = new Map((await loadSegments(db, job.id)).map((s) => [s.source_text, s.translated_text]));
  const translations = segmentTranslations(extractSegments(source), byText);
  const applied = applyTranslations(source, translations, {
    maxLineLength: maxLineLength(job.target_language),
  }).document;
  const edits = await loadCueEdits(db, job.id);
  return { source, translated: applyCueEdits(applied, edits), edits };
}
