import type { ExportEncoding, ExportFormat } from "./catalog";
import { FORMATS } from "./catalog";
import { isKnownLanguage, isRightToLeft } from "./languages";
import {
  convertMarkup,
  findUnencodable,
  type SubtitleDocument,
  serializeSubtitle,
  withRtlMarks,
} from "./subtitles";

/**
 * A finished job's two documents: the file as uploaded and the same cues with the translations in place. The server
 * builds them from the stored segments; the client keeps them, so a past result exports offline the same way.
 */
export interface TranslatedDocuments {
  source: SubtitleDocument;
  translated: SubtitleDocument;
}

export interface ExportChoices {
  format: ExportFormat;
  encoding: ExportEncoding;
  include_original: boolean;
  /** Each cue shows the translation and then the original (ASS: a second event at the top, smaller). */
  bilingual?: boolean;
  /** The original lines of a bilingual file in italics. */
  bilingual_italic?: boolean;
  /** A RIGHT-TO-LEFT MARK opens every translated line; unset, it does for a right-to-left target. */
  rtl_marks?: boolean;
  /** The job's target language, which says whether the marks are on by default. */
  target_language: string;
  /** The job's "keep formatting" setting: off drops italics, colours and positions, keeps line breaks. */
  preserve_formatting: boolean;
}

/** A character the chosen encoding cannot hold: the export names them and their cues instead of dropping them. */
export class UnencodableExportError extends Error {
  constructor(detail: string) {
    super(detail);
    this.name = "UnencodableError";
  }
}

/**
 * The translated file's text in the chosen format: timings, cue count and every format-specific field come from the
 * source, only the text changes. Throws UnencodableExportError when the encoding cannot hold a character.
 */
export function exportDocument(documents: TranslatedDocuments, choices: ExportChoices): string {
  const kept = choices.preserve_formatting ? documents.translated : withoutMarkup(documents.translated);
  const document = (choices.rtl_marks ?? isRightToLeft(choices.target_language)) ? withRtlMarks(kept) : kept;
  const source = choices.preserve_formatting ? documents.source : withoutMarkup(documents.source);
  const content = serializeSubtitle(document, choices.format, {
    ...(choices.include_original && { original: documents.source.cues }),
    ...(choices.bilingual && {
      bilingual: { original: source.cues, italic: choices.bilingual_italic === true },
    }),
  });
  assertEncodable(document, content, choices.encoding);
  return content;
}

function withoutMarkup(doc: SubtitleDocument): SubtitleDocument {
  return {
    ...doc,
    cues: doc.cues.map((cue) => ({ ...cue, text: convertMarkup(cue.text, doc.format, "txt") })),
  };
}

function assertEncodable(doc: SubtitleDocument, content: string, encoding: ExportEncoding): void {
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
  throw new UnencodableExportError(`${encoding} cannot hold ${detail}`);
}

/** `movie.en.srt` → `movie.fr.srt`; the source language suffix, when there is one, is replaced. */
export function exportFilename(original: string, target: string, format: ExportFormat): string {
  let base = original.replace(/\.[^./\\]+$/, "");
  const suffix = /\.([a-z]{2,3})(-[a-z]{2})?$/i.exec(base);
  if (suffix?.[1] && isKnownLanguage(suffix[1].toLowerCase())) base = base.slice(0, suffix.index);
  return `${base || "subtitles"}.${target}${FORMATS[format].extension}`;
}
