/** What a viewer sees in a cue: each word with the styles on it, and whether its tags are well nested. */
import { tokenizeMarkup } from "@shared/subtitles/markup";
import { applyEffect, type StyleState } from "@shared/subtitles/segments/parts";
import type { SubtitleFormat } from "@shared/subtitles/types";

/** Each visible word as `WORD:styles` (styles sorted, `i`, `b`, `color:FFFF00` …), in order, lines as `/`. */
export function styledWords(text: string, format: SubtitleFormat): string[] {
  const state: StyleState = new Map();
  const words: string[] = [];
  for (const token of tokenizeMarkup(text, format)) {
    if (token.kind === "break") {
      for (const [key, lineScoped] of state) if (lineScoped) state.delete(key);
      words.push("/");
    } else if (token.kind === "tag") for (const effect of token.effects) applyEffect(state, effect);
    else {
      const styles = [...state.keys()].sort().join(",");
      for (const word of token.text.split(/\s+/)) if (word !== "") words.push(`${word}:${styles}`);
    }
  }
  return words;
}

/** SubRip/WebVTT tags close in the reverse order they opened (`<b><i>…</i></b>`). */
export function wellNested(text: string): boolean {
  const open: string[] = [];
  for (const [, closing, name] of text.matchAll(/<(\/?)([a-z]+)[^>]*>/gi)) {
    if (!closing) open.push(name as string);
    else if (open.pop() !== name) return false;
  }
  return open.length === 0;
}
