import { scanClockTime, scanEnd } from "../timecode";

/** Stands in `[Events]` section lines for "the next cue", so unknown lines keep their place between events. */
export const ASS_EVENT_SLOT = "\u0000event";

const names = (list: string) => list.split(" ");

export const ASS_EVENT_FORMAT = names("Layer Start End Style Name MarginL MarginR MarginV Effect Text");
export const SSA_EVENT_FORMAT = ["Marked", ...ASS_EVENT_FORMAT.slice(1)];
export const ASS_STYLE_FORMAT = names(
  "Name Fontname Fontsize PrimaryColour SecondaryColour OutlineColour BackColour Bold Italic Underline StrikeOut " +
    "ScaleX ScaleY Spacing Angle BorderStyle Outline Shadow Alignment MarginL MarginR MarginV Encoding",
);
export const SSA_STYLE_FORMAT = names(
  "Name Fontname Fontsize PrimaryColour SecondaryColour TertiaryColour BackColour Bold Italic BorderStyle Outline " +
    "Shadow Alignment MarginL MarginR MarginV AlphaLevel Encoding",
);

/** `Format: a, b, c` → ["a", "b", "c"] (a wrapped line's line break is a space). */
export function parseFormatLine(line: string): string[] {
  return line
    .slice(line.indexOf(":") + 1)
    .split(",")
    .map((f) => f.trim())
    .filter((f) => f !== "");
}

/**
 * The fields events are read and written by after an `[Events]` Format line: its own, or the flavour's standard
 * ones when it names no Start, End or Text (a misspelt `Strat` would otherwise give every event a time of -1).
 * The reader and the writer both ask this, so each event is written back in the fields it was read in.
 */
export function eventFieldsOf(line: string, ssa: boolean): { fields: string[]; usable: boolean } {
  const fields = parseFormatLine(line);
  const usable = fields.includes("Start") && fields.includes("End") && fields.includes("Text");
  return { fields: usable ? fields : standardEventFields(ssa), usable };
}

export const standardEventFields = (ssa: boolean) => (ssa ? SSA_EVENT_FORMAT : ASS_EVENT_FORMAT);

/**
 * Splits `Kind: v1,v2,…,rest` into `count` values; the last one keeps its commas (it is the Text field).
 * Values are not trimmed, so they are written back as they were. Returns null when there are too few.
 */
export function splitValues(line: string, from: number, count: number): string[] | null {
  const values: string[] = [];
  let p = from;
  for (let k = 0; k < count - 1; k++) {
    const comma = line.indexOf(",", p);
    if (comma < 0) return null;
    values.push(line.slice(p, comma));
    p = comma + 1;
  }
  values.push(line.slice(p));
  return values;
}

/** `H:MM:SS.cc` (any hour digits, 1–3 fraction digits) in `s[from, to)`, spaces around allowed → ms, or -1. */
export function parseAssTime(s: string, from = 0, to = s.length): number {
  let a = from;
  let b = to;
  while (a < b && s.charCodeAt(a) === 32) a++;
  while (b > a && s.charCodeAt(b - 1) === 32) b--;
  const ms = scanClockTime(s, a, b);
  return ms >= 0 && scanEnd === b ? ms : -1;
}

/** ms → `H:MM:SS.cc`, rounded to the centisecond the format holds. */
export function formatAssTime(ms: number): string {
  const cs = Math.max(0, Math.round(ms / 10));
  const h = Math.floor(cs / 360000);
  const m = Math.floor(cs / 6000) % 60;
  const s = Math.floor(cs / 100) % 60;
  const f = cs % 100;
  return `${h}:${m < 10 ? "0" : ""}${m}:${s < 10 ? "0" : ""}${s}.${f < 10 ? "0" : ""}${f}`;
}
