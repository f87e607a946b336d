import { type MarkupToken, tokenizeMarkup } from "./markup";
import { isShown } from "./shown";
import type { SubtitleDocument, SubtitleFormat } from "./types";

/** U+200F RIGHT-TO-LEFT MARK: a line that starts with it is laid out right to left whatever its first letter. */
export const RLM = "\u200F";

// Marks and embeddings that already set a line's direction: a line starting with one gets no second mark.
const DIRECTION_MARKS = new Set([
  "\u200E",
  "\u200F",
  "\u061C",
  "\u202A",
  "\u202B",
  "\u202D",
  "\u202E",
  "\u2067",
]);

/** Rebuilds a cue's text with `edit` applied to each line's tokens (breaks and tags as written). */
function editLines(text: string, format: SubtitleFormat, edit: (line: MarkupToken[]) => void): string {
  const lines: MarkupToken[][] = [[]];
  const breaks: string[] = [];
  for (const token of tokenizeMarkup(text, format)) {
    if (token.kind === "break") {
      breaks.push(token.raw);
      lines.push([]);
    } else (lines[lines.length - 1] as MarkupToken[]).push(token);
  }
  return lines
    .map((line, i) => {
      edit(line);
      return (i > 0 ? breaks[i - 1] : "") + line.map((t) => t.raw).join("");
    })
    .join("");
}

function firstWords(line: MarkupToken[]): Extract<MarkupToken, { kind: "text" }> | undefined {
  return line.find(
    (t): t is Extract<MarkupToken, { kind: "text" }> => t.kind === "text" && t.text.trim() !== "",
  );
}

/**
 * Every line with words gets a RIGHT-TO-LEFT MARK before its first character, after the tags that open the line
 * (MicroDVD's `{y:i}` only works there): players then put a line's leading and trailing punctuation on the side a
 * right-to-left reader expects. ASS comments are not shown and are left as they are.
 */
export function withRtlMarks(doc: SubtitleDocument): SubtitleDocument {
  const cues = doc.cues.map((cue) => {
    if (!isShown(cue)) return cue;
    const text = editLines(cue.text, doc.format, (line) => {
      const words = firstWords(line);
      if (!words || DIRECTION_MARKS.has(words.raw.trimStart()[0] ?? "")) return;
      words.raw = RLM + words.raw;
    });
    return text === cue.text ? cue : { ...cue, text };
  });
  return { ...doc, cues };
}

// Sentence punctuation that old players showed on the wrong side of a right-to-left line, so that files were
// written with it moved to the line's start (`.ادامه بديد`); the Arabic comma and question mark included.
const MOVED = new Set([".", "!", "?", "؟", "،", ",", ":", ";", "…"]);
// The line's words are right to left: Arabic (Persian and Urdu too), Hebrew, Syriac, Thaana, N'Ko.
const RTL_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;
const DASH = new Set(["-", "–", "—"]);

/**
 * A line of a right-to-left source whose sentence punctuation was moved to its start for old players has it put
 * back at its logical end (after the last word), so the translation service reads a sentence that ends where it
 * should. A line that already ends with punctuation, and a speaker's leading dash, are left in place.
 */
export function restoreRtlPunctuation(doc: SubtitleDocument): SubtitleDocument {
  const cues = doc.cues.map((cue) => {
    if (!isShown(cue)) return cue;
    const text = editLines(cue.text, doc.format, (line) => {
      const first = firstWords(line);
      if (!first) return;
      const lead = first.raw.length - first.raw.trimStart().length;
      let at = lead;
      if (DASH.has(first.raw[at] ?? "")) at += 1;
      while (first.raw[at] === " ") at++;
      let end = at;
      while (MOVED.has(first.raw[end] ?? "")) end++;
      if (end === at) return;
      const rest = first.raw.slice(end).trimStart();
      if (!RTL_LETTER.test(rest[0] ?? "")) return;
      const words = line.filter((t): t is Extract<MarkupToken, { kind: "text" }> => t.kind === "text");
      const last = words.findLast((t) => t.text.trim() !== "") as Extract<MarkupToken, { kind: "text" }>;
      const tail = last === first ? rest : last.raw;
      if (MOVED.has(tail.trimEnd().slice(-1))) return;
      const punctuation = first.raw.slice(at, end);
      first.raw = first.raw.slice(0, at) + rest;
      const trimmed = last.raw.trimEnd();
      last.raw = trimmed + punctuation + last.raw.slice(trimmed.length);
    });
    return text === cue.text ? cue : { ...cue, text };
  });
  return { ...doc, cues };
}
