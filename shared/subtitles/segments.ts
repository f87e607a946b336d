import { MAX_LINE_LENGTH, rebreakLines } from "../quality";
import { diag } from "./diagnostics";
import { tokenizeMarkup } from "./markup";
import { karaokeOf } from "./segments/karaoke";
import { type Layout, layoutOf } from "./segments/layout";
import { type CuePart, cueParts } from "./segments/parts";
import { repairTags } from "./segments/repair";
import { isShown } from "./shown";
import type { Cue, Diagnostic, SubtitleDocument, SubtitleFormat } from "./types";

/**
 * A text to translate. A cue gives one segment per part (segments/parts.ts): a dialogue cue one per speaker, a cue
 * whose lines are styled apart one per styled run; others one. Segments come in cue order, a cue's in line order.
 */
export interface Segment {
  cueIndex: number;
  /** Text to translate: markup replaced by `<x id="1"/>` placeholders, line breaks by spaces, no dialogue dash. */
  text: string;
  /** False for empty, music-only, tag-only, ASS Comment and ASS drawing parts: never sent to a provider. */
  translatable: boolean;
  /** False for ASS Comment events, which a player never shows: they are not subtitles and are not counted. */
  shown: boolean;
  /** Source line count of the part, used to re-break the translation. */
  lineCount: number;
  /**
   * Who says it, never part of `text`: the part's SDH label (`JOHN:`), its WebVTT voice (`<v John>`) or its ASS
   * event's Name field. Given to an LLM service as the speaker of the line.
   */
  speaker?: string;
}

/**
 * What a job does with the spans that need no translation (issue 39 item 4): sung lyrics (a part that opens with
 * ♪) are kept as written unless `lyrics` is "translate"; sound descriptions (a part that is all one `[…]` or `(…)`)
 * are translated unless `soundDescriptions` is "keep". A kept part is neither sent nor counted.
 */
export interface SegmentOptions {
  lyrics?: "keep" | "translate";
  soundDescriptions?: "translate" | "keep";
}

interface SourcePart {
  part: CuePart;
  layout: Layout;
  translatable: boolean;
  speaker?: string;
}

// Placeholders as providers hand them back: quotes, spacing and an explicit close tag may vary.
const PLACEHOLDER = /<x\s+id\s*=\s*["']?(\d+)["']?\s*\/?>(?:\s*<\/x>)?/g;
// What is left once music notes and symbols are gone must contain a letter to be worth translating: a part of
// numbers and punctuation only reads the same in every language.
const WORDS = /\p{L}/u;
const LYRICS = /^\s*[♪♫♬]/;
const SOUND = /^\s*(?:\[[^\]]*\]|\([^)]*\))\s*$/;
// A WebVTT voice span's name: `<v Bob>`, `<v.loud Mary Ann>`.
const VOICE = /^<v(?:\.[^\s>]*)?\s([^>]*)>$/;
const MUSIC = /[♪♫♬♩#]/g;
// A dash the service wrote in front of a speaker's words (after any leading placeholders): the source's is put back.
const ADDED_DASH = /^((?:\s*<x\s[^>]*>(?:\s*<\/x>)?)*)\s*[-–—]\s*/;

interface CueSource {
  parts: SourcePart[];
  /** The karaoke timing block a translated cue starts with (segments/karaoke.ts), or "". */
  timing: string;
}

/** Whether a part with words is sent, by what it holds and the job's options. */
function worthSending(visible: string, options: SegmentOptions): boolean {
  if (!WORDS.test(visible.replace(MUSIC, ""))) return false;
  if (options.lyrics !== "translate" && LYRICS.test(visible)) return false;
  return !(options.soundDescriptions === "keep" && SOUND.test(visible));
}

function speakerOf(cue: Cue, part: CuePart): string | undefined {
  if (part.speaker) return part.speaker;
  for (const token of part.tokens) {
    const voice = token.kind === "tag" ? VOICE.exec(token.raw)?.[1]?.trim() : undefined;
    if (voice) return voice;
  }
  return cue.ass?.fields.Name?.trim() || undefined;
}

/** Drawings (`{\p1}m 0 0 l …`) are tags for the tokenizer, so a drawing-only part has no visible text either. */
function sourceParts(cue: Cue, format: SubtitleFormat, options: SegmentOptions = {}): CueSource {
  const all = tokenizeMarkup(cue.text, format);
  // A note is one untranslatable segment: kept as written, whatever its lines hold.
  const { tokens, timing } = isShown(cue) ? karaokeOf(all) : { tokens: all, timing: "" };
  const parts = isShown(cue) ? cueParts(tokens) : [{ tokens, breakBefore: "", dash: "", dashAt: 0 }];
  return {
    timing,
    parts: parts.map((part) => {
      const layout = layoutOf(part);
      const speaker = speakerOf(cue, part);
      return {
        part,
        layout,
        translatable: isShown(cue) && worthSending(layout.visible, options),
        ...(speaker && { speaker }),
      };
    }),
  };
}

/** The texts to translate, in cue order. */
export function extractSegments(doc: SubtitleDocument, options: SegmentOptions = {}): Segment[] {
  return doc.cues.flatMap((cue, cueIndex) =>
    sourceParts(cue, doc.format, options).parts.map(({ layout, translatable, speaker }) => ({
      cueIndex,
      text: layout.text,
      translatable,
      shown: isShown(cue),
      lineCount: layout.lineCount,
      ...(speaker && { speaker }),
    })),
  );
}

const escapeVtt = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
// Placeholders travel through re-breaking as Private Use Area characters, which count as zero width there
// (any such character a provider returns is dropped first: it would be mistaken for a placeholder).
const mark = (id: number) => String.fromCharCode(0xe000 + id);
const MARKS = /[\ue000-\uf8ff]/g;

const idsOf = (text: string) => Array.from(text.matchAll(PLACEHOLDER), (m) => Number(m[1]));

/**
 * The placeholders before the first word of a text, and after its last: runs of placeholders with only spaces
 * between them, from one list of matches (a regular expression anchored at the end would rescan a long run of
 * placeholders from each of them, quadratic in their count).
 */
function edges(text: string): string[] {
  const found = [...text.matchAll(PLACEHOLDER)];
  const spaces = (from: number, to: number) => text.slice(from, to).trim() === "";
  const edge: string[] = [];
  let at = 0;
  for (const match of found) {
    if (!spaces(at, match.index)) break;
    edge.push(`<${match[1]}`);
    at = match.index + match[0].length;
  }
  at = text.length;
  for (let i = found.length - 1; i >= 0; i--) {
    const match = found[i] as RegExpExecArray;
    if (!spaces(match.index + match[0].length, at)) break;
    edge.push(`${match[1]}>`);
    at = match.index;
  }
  return edge;
}

/**
 * True when the translation holds placeholders 1…n, each once, in the source's order, and those that stood before
 * the first word or after the last (a style over the whole text) still do. A tag moved within the words cannot be
 * told from a translation that reorders them.
 */
function keptInPlace(source: string, translation: string): boolean {
  const ids = idsOf(translation);
  const count = idsOf(source).length;
  if (ids.length !== count || !ids.every((id, i) => id === i + 1)) return false;
  const kept = new Set(edges(translation));
  return edges(source).every((edge) => kept.has(edge));
}

/**
 * True when a service's translation of `segment` (a Segment's text) lost or moved its placeholders, so that its
 * markup is repaired when the file is written.
 */
export function needsTagRepair(segment: string, translation: string): boolean {
  return !keptInPlace(segment, translation);
}

/** The source line each translated line came from: lines added to keep within the limit follow their source line. */
const sourceLine = (j: number, lines: number, sourceLines: number) => Math.floor((j * sourceLines) / lines);

/** MicroDVD codes hold for their own line: each one that started a line starts one again. */
function microDvdLines(clean: string, layout: Layout): string[] {
  const starts = new Set(
    layout.placeholders.flatMap((p, i) => (p.leading && p.line > 0 ? [mark(i + 1)] : [])),
  );
  const lines = [""];
  for (const ch of clean) {
    if (starts.has(ch) && (lines[lines.length - 1] as string).trim() !== "") lines.push("");
    lines[lines.length - 1] += ch;
  }
  return lines.map((l) => l.replace(/\s+/g, " ").trim());
}

/** A MicroDVD line broken in two keeps its line's codes on both halves (`{y:i}` and `/` end with their line). */
function repeatLineCodes(lines: string[], layout: Layout): string[] {
  return lines.map((line, j) => {
    const source = sourceLine(j, lines.length, layout.lineCount);
    if (j === 0 || sourceLine(j - 1, lines.length, layout.lineCount) !== source) return line;
    const codes = layout.placeholders
      .flatMap((p, i) => (p.leading && p.line === source && p.lineScoped && p.opens > 0 ? [mark(i + 1)] : []))
      .join("");
    return line.startsWith(codes) ? line : codes + line;
  });
}

/** Puts the speaker's dash first on the line, after the tags that came before it in the source. */
function withDash(line: string, layout: Layout): string {
  if (layout.dash === "") return line;
  let at = 0;
  while (at < line.length) {
    const id = line.charCodeAt(at) - 0xe000;
    if (id < 1 || id > layout.dashAfter) break;
    at++;
  }
  return line.slice(0, at) + layout.dash + line.slice(at);
}

function restore(
  translation: string,
  layout: Layout,
  format: SubtitleFormat,
  maxLength: number,
): { text: string; lost: boolean } {
  const escapeText = format === "vtt" ? escapeVtt : (s: string) => s;
  const own = layout.dash === "" ? translation : translation.replace(ADDED_DASH, "$1");
  const lost = !keptInPlace(layout.text, own);
  const clean = escapeText(
    own.replace(MARKS, "").replace(PLACEHOLDER, (_, id: string) => (lost ? "" : mark(Number(id)))),
  );
  let lines: string[];
  if (lost) lines = repairTags(rebreakLines(clean, layout.lineCount, maxLength), layout, mark);
  else if (format === "sub" && layout.placeholders.some((p) => p.leading && p.line > 0)) {
    lines = microDvdLines(clean, layout);
  } else lines = rebreakLines(clean, layout.lineCount, maxLength);
  if (format === "sub") lines = repeatLineCodes(lines, layout);
  lines[0] = withDash(lines[0] as string, layout);
  const text = lines
    .join("\n")
    .replace(MARKS, (ch) => layout.placeholders[ch.charCodeAt(0) - 0xe001]?.raw ?? "");
  return { text, lost };
}

/** The part as written in the source (its dash back in place). */
function sourceText({ part }: SourcePart): string {
  const raw = (from: number, to?: number) =>
    part.tokens
      .slice(from, to)
      .map((t) => t.raw)
      .join("");
  return raw(0, part.dashAt) + part.dash + raw(part.dashAt);
}

export interface AppliedTranslations {
  document: SubtitleDocument;
  diagnostics: Diagnostic[];
  /** Indexes of the cues whose markup was repaired because the service moved or dropped tags. */
  repaired: number[];
}

/**
 * Writes translations back into a copy of the document. `translations[i]` is the provider's output for segment i
 * of extractSegments(doc) (placeholders included) or null to keep the source text. Markup is restored where the
 * placeholders came back in order; otherwise it is repaired (segments/repair.ts) and a
 * `segments.placeholders_lost` warning says so; a translated karaoke cue keeps one timing tag, at its start
 * (segments/karaoke.ts). Each part is re-broken to its source's line count (one more line where a line would pass
 * `maxLineLength`); a speaker's dash comes first on their line. Timings and cue count never change.
 */
export function applyTranslations(
  doc: SubtitleDocument,
  translations: readonly (string | null)[],
  options: { maxLineLength?: number } & SegmentOptions = {},
): AppliedTranslations {
  const sources = doc.cues.map((cue) => sourceParts(cue, doc.format, options));
  const count = sources.reduce((n, source) => n + source.parts.length, 0);
  if (translations.length !== count) {
    throw new Error(`applyTranslations: ${translations.length} translations for ${count} segments`);
  }
  const maxLength = options.maxLineLength ?? MAX_LINE_LENGTH;
  const diagnostics: Diagnostic[] = [];
  const repaired: number[] = [];
  let next = 0;
  const cues = doc.cues.map((cue, i) => {
    let changed = false;
    let lost = false;
    const { parts, timing } = sources[i] as CueSource;
    const texts = parts.map((source) => {
      const translation = translations[next++];
      const { layout } = source;
      if (
        translation === null ||
        translation === undefined ||
        translation === layout.text ||
        !source.translatable
      )
        return source.part.breakBefore + sourceText(source);
      changed = true;
      // A source that already runs past the limit keeps its own width: the limit is about what the target needs.
      const restored = restore(translation, layout, doc.format, Math.max(maxLength, layout.widest));
      lost ||= restored.lost;
      return source.part.breakBefore + restored.text;
    });
    if (!changed) return cue;
    if (lost) {
      repaired.push(i);
      const message =
        "The translation service moved or dropped formatting tags; they were put back around the same words, or around the line that held them";
      diagnostics.push(diag("warning", "segments.placeholders_lost", cue.line, message, { cue: i + 1 }));
    }
    return { ...cue, text: timing + texts.join("") };
  });
  return { document: { ...doc, cues }, diagnostics, repaired };
}
