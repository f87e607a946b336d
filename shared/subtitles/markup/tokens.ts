export type StyleKey = "i" | "b" | "u" | "s";

/** What a tag does, independent of the format that wrote it, so it can be written in another format. */
export type Effect =
  /** `scope: "line"` styles end at the next line break (MicroDVD `{y:i}`), others run until turned off. */
  | { type: "style"; key: StyleKey; on: boolean; scope?: "line" }
  /** `rgb` is "RRGGBB", null goes back to the default colour. */
  | { type: "color"; rgb: string | null; scope?: "line" }
  /** Everything back to the default style (ASS `\r`). */
  | { type: "reset" }
  /** Visible text a tag stands for in plain output (ASS `\h` → no-break space, ruby readings → brackets). */
  | { type: "literal"; text: string };

/**
 * open: starts formatting (goes at the start of a line when re-applied), close: ends it,
 * neutral: positions, comments, unknown tags.
 */
export type TagRole = "open" | "close" | "neutral";

export type MarkupToken =
  | { kind: "text"; raw: string; text: string }
  | { kind: "break"; raw: string }
  | { kind: "tag"; raw: string; effects: Effect[]; role: TagRole };

export function roleOf(effects: readonly Effect[], raw: string): TagRole {
  let open = false;
  let close = false;
  for (const e of effects) {
    if (e.type === "style") {
      if (e.on) open = true;
      else close = true;
    } else if (e.type === "color") {
      if (e.rgb === null) close = true;
      else open = true;
    } else if (e.type === "reset") close = true;
  }
  if (open) return "open";
  if (close || raw.startsWith("</")) return "close";
  return "neutral";
}

/** Appends text to the token list, merging with a preceding text token. */
export function pushText(tokens: MarkupToken[], raw: string, text: string = raw): void {
  if (raw === "") return;
  const last = tokens[tokens.length - 1];
  if (last?.kind === "text") {
    last.raw += raw;
    last.text += text;
  } else tokens.push({ kind: "text", raw, text });
}

const NAMED_COLORS: Record<string, string> = {
  white: "FFFFFF",
  black: "000000",
  red: "FF0000",
  lime: "00FF00",
  green: "008000",
  blue: "0000FF",
  yellow: "FFFF00",
  cyan: "00FFFF",
  aqua: "00FFFF",
  magenta: "FF00FF",
  fuchsia: "FF00FF",
  silver: "C0C0C0",
  gray: "808080",
  grey: "808080",
  orange: "FFA500",
};

/** "#rgb", "#rrggbb", "rrggbb" or a CSS colour name → "RRGGBB"; null when not understood. */
export function parseCssColor(value: string): string | null {
  const v = value.trim().toLowerCase();
  const named = NAMED_COLORS[v];
  if (named) return named;
  const hex = v.startsWith("#") ? v.slice(1) : v;
  if (!/^[0-9a-f]+$/.test(hex)) return null;
  if (hex.length === 6) return hex.toUpperCase();
  if (hex.length === 3) return hex.replace(/./g, "$&$&").toUpperCase();
  return null;
}

/** ASS and MicroDVD write colours blue-green-red. */
export function swapRgbBgr(hex6: string): string {
  return hex6.slice(4, 6) + hex6.slice(2, 4) + hex6.slice(0, 2);
}

/** WebVTT's default colour classes (WebVTT spec, "default classes"). */
export const VTT_COLOR_CLASSES: Record<string, string> = {
  white: "FFFFFF",
  lime: "00FF00",
  cyan: "00FFFF",
  red: "FF0000",
  yellow: "FFFF00",
  magenta: "FF00FF",
  blue: "0000FF",
  black: "000000",
};

/**
 * `text.indexOf(char, from)` for a tokenizer that only moves forward: a search resumes from the last one's answer,
 * so looking again and again for a character that is rare or absent (a run of unclosed `<`) costs one pass over
 * the text, not one per opener.
 */
export function forwardSearch(text: string, char: string): (from: number) => number {
  let found = -2;
  return (from) => {
    // The last search started at or before `from`: an answer at or after `from`, or none, holds for it too.
    if (found === -1 || found >= from) return found;
    found = text.indexOf(char, from);
    return found;
  };
}
