import { checkCues } from "../checks";
import { diag, noCues } from "../diagnostics";
import { isBlank, normalizeNewlines, type SourceText, wholeText } from "../text";
import { scanClockTime, scanEnd } from "../timecode";
import type { Cue, Diagnostic, ParseOptions, SubtitleDocument } from "../types";

const END_SUBTITLE = /^\s*\[END SUBTITLE\]$/i;
/** A timing line that does not read (negative, or a field out of range): its cue is skipped, and said to be. */
const TIMING_LIKE = /^\s*-?\d+:\d+:\d+[.,:]\d+\s*,\s*-?\d/;

/** `00:00:01.00,00:00:02.00` on s[ls, le) → [start, end] in ms, or null. */
function readTiming(s: string, ls: number, le: number): [number, number] | null {
  const start = scanClockTime(s, ls, le);
  if (start < 0 || s.charCodeAt(scanEnd) !== 44 /* , */) return null;
  const end = scanClockTime(s, scanEnd + 1, le);
  return end < 0 || !isBlank(s, scanEnd, le) ? null : [start, end];
}

/**
 * SubViewer 2.0 reader: the header ([INFORMATION] … [END INFORMATION], [SUBTITLE], [COLF] …) is kept as lines,
 * then blocks of a `start,end` timing line and text lines, `[br]` between lines of one cue.
 */
export function parseSubViewer(
  input: SourceText,
  _options: ParseOptions = {},
): { document: SubtitleDocument; diagnostics: Diagnostic[] } {
  const s = normalizeNewlines(wholeText(input));
  const n = s.length;
  const diagnostics: Diagnostic[] = [];
  const header: string[] = [];
  const cues: Cue[] = [];
  let cue: Cue | null = null;
  let footer: string | undefined;
  /** In the text of a cue whose timing did not read. */
  let skipping = false;
  let pos = 0;
  let lineNo = 0;
  while (pos < n) {
    let le = s.indexOf("\n", pos);
    if (le < 0) le = n;
    const ls = pos;
    pos = le + 1;
    lineNo++;
    if (isBlank(s, ls, le)) {
      cue = null;
      skipping = false;
      continue;
    }
    const timing = readTiming(s, ls, le);
    if (timing) {
      cue = { start: timing[0], end: timing[1], text: "", line: lineNo };
      cues.push(cue);
      skipping = false;
      continue;
    }
    const line = s.slice(ls, le).trimEnd();
    if (TIMING_LIKE.test(line)) {
      const message = "Unreadable timing line; the cue is skipped";
      diagnostics.push(diag("error", "subviewer.bad_timing", lineNo, message, { text: line.trim() }));
      cue = null;
      skipping = true;
      continue;
    }
    if (skipping) continue;
    if (cues.length > 0 && END_SUBTITLE.test(line)) {
      footer = line.trim();
      cue = null;
    } else if (cue) {
      const text = line.replace(/\[br\]/gi, "\n");
      cue.text = cue.text ? `${cue.text}\n${text}` : text;
    } else if (cues.length === 0) {
      // A line that only trimmed to nothing (a stray U+FEFF) would be written back as a blank line, ending the header.
      if (line !== "") header.push(line);
    } else diagnostics.push(diag("warning", "subviewer.stray_text", lineNo, "Text outside a cue; skipped"));
  }
  if (cues.length === 0) diagnostics.push(noCues("SubViewer"));
  else checkCues(cues, diagnostics);
  const subviewer = footer === undefined ? { header } : { header, footer };
  return { document: { format: "subviewer", cues, subviewer }, diagnostics };
}
