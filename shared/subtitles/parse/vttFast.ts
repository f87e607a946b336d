import { scanCanonicalTime } from "../timecode";
import type { Cue } from "../types";

/** The part of the WebVTT reader's state the fast path reads and advances. */
export interface CueCursor {
  readonly s: string;
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
 * the first block of any other kind, for the general block collector to handle.
 */
export function readCanonicalVttCues(r: CueCursor): void {
  const s = r.s;
  const n = r.n;
  let arrow = s.indexOf("-->", r.pos);
  while (r.pos < n && arrow !== -1) {
    const blockStart = r.pos;
    let lineEnd = s.indexOf("\n", blockStart);
    if (lineEnd === -1) lineEnd = n;
    let timingStart = blockStart;
    let idEnd = -1;
    if (arrow >= lineEnd) {
      // First line is not a timing line: it must be an id directly followed by one.
      if (lineEnd >= n || lineEnd === blockStart) return;
      idEnd = lineEnd;
      timingStart = lineEnd + 1;
      lineEnd = s.indexOf("\n", timingStart);
      if (lineEnd === -1) lineEnd = n;
      if (arrow >= lineEnd) return;
    }
    if (arrow !== timingStart + 13 || lineEnd - timingStart < TIMING_LENGTH) return;
    if (s.charCodeAt(timingStart + 12) !== 32 || s.charCodeAt(timingStart + 16) !== 32) return;
    if (s.charCodeAt(timingStart + 8) !== 46 || s.charCodeAt(timingStart + 25) !== 46) return;
    const start = scanCanonicalTime(s, timingStart, timingStart + 12);
    const end = scanCanonicalTime(s, timingStart + 17, timingStart + TIMING_LENGTH);
    if (start < 0 || end < 0) return;
    const after = timingStart + TIMING_LENGTH;
    let settings: string | undefined;
    if (after < lineEnd) {
      const c = s.charCodeAt(after);
      if (c !== 32 && c !== 9) return;
      settings = s.slice(after, lineEnd).trim();
    }
    arrow = lineEnd >= n ? -1 : s.indexOf("-->", lineEnd);
    let blockEnd = lineEnd >= n ? n : s.indexOf("\n\n", lineEnd);
    if (blockEnd === -1) blockEnd = s.charCodeAt(n - 1) === 10 ? n - 1 : n;
    if (blockEnd < lineEnd) blockEnd = lineEnd;
    if (arrow !== -1 && arrow < blockEnd) return;
    const text = blockEnd > lineEnd ? s.slice(lineEnd + 1, blockEnd) : "";
    // Same property order as the general collector builds, so both paths give cues of one shape.
    const cue: Cue = { start, end, text: "", line: r.lineNo };
    if (settings) cue.settings = settings;
    if (idEnd !== -1) cue.id = s.slice(blockStart, idEnd);
    cue.text = text;
    r.cues.push(cue);
    let line = r.lineNo + (idEnd === -1 ? 0 : 1);
    for (let i = lineEnd; i !== -1 && i < blockEnd; i = s.indexOf("\n", i + 1)) line++;
    let pos = blockEnd;
    while (pos < n && s.charCodeAt(pos) === 10) {
      pos++;
      line++;
    }
    r.pos = pos;
    r.lineNo = line;
  }
}
