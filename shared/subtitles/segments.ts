import { MAX_LINE_LENGTH, rebreakLines } from "../quality";
import { diag } from "./diagnostics";
import { type TagRole, tokenizeMarkup } from "./markup";
import type { Cue, Diagnostic, SubtitleDocument, SubtitleFormat } from "./types";

export interface Segment {
  /** One segment per cue, same order as doc.cues. */
  cueIndex: number;
  /** Text to translate: markup replaced by `<x id="1"/>` placeholders, line breaks by spaces. */
  text: string;
  /** False for empty, music-only, tag-only, ASS Comment and ASS drawing cues: never sent to a provider. */
  translatable: boolean;
  /** Source line count, used to re-break the translation. */
  lineCount: number;
}

interface Placeholder {
  raw: string;
  role: TagRole;
  /** Index of the source line this placeholder starts (MicroDVD `{y:i}` is line-scoped), else -1. */
  startsLine: number;
}

interface Layout {
  text: string;
  lineCount: number;
  placeholders: Placeholder[];
  /** Visible text only, to decide what is worth translating. */
  visible: string;
  /** Length of the longest visible source line. */
  widest: number;
}

const placeholder = (id: number) => `<x id="${id}"/>`;
// Placeholders as providers hand them back: quotes, spacing and an explicit close tag may vary.
const PLACEHOLDER = /<x\s+id\s*=\s*["']?(\d+)["']?\s*\/?>(?:\s*<\/x>)?/g;
// What is left once music notes and symbols are gone must contain a letter or digit to be worth translating.
const WORDS = /[\p{L}\p{N}]/u;
const MUSIC = /[♪♫♬♩#]/g;

function layoutOf(cue: Cue, format: SubtitleFormat): Layout {
  const placeholders: Placeholder[] = [];
  let text = "";
  let visible = "";
  let lineCount = 1;
  let atLineStart = true;
  let lastRole: TagRole | null = null;
  let widest = 0;
  let lineWidth = 0;
  for (const token of tokenizeMarkup(cue.text, format)) {
    if (token.kind === "tag") {
      const prev = placeholders[placeholders.length - 1];
      if (prev && lastRole === token.role) prev.raw += token.raw;
      else {
        placeholders.push({ raw: token.raw, role: token.role, startsLine: atLineStart ? lineCount - 1 : -1 });
        text += placeholder(placeholders.length);
      }
      lastRole = token.role;
      continue;
    }
    lastRole = null;
    if (token.kind === "break") {
      text += " ";
      visible += " ";
      lineCount++;
      atLineStart = true;
      lineWidth = 0;
    } else {
      text += token.text;
      visible += token.text;
      atLineStart = false;
      lineWidth += token.text.length;
      widest = Math.max(widest, lineWidth);
    }
  }
  return { text, lineCount, placeholders, visible, widest };
}

/** Drawings (`{\p1}m 0 0 l …`) are tags for the tokenizer, so a drawing-only cue has no visible text either. */
function isTranslatable(cue: Cue, layout: Layout): boolean {
  if (cue.ass?.kind === "Comment") return false;
  return WORDS.test(layout.visible.replace(MUSIC, ""));
}

/** The texts to translate, one per cue. */
export function extractSegments(doc: SubtitleDocument): Segment[] {
  return doc.cues.map((cue, cueIndex) => {
    const layout = layoutOf(cue, doc.format);
    return {
      cueIndex,
      text: layout.text,
      translatable: isTranslatable(cue, layout),
      lineCount: layout.lineCount,
    };
  });
}

const escapeVtt = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
// Placeholders travel through re-breaking as Private Use Area characters, which count as zero width there
// (any such character a provider returns is dropped first: it would be mistaken for a placeholder).
const mark = (id: number) => String.fromCharCode(0xe000 + id);
const MARKS = /[\ue000-\uf8ff]/g;

/** True when the translation holds placeholders 1…n, each once, in the source's order. */
function keptInOrder(translation: string, count: number): boolean {
  const ids = Array.from(translation.matchAll(PLACEHOLDER), (m) => Number(m[1]));
  return ids.length === count && ids.every((id, i) => id === i + 1);
}

function restore(
  translation: string,
  layout: Layout,
  format: SubtitleFormat,
  maxLength: number,
): { text: string; lost: boolean } {
  const escapeText = format === "vtt" ? escapeVtt : (s: string) => s;
  const lost = !keptInOrder(translation, layout.placeholders.length);
  const clean = escapeText(
    translation.replace(MARKS, "").replace(PLACEHOLDER, (_, id: string) => (lost ? "" : mark(Number(id)))),
  );
  const anchored = layout.placeholders.filter((p) => p.startsLine > 0);
  let lines: string[];
  if (!lost && format === "sub" && anchored.length > 0) {
    // MicroDVD codes hold for their own line: each one that started a line starts one again.
    const starts = new Set(anchored.map((p) => mark(layout.placeholders.indexOf(p) + 1)));
    lines = [""];
    for (const ch of clean) {
      if (starts.has(ch) && (lines[lines.length - 1] as string).trim() !== "") lines.push("");
      lines[lines.length - 1] += ch;
    }
    lines = lines.map((l) => l.replace(/\s+/g, " ").trim());
  } else lines = rebreakLines(clean, layout.lineCount, maxLength);
  if (lost) {
    const lead = layout.placeholders.filter((p) => p.role !== "close" && p.startsLine <= 0).map((p) => p.raw);
    const tail = layout.placeholders.filter((p) => p.role === "close" && p.startsLine <= 0).map((p) => p.raw);
    for (const p of anchored) {
      if (p.startsLine < lines.length) lines[p.startsLine] = p.raw + lines[p.startsLine];
      else lead.push(p.raw);
    }
    lines[0] = lead.join("") + lines[0];
    lines[lines.length - 1] += tail.join("");
  }
  const text = lines
    .join("\n")
    .replace(MARKS, (ch) => layout.placeholders[ch.charCodeAt(0) - 0xe001]?.raw ?? "");
  return { text, lost };
}

/**
 * Writes translations back into a copy of the document. `translations[i]` is the provider's output for segment i
 * (placeholders included) or null to keep the source text. Markup is restored where the placeholders came back in
 * order; otherwise it is put around the whole text and a `segments.placeholders_lost` warning says so. The text is
 * re-broken to the source's line count. Timings and cue count never change.
 */
export function applyTranslations(
  doc: SubtitleDocument,
  translations: readonly (string | null)[],
  options: { maxLineLength?: number } = {},
): { document: SubtitleDocument; diagnostics: Diagnostic[] } {
  if (translations.length !== doc.cues.length) {
    throw new Error(`applyTranslations: ${translations.length} translations for ${doc.cues.length} cues`);
  }
  const maxLength = options.maxLineLength ?? MAX_LINE_LENGTH;
  const diagnostics: Diagnostic[] = [];
  const cues = doc.cues.map((cue, i) => {
    const translation = translations[i];
    if (translation === null || translation === undefined) return cue;
    const layout = layoutOf(cue, doc.format);
    if (translation === layout.text || !isTranslatable(cue, layout)) return cue;
    // A source that already runs past the limit keeps its own width: the limit is about what the target needs.
    const { text, lost } = restore(translation, layout, doc.format, Math.max(maxLength, layout.widest));
    if (lost) {
      const message =
        "The translation service moved or dropped formatting tags; they were put around the whole cue";
      diagnostics.push(diag("warning", "segments.placeholders_lost", cue.line, message, { cue: i + 1 }));
    }
    return { ...cue, text };
  });
  return { document: { ...doc, cues }, diagnostics };
}
