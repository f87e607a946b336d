import { checkCues } from "../checks";
import { diag, noCues } from "../diagnostics";
import { normalizeNewlines } from "../text";
import { scanCanonicalTime, scanClockTime, scanEnd, scanVttTimestamp } from "../timecode";
import type { Cue, Diagnostic, ParseOptions, SubtitleDocument, VttData } from "../types";

type VttBlock = VttData["blocks"][number];

/**
 * WebVTT reader following the W3C parser algorithm (signature, header block, "collect a WebVTT block" with its
 * arrow and line-count rules, strict timestamps); NOTE/STYLE/REGION blocks and cue settings are kept as written so
 * the file round-trips. Settings are interpreted separately (vttSettings.ts) because only a renderer needs them.
 */
export function parseVtt(
  input: string,
  _options: ParseOptions = {},
): { document: SubtitleDocument; diagnostics: Diagnostic[] } {
  let s = normalizeNewlines(input);
  if (s.indexOf("\0") !== -1) s = s.replace(/\0/g, "\uFFFD");
  const strict = parseNormalized(s, false);
  if (strict.document.cues.length > 0 || !strict.diagnostics.some((d) => d.code === "vtt.bad_timing"))
    return strict;
  // Every timing broke the strict rules (e.g. "00:01:39", "0:0:0.0", 2-digit fractions from other tools): read
  // them liberally rather than lose the whole file, and say so.
  const liberal = parseNormalized(s, true);
  if (liberal.document.cues.length === 0) return strict;
  liberal.diagnostics.unshift(
    diag(
      "warning",
      "vtt.nonstandard_timing",
      0,
      "Cue timings do not follow WebVTT rules; they were read like SRT timings",
    ),
  );
  return liberal;
}

function parseNormalized(
  s: string,
  liberal: boolean,
): { document: SubtitleDocument; diagnostics: Diagnostic[] } {
  const scanTime = liberal ? scanClockTime : scanStrict;
  const n = s.length;
  const cues: Cue[] = [];
  const blocks: VttBlock[] = [];
  const diagnostics: Diagnostic[] = [];
  const vtt: VttData = { header: "", blocks };
  const document: SubtitleDocument = { format: "vtt", cues, vtt };

  const c6 = s.charCodeAt(6);
  if (!s.startsWith("WEBVTT") || (n > 6 && c6 !== 32 && c6 !== 9 && c6 !== 10)) {
    diagnostics.push(
      diag("error", "vtt.missing_signature", 1, 'The file does not start with "WEBVTT"', undefined, 1),
    );
    diagnostics.push(noCues("WebVTT"));
    return { document, diagnostics };
  }

  let pos = 0;
  let lineNo = 1;
  let arrow = s.indexOf("-->");
  let le = s.indexOf("\n");
  if (le === -1) le = n;
  let headerEnd = le;
  pos = le + 1;
  if (pos < n) {
    if (s.charCodeAt(pos) !== 10) {
      collectBlock(true);
      headerEnd = blockRawEnd;
    } else {
      pos++;
      lineNo++;
    }
  }
  vtt.header = s.slice(6, headerEnd);
  skipNewlines();

  while (pos < n) {
    collectBlock(false);
    skipNewlines();
  }

  if (cues.length === 0) diagnostics.push(noCues("WebVTT"));
  else checkCues(cues, diagnostics);
  return { document, diagnostics };

  function skipNewlines(): void {
    while (pos < n && s.charCodeAt(pos) === 10) {
      pos++;
      lineNo++;
    }
  }

  function hasArrow(ls: number, end: number): boolean {
    if (arrow !== -1 && arrow < ls) arrow = s.indexOf("-->", ls);
    return arrow !== -1 && arrow < end;
  }

  function collectBlock(inHeader: boolean): void {
    const blockStart = pos;
    const blockLine = lineNo;
    let lineCount = 0;
    let prevPos = pos;
    let prevLineNo = lineNo;
    let seenCue = false;
    let seenArrow = false;
    let cue: Cue | null = null;
    let bufStart = -1;
    let bufEnd = -1;
    let kind: "STYLE" | "REGION" | null = null;
    let badTiming = false;
    blockRawEnd = pos;
    for (;;) {
      const ls = pos;
      let e = s.indexOf("\n", pos);
      if (e === -1) e = n;
      const line = lineNo;
      lineCount++;
      const atEnd = e >= n;
      pos = atEnd ? n : e + 1;
      lineNo++;
      if (hasArrow(ls, e)) {
        if (!inHeader && (lineCount === 1 || (lineCount === 2 && !seenArrow))) {
          seenArrow = true;
          prevPos = pos;
          prevLineNo = lineNo;
          cue = readTiming(ls, e, line);
          if (cue === null) badTiming = true;
          else {
            if (bufStart >= 0) cue.id = s.slice(bufStart, bufEnd);
            if (lineCount === 2) cue.line = blockLine;
            bufStart = -1;
            seenCue = true;
          }
          blockRawEnd = e;
        } else {
          pos = prevPos;
          lineNo = prevLineNo;
          break;
        }
      } else if (ls === e) {
        break;
      } else {
        if (!inHeader && lineCount === 2 && !seenCue && bufStart >= 0) {
          const k = keywordBlock(bufStart, bufEnd);
          if (k !== null) {
            kind = k;
            bufStart = -1;
          }
        }
        if (bufStart < 0) bufStart = ls;
        bufEnd = e;
        prevPos = pos;
        prevLineNo = lineNo;
        blockRawEnd = e;
      }
      if (atEnd) break;
    }
    if (inHeader) return;
    if (cue !== null) {
      cue.text = bufStart < 0 ? "" : s.slice(bufStart, bufEnd);
      cues.push(cue);
      return;
    }
    const raw = s.slice(blockStart, blockRawEnd);
    if (raw.length === 0) return;
    const note = raw.startsWith("NOTE") && (raw.length === 4 || " \t\n".includes(raw.charAt(4)));
    const firstLineEnd = blockStart + (raw.indexOf("\n") === -1 ? raw.length : raw.indexOf("\n"));
    const k = kind ?? (note ? "NOTE" : keywordBlock(blockStart, firstLineEnd));
    if (k !== null) {
      if (k !== "NOTE" && cues.length > 0) {
        diagnostics.push(
          diag(
            "warning",
            "vtt.block_after_cue",
            blockLine,
            `${k} block after the first cue is ignored by players`,
            { kind: k },
          ),
        );
      }
      blocks.push({ kind: k, text: raw, beforeCue: cues.length });
    } else if (!badTiming) {
      diagnostics.push(
        diag("warning", "vtt.orphan_text", blockLine, "Text outside any cue is ignored", {
          text: raw.slice(0, 80),
        }),
      );
    }
  }

  /** "STYLE" or "REGION" followed only by whitespace on the block's first line. */
  function keywordBlock(from: number, to: number): "STYLE" | "REGION" | null {
    for (const k of ["STYLE", "REGION"] as const) {
      if (!s.startsWith(k, from)) continue;
      let i = from + k.length;
      while (i < to && s.charCodeAt(i) <= 32) i++;
      return i >= to ? k : null;
    }
    return null;
  }

  function readTiming(ls: number, e: number, line: number): Cue | null {
    let p = skipWs(ls, e);
    const start = scanTime(s, p, e);
    if (start >= 0) {
      p = skipWs(scanEnd, e);
      if (s.startsWith("-->", p)) {
        p = skipWs(p + 3, e);
        const end = scanTime(s, p, e);
        if (end >= 0) {
          const cue: Cue = { start, end, text: "", line };
          const settings = s.slice(skipWs(scanEnd, e), e).trim();
          if (settings.length > 0) cue.settings = settings;
          return cue;
        }
      }
    }
    diagnostics.push(
      diag(
        "error",
        "vtt.bad_timing",
        line,
        "Unreadable cue timing; the cue is skipped",
        { text: s.slice(ls, e).slice(0, 80) },
        p - ls + 1,
      ),
    );
    return null;
  }

  function skipWs(i: number, e: number): number {
    while (i < e) {
      const c = s.charCodeAt(i);
      if (c !== 32 && c !== 9 && c !== 12) break;
      i++;
    }
    return i;
  }
}

/** Strict WebVTT timestamp, trying the common `HH:MM:SS.mmm` shape first (it is a hot path). */
function scanStrict(s: string, i: number, end: number): number {
  if (s.charCodeAt(i + 8) === 46) {
    const t = scanCanonicalTime(s, i, end);
    if (t >= 0) return t;
  }
  return scanVttTimestamp(s, i, end);
}

/** End of the last line a block consumed (module-level so collectBlock allocates nothing per block). */
let blockRawEnd = 0;
