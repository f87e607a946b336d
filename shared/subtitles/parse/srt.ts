import { checkCues } from "../checks";
import { diag, noCues } from "../diagnostics";
import { isBlank, isIntegerLine, normalizedPieces, type SourceText, skipSpaces, wholeText } from "../text";
import { scanCanonicalTime, scanClockTime, scanEnd } from "../timecode";
import type { Cue, Diagnostic, ParseOptions, SubtitleDocument } from "../types";
import { readCanonicalSrt } from "./srtFast";

/** A timing line that lost its arrow or one of its characters. */
const TIMING_LIKE = /^\s*\d{1,3}:\d{1,2}:\d{1,2}[,.:]?\d*\s*-+\s*(?:>\s*)?\d/;

/**
 * SubRip reader, liberal in what it accepts: indexes optional or non-numeric, `,` `.` or `:` before 1–3 fraction
 * digits, no fraction, hours above 99, coordinates after the timing (kept in `settings`), text lines that follow a
 * blank line without a new index+timing stay in the cue, a timing line right after text starts a new cue.
 * A single indexOf scanner over the text: no per-line strings, one slice per cue text.
 */
export function parseSrt(
  input: SourceText,
  _options: ParseOptions = {},
): { document: SubtitleDocument; diagnostics: Diagnostic[] } {
  const text = normalizedPieces(input);
  const canonical = readCanonicalSrt(text);
  if (canonical === null) return readSrtLines(wholeText(text));
  const diagnostics: Diagnostic[] = [];
  checkCues(canonical, diagnostics);
  return { document: { format: "srt", cues: canonical }, diagnostics };
}

/** The general, line-by-line reader (every liberal rule); `s` is already normalised. Exported for tests. */
export function readSrtLines(s: string): { document: SubtitleDocument; diagnostics: Diagnostic[] } {
  const n = s.length;
  const cues: Cue[] = [];
  const diagnostics: Diagnostic[] = [];

  let arrow = s.indexOf("-->");
  let pos = 0;
  let lineNo = 0;
  // The two previous lines: p1 (start/end/number/blank), p2 only as "blank".
  let p1s = 0;
  let p1e = 0;
  let p1line = 0;
  let p1blank = true;
  let p1timing = false;
  let p2blank = true;
  let cue: Cue | null = null;
  let textStart = -1;
  let textEnd = -1;
  let textEndBeforeP1 = -1;
  let p1InText = false;
  let junkLine = 0;
  /** The previous line is a number alone after a blank line, taken as text of the open cue so far. */
  const lostIndex = () => p1InText && !p1blank && !p1timing && p2blank && isIntegerLine(s, p1s, p1e);
  const closeBeforeLostIndex = (open: Cue): null => {
    diagnostics.push(
      diag("error", "srt.missing_timing", p1line, "Cue without a timing line; its text is skipped", {
        index: s.slice(p1s, p1e).trim(),
      }),
    );
    return close(s, open, textStart, textEndBeforeP1, cues);
  };
  /** The line s[ls, le) becomes the previous line of the next one. */
  const remember = (ls: number, le: number, blank: boolean, timing: boolean) => {
    p2blank = p1blank;
    p1s = ls;
    p1e = le;
    p1line = lineNo;
    p1blank = blank;
    p1timing = timing;
  };

  while (pos <= n) {
    let le = s.indexOf("\n", pos);
    if (le === -1) le = n;
    const ls = pos;
    lineNo++;
    pos = le + 1;
    const blank = ls === le || (s.charCodeAt(ls) <= 32 && isBlank(s, ls, le));
    let timing = false;
    if (!blank) {
      if (arrow !== -1 && arrow < ls) arrow = s.indexOf("-->", ls);
      const afterIndex = !p1blank && !p1timing && isIntegerLine(s, p1s, p1e);
      let malformed: boolean;
      if (arrow !== -1 && arrow < le) {
        timing = readTiming(s, ls, le);
        malformed = !timing && (cue === null || p1blank || p1timing || afterIndex);
      } else {
        // No "-->" at all, but where a timing belongs and shaped like one ("00:00:01,000 -> 00:00:03,500").
        malformed = afterIndex && p2blank && TIMING_LIKE.test(s.slice(ls, le));
      }
      if (malformed) {
        const col = failColumn(s, ls, le);
        diagnostics.push(
          diag(
            "error",
            "srt.bad_timing",
            lineNo,
            "Unreadable timing line; the cue is skipped",
            { text: s.slice(ls, le).trim() },
            col,
          ),
        );
        // The text under it is the skipped cue's, not text before the first cue.
        if (junkLine === 0) junkLine = -1;
        if (cue !== null)
          cue = close(
            s,
            cue,
            textStart,
            p1InText && isIntegerLine(s, p1s, p1e) ? textEndBeforeP1 : textEnd,
            cues,
          );
        remember(ls, le, false, true);
        p1InText = false;
        continue;
      }
    }
    if (!timing) {
      if (!blank) {
        // "index / text" without a timing line: a cue lost its timing. Close the current cue before the index.
        if (cue !== null && lostIndex()) cue = closeBeforeLostIndex(cue);
        if (cue !== null) {
          if (textStart < 0) textStart = ls;
          textEndBeforeP1 = textEnd;
          textEnd = le;
          p1InText = true;
        } else {
          if (junkLine === 0 && cues.length === 0 && !isIntegerLine(s, ls, le)) junkLine = lineNo;
          p1InText = false;
        }
      } else {
        // An index alone between blank lines (or at the end) is a cue that lost its timing and its text.
        if (cue !== null && lostIndex()) cue = closeBeforeLostIndex(cue);
        p1InText = false;
      }
      remember(ls, le, blank, false);
      continue;
    }

    // A timing line: the previous line is this cue's index when it is a number or stands alone after a blank line.
    let id: string | undefined;
    let cueLine = lineNo;
    if (!p1blank && !p1timing && (p2blank || isIntegerLine(s, p1s, p1e))) {
      id =
        s.charCodeAt(p1s) > 32 && s.charCodeAt(p1e - 1) > 32 ? s.slice(p1s, p1e) : s.slice(p1s, p1e).trim();
      cueLine = p1line;
      if (p1InText) textEnd = textEndBeforeP1;
      else if (junkLine === p1line) junkLine = 0;
    }
    if (cue !== null) close(s, cue, textStart, textEnd, cues);
    if (junkLine > 0 && cues.length === 0) {
      diagnostics.push(diag("warning", "srt.ignored_text", junkLine, "Text before the first cue is ignored"));
    }
    junkLine = -1;
    cue = { start: timing_.start, end: timing_.end, text: "", line: cueLine, id };
    if (timing_.rest < le) {
      const settings = s.slice(timing_.rest, le).trim();
      if (settings.length > 0) cue.settings = settings;
    }
    textStart = -1;
    textEnd = -1;
    remember(ls, le, false, true);
    p1InText = false;
  }
  if (cue !== null) {
    if (lostIndex()) closeBeforeLostIndex(cue);
    else close(s, cue, textStart, textEnd, cues);
  }

  if (cues.length === 0) diagnostics.push(noCues("SubRip"));
  else checkCues(cues, diagnostics);
  return { document: { format: "srt", cues }, diagnostics };
}

/** Pushes the cue with its text s[textStart, end) and returns null, the "no open cue" state. */
function close(s: string, cue: Cue, textStart: number, end: number, cues: Cue[]): null {
  cue.text = textStart < 0 || end <= textStart ? "" : s.slice(textStart, end);
  if (cue.id === String(cues.length + 1)) cue.id = undefined;
  cues.push(cue);
  return null;
}

/** Result of the last successful readTiming (a module-level object, so nothing is allocated per line). */
const timing_ = { start: 0, end: 0, rest: 0 };

function scanTime(s: string, i: number, end: number): number {
  const t = scanCanonicalTime(s, i, end);
  return t >= 0 ? t : scanClockTime(s, i, end);
}

function readTiming(s: string, ls: number, le: number): boolean {
  const a = scanTime(s, skipSpaces(s, ls, le), le);
  if (a < 0) return false;
  let p = skipSpaces(s, scanEnd, le);
  if (s.charCodeAt(p) !== 45 || s.charCodeAt(p + 1) !== 45 || s.charCodeAt(p + 2) !== 62) return false;
  p = skipSpaces(s, p + 3, le);
  const b = scanTime(s, p, le);
  if (b < 0) return false;
  timing_.start = a;
  timing_.end = b;
  timing_.rest = scanEnd;
  return true;
}

/** 1-based column where a timing line stops making sense, for the diagnostic. */
function failColumn(s: string, ls: number, le: number): number {
  const start = skipSpaces(s, ls, le);
  if (scanClockTime(s, start, le) < 0) return start - ls + 1;
  let p = skipSpaces(s, scanEnd, le);
  if (!s.startsWith("-->", p)) return p - ls + 1;
  p = skipSpaces(s, p + 3, le);
  return p - ls + 1;
}
