import { checkCues } from "../checks";
import { diag, noCues } from "../diagnostics";
import { isBlank, normalizeNewlines, type SourceText, skipSpaces, wholeText } from "../text";
import { scanClockTime, scanEnd } from "../timecode";
import type { Cue, Diagnostic, ParseOptions, SubtitleDocument } from "../types";

/**
 * YouTube SBV reader: `H:MM:SS.mmm,H:MM:SS.mmm` timing lines, text up to a blank line. A text block without a
 * timing and an unreadable timing are reported and skipped.
 */
export function parseSbv(
  input: SourceText,
  _options: ParseOptions = {},
): { document: SubtitleDocument; diagnostics: Diagnostic[] } {
  const s = normalizeNewlines(wholeText(input));
  const n = s.length;
  const cues: Cue[] = [];
  const diagnostics: Diagnostic[] = [];
  let pos = 0;
  let lineNo = 0;
  let cue: Cue | null = null;
  let textStart = -1;
  let textEnd = -1;
  // 0: between blocks, 1: collecting a cue's text, 2: skipping a block that has no usable timing.
  let state = 0;

  const finish = () => {
    if (cue === null) return;
    cue.text = textStart < 0 ? "" : s.slice(textStart, textEnd);
    cues.push(cue);
    cue = null;
  };

  while (pos <= n) {
    let le = s.indexOf("\n", pos);
    if (le === -1) le = n;
    const ls = pos;
    pos = le + 1;
    lineNo++;
    if (isBlank(s, ls, le)) {
      finish();
      state = 0;
      continue;
    }
    if (state === 1) {
      if (isSbvTiming(s, ls, le)) {
        finish();
        startCue(lineNo, le);
      } else {
        if (textStart < 0) textStart = ls;
        textEnd = le;
      }
      continue;
    }
    if (state === 2) continue;
    if (isSbvTiming(s, ls, le)) {
      startCue(lineNo, le);
    } else if (looksLikeTiming(ls, le)) {
      diagnostics.push(
        diag(
          "error",
          "sbv.bad_timing",
          lineNo,
          "Unreadable timing line; the cue is skipped",
          { text: s.slice(ls, le).trim() },
          1,
        ),
      );
      state = 2;
    } else {
      diagnostics.push(
        diag("error", "sbv.missing_timing", lineNo, "Text without a timing line is skipped", {
          text: s.slice(ls, le).trim().slice(0, 80),
        }),
      );
      state = 2;
    }
  }
  finish();
  if (cues.length === 0) diagnostics.push(noCues("SBV"));
  else checkCues(cues, diagnostics);
  return { document: { format: "sbv", cues }, diagnostics };

  function startCue(line: number, _le: number): void {
    cue = { start: timingStart, end: timingEnd, text: "", line };
    textStart = -1;
    textEnd = -1;
    state = 1;
  }

  function looksLikeTiming(ls: number, le: number): boolean {
    const c = s.charCodeAt(skipSpaces(s, ls, le));
    const line = s.slice(ls, le);
    return c >= 48 && c <= 57 && line.includes(":") && line.includes(",");
  }
}

let timingStart = 0;
let timingEnd = 0;

/** True when s[ls, le) is an SBV timing line (`start,end`, spaces around), its times then in timingStart/End. */
export function isSbvTiming(s: string, ls: number, le: number): boolean {
  const a = scanClockTime(s, skipSpaces(s, ls, le), le);
  if (a < 0 || scanEnd >= le || s.charCodeAt(scanEnd) !== 44) return false;
  const b = scanClockTime(s, scanEnd + 1, le);
  if (b < 0 || !isBlank(s, scanEnd, le)) return false;
  timingStart = a;
  timingEnd = b;
  return true;
}
