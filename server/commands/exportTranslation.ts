import type { ExportRequest, ExportResponse } from "../../shared/api/translate";
import { ErrorCode } from "../../shared/errors";
import { isKnownLanguage } from "../../shared/languages";
import { maxLineLength } from "../../shared/quality";
import {
  applyTranslations,
  convertMarkup,
  extractSegments,
  findUnencodable,
  type OutputFormat,
  type SubtitleDocument,
  serializeSubtitle,
} from "../../shared/subtitles";
import type { Db } from "../db";
import { AppError, NotFoundError } from "../errors";
import { segmentTranslations } from "../jobs/plan";
import { loadJobDocument } from "../jobs/source";
import { loadSegments } from "../jobs/store";
import type { Owner } from "../policies/owner";
import { findOwnedJob } from "../routes/translate/repository";

/**
 * Builds the translated file from the stored per-text translations: the source is parsed again, so timings, cue
 * count and every format-specific field come from the original, and only the text changes.
 */
export async function exportTranslation(db: Db, owner: Owner, input: ExportRequest): Promise<ExportResponse> {
  const job = await findOwnedJob(db, owner, input.job_id);
  if (job.status !== "completed") {
    throw new AppError(409, ErrorCode.jobNotCompleted, `No translation available: the job is ${job.status}`);
  }
  const source = await loadJobDocument(db, job.file_id);
  if (!source) throw new NotFoundError("The subtitle file is no longer available");

  const byText = new Map((await loadSegments(db, job.id)).map((s) => [s.source_text, s.translated_text]));
  const translations = segmentTranslations(extractSegments(source), byText);
  // Re-broken to the source's line count, within the target language's line length (shared/quality.ts) where it can.
  const translated = applyTranslations(source, translations, {
    maxLineLength: maxLineLength(job.target_language),
  }).document;
  const document = job.preserve_formatting ? translated : withoutMarkup(translated);
  const format: OutputFormat = input.format;
  const content = serializeSubtitle(
    document,
    format,
    input.include_original ? { original: source.cues } : {},
  );

  assertEncodable(document, content, input.encoding);
  return {
    content,
    filename: exportFilename(job.original_filename, job.target_language, format),
    encoding: input.encoding,
  };
}

/** "Keep formatting" off: italics, colours and positions are dropped, line breaks kept. */
function withoutMarkup(doc: SubtitleDocument): SubtitleDocument {
  return {
    ...doc,
    cues: doc.cues.map((cue) => ({ ...cue, text: convertMarkup(cue.text, doc.format, "txt") })),
  };
}

/** Names every character the encoding cannot hold and the cues it appears in, instead of dropping it silently. */
function assertEncodable(doc: SubtitleDocument, content: string, encoding: ExportRequest["encoding"]): void {
  if (findUnencodable(content, encoding).length === 0) return;
  const cuesByChar = new Map<string, number[]>();
  doc.cues.forEach((cue, i) => {
    for (const found of findUnencodable(cue.text, encoding)) {
      const cues = cuesByChar.get(found.char) ?? [];
      if (cues[cues.length - 1] !== i + 1) cues.push(i + 1);
      cuesByChar.set(found.char, cues);
    }
  });
  const listed = [...cuesByChar].map(
    ([char, cues]) =>
      `"${char}" (cue${cues.length > 1 ? "s" : ""} ${cues.slice(0, 10).join(", ")}${cues.length > 10 ? "…" : ""})`,
  );
  const detail = listed.length > 0 ? listed.join(", ") : "characters outside the subtitle text";
  throw new AppError(422, ErrorCode.unencodableCharacters, `${encoding} cannot hold ${detail}`);
}

/** `movie.en.srt` → `movie.fr.srt`; the source language suffix, when there is one, is replaced. */
export function exportFilename(original: string, target: string, format: OutputFormat): string {
  let base = original.replace(/\.[^./\\]+$/, "");
  const suffix = /\.([a-z]{2,3})(-[a-z]{2})?$/i.exec(base);
  if (suffix?.[1] && isKnownLanguage(suffix[1].toLowerCase())) base = base.slice(0, suffix.index);
  const extension = format === "subviewer" ? "sub" : format;
  return `${base || "subtitles"}.${target}.${extension}`;
}
