// Public API of the subtitle engine: the CLI, the browser worker and the server import only from here.
import { assForOtherFormats } from "./ass/forOtherFormats";
import { bilingualDocument } from "./bilingual";
import { decodeBytes } from "./decode";
import { detectFormat, extensionFormat } from "./detect";
import { diag, emptyFile, noCues } from "./diagnostics";
import type { Utf8Damage } from "./encoding/utf8Damage";
import { parseAss } from "./parse/ass";
import { parseMicroDvd } from "./parse/microdvd";
import { parseSbv } from "./parse/sbv";
import { parseSrt } from "./parse/srt";
import { parseSubViewer } from "./parse/subviewer";
import { parseVtt } from "./parse/vtt";
import { serializeAss, serializeSsa } from "./serialize/ass";
import { serializeMicroDvd } from "./serialize/microdvd";
import { serializeSbv } from "./serialize/sbv";
import { serializeSrt } from "./serialize/srt";
import { serializeSubViewer } from "./serialize/subviewer";
import { serializeTxt } from "./serialize/txt";
import { serializeVtt } from "./serialize/vtt";
import { isBlank, type SourceText } from "./text";
import type {
  Diagnostic,
  OutputFormat,
  ParseOptions,
  ParseResult,
  SerializeOptions,
  SubtitleDocument,
  SubtitleFormat,
  TextEncodingName,
} from "./types";

export { detectFormat, extensionFormat } from "./detect";
export { hasErrors } from "./diagnostics";
export { encodeSubtitle, findUnencodable, type UnencodableChar, UnencodableError } from "./encode";
export { convertMarkup } from "./markup";
export { interpretCueSettings, type VttCueSettings } from "./parse/vttSettings";
export { collapseRolling, isRollingCaptions } from "./rolling";
export { RLM, restoreRtlPunctuation, withRtlMarks } from "./rtl";
export {
  applyTranslations,
  extractSegments,
  needsTagRepair,
  type Segment,
  type SegmentOptions,
} from "./segments";
export { spreadUnits, type TranslationUnit, translationUnits } from "./sentences";
export { countShown, isShown } from "./shown";
export type * from "./types";

type Parser = (
  text: SourceText,
  options: ParseOptions,
) => { document: SubtitleDocument; diagnostics: Diagnostic[] };
type Serializer = (doc: SubtitleDocument, options: SerializeOptions) => string;

const PARSERS: Record<SubtitleFormat, Parser> = {
  srt: parseSrt,
  vtt: parseVtt,
  sbv: parseSbv,
  ass: parseAss,
  ssa: parseAss,
  sub: parseMicroDvd,
  subviewer: parseSubViewer,
};

const SERIALIZERS: Record<OutputFormat, Serializer> = {
  srt: serializeSrt,
  vtt: serializeVtt,
  sbv: serializeSbv,
  txt: serializeTxt,
  ass: serializeAss,
  ssa: serializeSsa,
  sub: serializeMicroDvd,
  subviewer: serializeSubViewer,
};

/**
 * Decodes (bytes), detects the format (unless forced) and parses. Never throws: anything unreadable is a
 * diagnostic, and a file without a readable cue carries an error with code "no_cues", or only "empty_file" when
 * it holds no text at all.
 */
export function parseSubtitle(input: string | Uint8Array, options: ParseOptions = {}): ParseResult {
  let text: SourceText;
  let encoding: TextEncodingName = "utf-8";
  let bom = false;
  // What the bytes' encoding tells, said before the parser's own diagnostics, as it may explain them.
  let encodingNote: Diagnostic | undefined;
  const fallbackFormat = options.format ?? extensionFormat(options.filename) ?? "srt";
  const failed = (diagnostics: Diagnostic[]): ParseResult => ({
    format: fallbackFormat,
    cues: [],
    encoding,
    bom,
    diagnostics,
  });
  try {
    if (typeof input === "string") {
      bom = input.charCodeAt(0) === 0xfeff;
      text = bom ? input.slice(1) : input;
    } else {
      const decoded = decodeBytes(input);
      text = decoded;
      ({ encoding, bom } = decoded);
      if (decoded.damage) encodingNote = damagedUtf8(decoded.damage);
      else if (decoded.guessed) encodingNote = guessedEncoding(encoding);
      // Control bytes make a file look binary (a VobSub .sub), but text with NULs, once one stray byte makes it
      // other than UTF-8, looks binary too: only a file in which nothing reads as subtitles is refused.
      if (decoded.binary && detectFormat(decoded, options.filename) === null) {
        return failed([
          diag("error", "binary_file", 0, "This is a binary file, not a text subtitle"),
          noCues("subtitle"),
        ]);
      }
    }
    // Nothing any format could hold: "unknown format" and "no cues" would both be true and say less.
    if (pieces(text).every((piece) => isBlank(piece, 0, piece.length))) return failed([emptyFile()]);
    const format = options.format ?? detectFormat(text, options.filename);
    if (format !== null) {
      const { document, diagnostics } = PARSERS[format](text, options);
      if (encodingNote) diagnostics.unshift(encodingNote);
      // A format the caller forces is its choice; a detected one that the name contradicts is worth a word.
      const named = options.format === undefined ? extensionFormat(options.filename) : null;
      if (options.filename && named !== null && family(named) !== family(document.format)) {
        diagnostics.unshift(misnamed(options.filename, document.format));
      }
      return withSource(document, encoding, bom, diagnostics);
    }
    const unknown = diag(
      "error",
      "unknown_format",
      0,
      "The file does not look like any supported subtitle format",
    );
    const hinted = extensionFormat(options.filename);
    if (hinted === null) return failed([unknown, noCues("subtitle")]);
    // A .srt whose every timing is broken is still an SRT file to its author: read in its extension's format,
    // the diagnostics name the broken lines, where "unknown format" alone tells nothing.
    const { document, diagnostics } = PARSERS[hinted](text, options);
    if (encodingNote) diagnostics.unshift(encodingNote);
    diagnostics.unshift(unknown);
    return withSource(document, encoding, bom, diagnostics);
  } catch (error) {
    return failed([
      diag("error", "internal_error", 0, `The parser failed: ${String(error)}`),
      noCues("subtitle"),
    ]);
  }
}

function pieces(text: SourceText): readonly string[] {
  return typeof text === "string" ? [text] : text.pieces;
}

/** Formats one file extension stands for: `.ass` files hold SSA too, `.sub` files MicroDVD or SubViewer. */
function family(format: SubtitleFormat): string {
  if (format === "ssa") return "ass";
  return format === "subviewer" ? "sub" : format;
}

/** A `.vtt` file that holds SubRip (renamed by hand, or by a tool) is read as what it holds, and told so. */
function misnamed(filename: string, format: SubtitleFormat): Diagnostic {
  const extension = filename.slice(filename.lastIndexOf(".") + 1).toLowerCase();
  const name = format.toUpperCase();
  const message = `The file name ends in .${extension}, but it holds ${name} subtitles; they are read as ${name}`;
  return diag("info", "format.extension_mismatch", 0, message, { extension, format: name });
}

function damagedUtf8({ invalid, line }: Utf8Damage): Diagnostic {
  const message = `${invalid} byte sequence(s) are not valid UTF-8 (a cut or damaged file); they are shown as \uFFFD`;
  return diag("warning", "encoding.invalid_utf8", line, message, { count: invalid });
}

function guessedEncoding(encoding: TextEncodingName): Diagnostic {
  const message = `The file is not in UTF-8; its text was read as ${encoding}, the likeliest encoding for its bytes. If letters look wrong, convert the file to UTF-8`;
  return diag("info", "encoding.guessed", 0, message, { encoding });
}

/** The parse result: the parser's fresh document with what decoding found. Completed in place, as an object
 * spread takes a slow generic path that a small file's parse measurably pays for. */
function withSource(
  doc: SubtitleDocument,
  encoding: TextEncodingName,
  bom: boolean,
  diagnostics: Diagnostic[],
): ParseResult {
  const result = doc as ParseResult;
  result.encoding = encoding;
  result.bom = bom;
  result.diagnostics = diagnostics;
  return result;
}

/** Writes a document in `format`, converting markup from the document's own format. */
export function serializeSubtitle(
  doc: SubtitleDocument,
  format: OutputFormat,
  options: SerializeOptions = {},
): string {
  const ass = format === "ass" || format === "ssa";
  // ASS writes the original as an event of its own; every other format below the translation, in the same cue.
  const document = options.bilingual && !ass ? bilingualDocument(doc, options.bilingual) : doc;
  const [visible, visibleOptions] = ass ? [document, options] : assForOtherFormats(document, options);
  return SERIALIZERS[format](visible, visibleOptions);
}

/** Duration in milliseconds: the latest cue end (0 without cues). */
export function subtitleDuration(doc: SubtitleDocument): number {
  let end = 0;
  for (const cue of doc.cues) if (cue.end > end) end = cue.end;
  return end;
}
