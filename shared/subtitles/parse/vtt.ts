import { checkCues } from "../checks";
import { diag, noCues } from "../diagnostics";
import {
  cutBetweenBlocks,
  mapPieces,
  normalizedPieces,
  type SourceText,
  type TextPieces,
  wholeText,
} from "../text";
import { scanCanonicalTime, scanClockTime, scanEnd, scanVttTimestamp } from "../timecode";
import type { Cue, Diagnostic, ParseOptions, SubtitleDocument, VttData } from "../types";
import { readCanonicalVttCues, vttCue } from "./vttFast";

type VttBlock = VttData["blocks"][number];
type Parsed = { document: SubtitleDocument; diagnostics: Diagnostic[] };

/**
 * WebVTT reader following the W3C parser algorithm (signature, header block, "collect a WebVTT block" with its
 * arrow and line-count rules, strict timestamps); NOTE/STYLE/REGION blocks and cue settings are kept as written so
 * the file round-trips. Settings are interpreted separately (vttSettings.ts) because only a renderer needs them.
 */
export function parseVtt(input: SourceText, _options: ParseOptions = {}): Parsed {
  let text = normalizedPieces(input);
  // Pieces are read one after the other when no block straddles two.
  if (!cutBetweenBlocks(text.pieces)) text = { pieces: [wholeText(text)], ascii: [] };
  text = mapPieces(text, (piece) => (piece.indexOf("\0") === -1 ? piece : piece.replace(/\0/g, "\uFFFD")));
  const strict = parseNormalized(text, false);
  if (strict.document.cues.length > 0 || !strict.diagnostics.some((d) => d.code === "vtt.bad_timing")) {
    return strict;
  }
  // Every timing broke the strict rules (e.g. "00:01:39", "0:0:0.0", 2-digit fractions from other tools): read
  // them liberally rather than lose the whole file, and say so.
  const liberal = parseNormalized(text, true);
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

/**
 * Parser state shared by the block collector. A plain object from one literal (`vttReader`), for the reason
 * `EventReader` is (ass/events.ts): a class instance's shape dies with its last instance, and every full garbage
 * collection then threw the optimised reader away.
 */
interface VttReader {
  /** The text's pieces, and the one being read with its ASCII bytes (see `TextPieces`). */
  readonly text: Required<TextPieces>;
  piece: number;
  s: string;
  ascii: Uint8Array | undefined;
  n: number;
  readonly liberal: boolean;
  pos: number;
  lineNo: number;
  arrow: number;
  /** End of the last line the current block consumed. */
  rawEnd: number;
  readonly cues: Cue[];
  readonly blocks: VttBlock[];
  readonly diagnostics: Diagnostic[];
}

function vttReader(text: Required<TextPieces>, liberal: boolean): VttReader {
  const s = text.pieces[0] ?? "";
  return {
    text,
    piece: 0,
    s,
    ascii: text.ascii[0],
    n: s.length,
    liberal,
    pos: 0,
    lineNo: 1,
    arrow: s.indexOf("-->"),
    rawEnd: 0,
    cues: [],
    blocks: [],
    diagnostics: [],
  };
}

/** Strict reading of normalised text, with or without the canonical-cue fast path (to test they agree). */
export function readVttStrict(text: SourceText, fast: boolean): Parsed {
  return parseNormalized(normalizedPieces(text), false, fast);
}

function parseNormalized(text: Required<TextPieces>, liberal: boolean, fast = !liberal): Parsed {
  const r = vttReader(text, liberal);
  const s = r.s;
  const vtt: VttData = { header: "", blocks: r.blocks };
  const document: SubtitleDocument = { format: "vtt", cues: r.cues, vtt };
  const n = r.n;
  const c6 = s.charCodeAt(6);
  if (!s.startsWith("WEBVTT") || (n > 6 && c6 !== 32 && c6 !== 9 && c6 !== 10)) {
    r.diagnostics.push(
      diag("error", "vtt.missing_signature", 1, 'The file does not start with "WEBVTT"', undefined, 1),
    );
    r.diagnostics.push(noCues("WebVTT"));
    return { document, diagnostics: r.diagnostics };
  }
  let le = s.indexOf("\n");
  if (le === -1) le = n;
  let headerEnd = le;
  r.pos = le + 1;
  r.lineNo = 2;
  if (r.pos < n) {
    if (s.charCodeAt(r.pos) !== 10) {
      const headerStart = r.pos;
      collectBlock(r, true);
      // A cue right after the signature line leaves no header line, and rawEnd where the block began.
      if (r.rawEnd > headerStart) headerEnd = r.rawEnd;
    } else {
      r.pos++;
      r.lineNo++;
    }
  }
  vtt.header = s.slice(6, headerEnd);
  do {
    skipNewlines(r);
    while (r.pos < r.n) {
      if (fast) {
        readCanonicalVttCues(r);
        if (r.pos >= r.n) break;
        r.arrow = r.s.indexOf("-->", r.pos);
      }
      collectBlock(r, false);
      skipNewlines(r);
    }
  } while (nextPiece(r));
  if (r.cues.length === 0) r.diagnostics.push(noCues("WebVTT"));
  else checkCues(r.cues, r.diagnostics);
  return { document, diagnostics: r.diagnostics };
}

/** Moves on to the next piece of text; false after the last. */
function nextPiece(r: VttReader): boolean {
  if (r.piece + 1 >= r.text.pieces.length) return false;
  r.piece++;
  r.s = r.text.pieces[r.piece] as string;
  r.ascii = r.text.ascii[r.piece];
  r.n = r.s.length;
  r.pos = 0;
  r.arrow = r.s.indexOf("-->");
  return true;
}

function skipNewlines(r: VttReader): void {
  while (r.pos < r.n && r.s.charCodeAt(r.pos) === 10) {
    r.pos++;
    r.lineNo++;
  }
}

/** W3C "collect a WebVTT block"; hot state lives in locals and is written back once. */
function collectBlock(r: VttReader, inHeader: boolean): void {
  const s = r.s;
  const n = r.n;
  let pos = r.pos;
  let lineNo = r.lineNo;
  let arrow = r.arrow;
  const blockStart = pos;
  const blockLine = lineNo;
  let rawEnd = pos;
  let lineCount = 0;
  let prevPos = pos;
  let prevLineNo = lineNo;
  let seenCue = false;
  let seenArrow = false;
  let timing: VttTiming | null = null;
  let id: string | undefined;
  let bufStart = -1;
  let bufEnd = -1;
  let kind: "STYLE" | "REGION" | null = null;
  let badTiming = false;
  for (;;) {
    const ls = pos;
    let e = s.indexOf("\n", pos);
    if (e === -1) e = n;
    const line = lineNo;
    lineCount++;
    const atEnd = e >= n;
    pos = atEnd ? n : e + 1;
    lineNo++;
    if (arrow !== -1 && arrow < ls) arrow = s.indexOf("-->", ls);
    if (arrow !== -1 && arrow < e) {
      if (!inHeader && (lineCount === 1 || (lineCount === 2 && !seenArrow))) {
        seenArrow = true;
        prevPos = pos;
        prevLineNo = lineNo;
        timing = readTiming(r, ls, e, line);
        if (timing === null) badTiming = true;
        else {
          if (bufStart >= 0) id = s.slice(bufStart, bufEnd);
          bufStart = -1;
          seenCue = true;
        }
        rawEnd = e;
      } else {
        pos = prevPos;
        lineNo = prevLineNo;
        break;
      }
    } else if (ls === e) {
      break;
    } else {
      if (!inHeader && lineCount === 2 && !seenCue && bufStart >= 0) {
        const k = keywordBlock(s, bufStart, bufEnd);
        if (k !== null) {
          kind = k;
          bufStart = -1;
        }
      }
      if (bufStart < 0) bufStart = ls;
      bufEnd = e;
      prevPos = pos;
      prevLineNo = lineNo;
      rawEnd = e;
    }
    if (atEnd) break;
  }
  r.pos = pos;
  r.lineNo = lineNo;
  r.arrow = arrow;
  r.rawEnd = rawEnd;
  if (inHeader) return;
  if (timing !== null) {
    const text = bufStart < 0 ? "" : s.slice(bufStart, bufEnd);
    r.cues.push(vttCue(timing.start, timing.end, text, blockLine, id, timing.settings));
    return;
  }
  keepOtherBlock(r, blockStart, blockLine, kind, badTiming);
}

/** A block that is not a cue: NOTE/STYLE/REGION kept in place for round-trip, anything else reported. */
function keepOtherBlock(
  r: VttReader,
  blockStart: number,
  blockLine: number,
  kind: "STYLE" | "REGION" | null,
  badTiming: boolean,
): void {
  const raw = r.s.slice(blockStart, r.rawEnd);
  if (raw.length === 0) return;
  const note = raw.startsWith("NOTE") && (raw.length === 4 || " \t\n".includes(raw.charAt(4)));
  const newline = raw.indexOf("\n");
  const k =
    kind ??
    (note ? "NOTE" : keywordBlock(r.s, blockStart, blockStart + (newline === -1 ? raw.length : newline)));
  if (k !== null) {
    if (k !== "NOTE" && r.cues.length > 0) {
      r.diagnostics.push(
        diag(
          "warning",
          "vtt.block_after_cue",
          blockLine,
          `${k} block after the first cue is ignored by players`,
          { kind: k },
        ),
      );
    }
    r.blocks.push({ kind: k, text: raw, beforeCue: r.cues.length });
  } else if (!badTiming) {
    r.diagnostics.push(
      diag("warning", "vtt.orphan_text", blockLine, "Text outside any cue is ignored", {
        text: raw.slice(0, 80),
      }),
    );
  }
}

/** "STYLE" or "REGION" followed only by whitespace on the block's first line. */
function keywordBlock(s: string, from: number, to: number): "STYLE" | "REGION" | null {
  for (const k of ["STYLE", "REGION"] as const) {
    if (!s.startsWith(k, from)) continue;
    let i = from + k.length;
    while (i < to && s.charCodeAt(i) <= 32) i++;
    return i >= to ? k : null;
  }
  return null;
}

interface VttTiming {
  start: number;
  end: number;
  settings: string | undefined;
}

/** W3C "collect WebVTT cue timings and settings"; null (and a diagnostic) when the line is not a timing line. */
function readTiming(r: VttReader, ls: number, e: number, line: number): VttTiming | null {
  const s = r.s;
  let p = skipWs(s, ls, e);
  const start = r.liberal ? scanClockTime(s, p, e) : scanStrict(s, p, e);
  if (start >= 0) {
    p = skipWs(s, scanEnd, e);
    if (s.charCodeAt(p) === 45 && s.charCodeAt(p + 1) === 45 && s.charCodeAt(p + 2) === 62) {
      p = skipWs(s, p + 3, e);
      const end = r.liberal ? scanClockTime(s, p, e) : scanStrict(s, p, e);
      if (end >= 0) {
        const from = skipWs(s, scanEnd, e);
        const settings = from < e ? s.slice(from, e).trim() : "";
        return { start, end, settings: settings || undefined };
      }
    }
  }
  r.diagnostics.push(
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

function skipWs(s: string, i: number, e: number): number {
  while (i < e) {
    const c = s.charCodeAt(i);
    if (c !== 32 && c !== 9 && c !== 12) break;
    i++;
  }
  return i;
}

/** Strict WebVTT timestamp, trying the common `HH:MM:SS.mmm` shape first (it is a hot path). */
function scanStrict(s: string, i: number, end: number): number {
  if (s.charCodeAt(i + 8) === 46) {
    const t = scanCanonicalTime(s, i, end);
    if (t >= 0) return t;
  }
  return scanVttTimestamp(s, i, end);
}
