import type { ExportRequest, ExportResponse } from "../../shared/api/translate";
import { FORMATS } from "../../shared/catalog";
import { ErrorCode } from "../../shared/errors";
import { isKnownLanguage } from "../../shared/languages";
import { planAllowsFormat } from "../../shared/plans";
import {
  convertMarkup,
  findUnencodable,
  type OutputFormat,
  type SubtitleDocument,
  serializeSubtitle,
} from "../../shared/subtitles";
import type { Db } from "../db";
import { AppError } from "../errors";
import { findOwnedJob } from "../jobs/repository";
import { loadTranslatedDocument } from "../jobs/translatedDocument";
import type { Owner } from "../policies/owner";
import { planOf } from "../policies/plan";

/**
 * Builds the translated file from the stored per-text translations: the source is parsed again, so timings, cue
 * count and every format-specific field come from the original, and only the text changes.
 */
export async function exportTranslation(db: Db, owner: Owner, input: ExportRequest): Promise<ExportResponse> {
  const job = await findOwnedJob(db, owner, input.job_id);
  const plan = await planOf(db, owner);
  if (!planAllowsFormat(plan, input.format)) {
    throw new AppError(
      ErrorCode.formatNotInPlan,
      `The ${plan.id} plan exports ${plan.formats.join(" and ")} files: upgrade to export ${input.format}`,
    );
  }
  if (job.status !== "completed") {
    throw new AppError(ErrorCode.jobNotCompleted, `No translation available: the job is ${job.status}`);
  }
  const loaded = await loadTranslatedDocument(db, job);
  if (!loaded) throw new AppError(ErrorCode.notFound, "The subtitle file is no longer available");
  const { source, translated } = loaded;
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
  throw new AppError(ErrorCode.unencodableCharacters, `${encoding} cannot hold ${detail}`);
}

/** `movie.en.srt` → `movie.fr.srt`; the source language suffix, when there is one, is replaced. */
export function exportFilename(original: string, target: string, format: OutputFormat): string {
  let base = original.replace(/\.[^./\\]+$/, "");
  const suffix = /\.([a-z]{2,3})(-[a-z]{2})?$/i.exec(base);
  if (suffix?.[1] && isKnownLanguage(suffix[1].toLowerCase())) base = base.slice(0, suffix.index);
  return `${base || "subtitles"}.${target}${FORMATS[format].extension}`;
}
