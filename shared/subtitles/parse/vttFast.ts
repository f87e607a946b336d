import { nextArrow, textLines, textLinesEnd } from "../text";
import { canonicalEnd, canonicalTimingAt, canonicalTimingInView } from "../timecode";
import type { Cue } from "../types";
import { reserveCues, SAMPLE_CUES } from "./cueRoom";

/** The part of the WebVTT reader's state the fast path reads and advances. */
export interface CueCursor {
  readonly s: string;
  /** The bytes of s when it is ASCII (see `TextPieces`). */
  readonly ascii: Uint8Array | undefined;
  readonly n: number;
  pos: number;
  lineNo: number;
  readonly cues: Cue[];
}

const TIMING_LENGTH = 29; // "HH:MM:SS.mmm --> HH:MM:SS.mmm"

/**
 * Fast path for the cue blocks almost every file consists of: an optional id line, a `HH:MM:SS.mmm -->
 * HH:MM:SS.mmm` timing line with optional settings, text up to an empty line and free of "-->". Reads such blocks
 * a whole block at a time, exactly as the W3C algorithm would, and stops (leaving `pos` at the block's start) at
 * the first block of any other kind, for the general block collector to handle. Per cue it costs one indexOf for
 * the next arrow and one per text line (which also counts the lines); a timing line without settings is checked
 * in place, without searching for its end.
 */
export function readCanonicalVttCues(r: CueCursor): void {
  const s = r.s;
  const ascii = r.ascii;
  const view = ascii && new DataView(ascii.buffer, ascii.byteOffset, ascii.byteLength);
  const n = r.n;
  const cues = r.cues;
  // The cursor is written back once: stores to `r` on every cue cost a small file's parse measurably.
  let pos = r.pos;
  let lineNo = r.lineNo;
  let count = cues.length;
  const sampleStart = pos;
  const sampleEnd = count + SAMPLE_CUES;
  let arrow = nextArrow(s, pos);
  while (pos < n && arrow !== -1) {
    const blockStart = pos;
    let timingStart = blockStart;
    let idEnd = -1;
    if (arrow !== blockStart + 13) {
      // First line is not a canonical timing line: it must be an id directly followed by one.
      idEnd = s.indexOf("\n", blockStart);
      if (idEnd === -1 || idEnd === blockStart || arrow < idEnd) break;
      timingStart = idEnd + 1;
      if (arrow !== timingStart + 13) break;
    }
    const after = timingStart + TIMING_LENGTH;
    if (after > n) break;
    const start =
      view === undefined
        ? canonicalTimingAt(s, timingStart, false)
        : canonicalTimingInView(view, timingStart, false);
    if (start < 0) break;
    const end = canonicalEnd;
    let lineEnd = after;
    let settings: string | undefined;
    if (after < n) {
      const c = s.charCodeAt(after);
      if (c !== 10) {
        if (c !== 32 && c !== 9) break;
        lineEnd = s.indexOf("\n", after);
        if (lineEnd === -1) lineEnd = n;
        settings = trimmedSlice(s, after, lineEnd);
      }
    }
    arrow = lineEnd >= n ? -1 : nextArrow(s, lineEnd);
    const blockEnd = textLinesEnd(s, lineEnd, arrow === -1 ? n : arrow, false);
    let next = lineNo + (idEnd === -1 ? 1 : 2) + textLines;
    if (arrow !== -1 && arrow < blockEnd) break;
    const text = blockEnd > lineEnd ? s.slice(lineEnd + 1, blockEnd) : "";
    if (count === sampleEnd) reserveCues(cues, pos - sampleStart, n - pos);
    cues[count++] = vttCue(
      start,
      end,
      text,
      lineNo,
      idEnd === -1 ? undefined : s.slice(blockStart, idEnd),
      settings || undefined,
    );
    pos = blockEnd + 1;
    while (pos < n && s.charCodeAt(pos) === 10) {
      pos++;
      next++;
    }
    if (pos > n) pos = n;
    lineNo = next;
  }
  cues.length = count;
  r.pos = pos;
  r.lineNo = lineNo;
}

/** s.slice(from, to).trim() with one string instead of two when only spaces and tabs surround the text. */
function trimmedSlice(s: string, from: number, to: number): string {
  let a = from;
  let b = to;
  while (a < b && isSpaceOrTab(s.charCodeAt(a))) a++;
  while (b > a && isSpaceOrTab(s.charCodeAt(b - 1))) b--;
  if (a === b) return "";
  // Any other character trim() might remove (C0 controls, NBSP, U+2028, BOM …) takes the exact route.
  const first = s.charCodeAt(a);
  const last = s.charCodeAt(b - 1);
  if (first <= 32 || first >= 0xa0 || last <= 32 || last >= 0xa0) return s.slice(from, to).trim();
  return s.slice(a, b);
}

function isSpaceOrTab(c: number): boolean {
  return c === 32 || c === 9;
}

/**
 * A cue in one of four fixed shapes, each from its own object literal, for both readers. Adding `settings` or
 * `id` to a built cue gives it a shape V8 keeps only while such a cue lives: every full garbage collection
 * between two files then threw away the optimised fast path and `checkCues` (seen with --trace-deopt).
 */
export function vttCue(
  start: number,
  end: number,
  text: string,
  line: number,
  id: string | undefined,
  settings: string | undefined,
): Cue {
  if (id === undefined)
    return settings === undefined ? { start, end, text, line } : { start, end, text, line, settings };
  return settings === undefined ? { start, end, text, line, id } : { start, end, text, line, id, settings };
}
