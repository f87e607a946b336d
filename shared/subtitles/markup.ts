import { tokenizeAss } from "./markup/ass";
import { tokenizeHtml } from "./markup/html";
import { tokenizeMicroDvd } from "./markup/microdvd";
import { renderAss, renderHtml, renderMicroDvd, renderPlain } from "./markup/render";
import type { MarkupToken } from "./markup/tokens";
import type { OutputFormat, SubtitleFormat } from "./types";

export type { Effect, MarkupToken, TagRole } from "./markup/tokens";

/** Formats that share one markup language; converting within a family leaves the text untouched. */
function family(format: OutputFormat): "srt" | "vtt" | "ass" | "sub" | "plain" {
  switch (format) {
    case "srt":
    case "vtt":
    case "sub":
      return format;
    case "ass":
    case "ssa":
      return "ass";
    default:
      // SBV, SubViewer 2.0 and txt define no inline markup, so nothing is written in them (see tokenizeMarkup).
      return "plain";
  }
}

/**
 * Splits cue text (model form: `\n` line breaks, markup as written in `format`) into text, line breaks
 * and tags. Joining every token's `raw` gives the text back exactly.
 */
export function tokenizeMarkup(text: string, format: SubtitleFormat): MarkupToken[] {
  switch (family(format)) {
    case "srt":
      return tokenizeHtml(text, false);
    case "vtt":
      return tokenizeHtml(text, true);
    case "ass":
      return tokenizeAss(text, format === "ssa");
    case "sub":
      return tokenizeMicroDvd(text);
    default:
      // SBV and SubViewer define none, but their writers put SubRip's tags in them (YouTube, Gaupol): read as
      // SubRip, `<i>` is italics in every format, where it used to be italics in SRT and literal text in WebVTT.
      return tokenizeHtml(text, false);
  }
}

/**
 * Rewrites cue text from one format's markup to another's: `<i>` ↔ `{\i1}…{\i0}` ↔ `{y:i}`, `<font color>`
 * ↔ `{\c&HBBGGRR&}` ↔ `{c:$BBGGRR}` ↔ VTT colour classes. Tags the target cannot express are dropped;
 * plain targets (txt, SBV, SubViewer) keep text only. Line breaks stay `\n` characters in every format
 * (serializers write them as `\N`, `|`, `[br]`).
 */
export function convertMarkup(text: string, from: SubtitleFormat, to: OutputFormat): string {
  const target = family(to);
  if (from === to || (family(from) === target && target !== "plain")) return text;
  const tokens = tokenizeMarkup(text, from);
  switch (target) {
    case "srt":
      return renderHtml(tokens, false);
    case "vtt":
      return renderHtml(tokens, true);
    case "ass":
      return renderAss(tokens);
    case "sub":
      return renderMicroDvd(tokens);
    default:
      return renderPlain(tokens);
  }
}
