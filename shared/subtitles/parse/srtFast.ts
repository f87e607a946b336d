import { scanCanonicalTime } from "../timecode";
import type { Cue } from "../types";

const TIMING_LENGTH = 29; // "HH:MM:SS,mmm --> HH:MM:SS,mmm"

/**
 * Fast path for canonical SubRip (numeric index, `HH:MM:SS,mmm --> HH:MM:SS,mmm` and nothing else on the line,
 * text up to one blank line, no blank lines inside): whole blocks at a time, a handful of indexOf calls per cue.
 * Returns null at the first thing that is not canonical; the general reader then parses the file from the start,
 * so both paths give the same result on canonical files.
 */
export function readCanonicalSrt(s: string): Cue[] | null {
  const n = s.length;
  const cues: Cue[] = [];
  let arrow = s.indexOf("-->");
  let pos = 0;
  let line = 1;
  while (pos < n) {
    const indexEnd = s.indexOf("\n", pos);
    if (indexEnd === -1 || !isDigits(s, pos, indexEnd)) return null;
    const t0 = indexEnd + 1;
    let timingEnd = s.indexOf("\n", t0);
    if (timingEnd === -1) timingEnd = n;
    if (timingEnd - t0 !== TIMING_LENGTH || s.charCodeAt(t0 + 12) !== 32 || s.charCodeAt(t0 + 16) !== 32)
      return null;
    if (s.charCodeAt(t0 + 13) !== 45 || s.charCodeAt(t0 + 14) !== 45 || s.charCodeAt(t0 + 15) !== 62)
      return null;
    const start = scanCanonicalTime(s, t0, t0 + 12);
    const end = scanCanonicalTime(s, t0 + 17, timingEnd);
    if (start < 0 || end < 0) return null;
    // The next arrow belongs to the next cue's timing line; one inside this text needs the general reader.
    arrow = arrow === -1 || arrow >= timingEnd ? arrow : s.indexOf("-->", timingEnd);
    let blockEnd = timingEnd >= n ? n : s.indexOf("\n\n", timingEnd);
    if (blockEnd === -1) blockEnd = s.charCodeAt(n - 1) === 10 ? n - 1 : n;
    if (arrow !== -1 && arrow < blockEnd) return null;
    const textStart = timingEnd + 1;
    let text = "";
    if (blockEnd > textStart) {
      // Leading or trailing blanks: the general reader trims whitespace-only lines there.
      if (s.charCodeAt(blockEnd - 1) <= 32 || s.charCodeAt(textStart) <= 32) return null;
      text = s.slice(textStart, blockEnd);
    }
    cues.push({ start, end, text, line, id: s.slice(pos, indexEnd) });
    line += 2;
    for (let i = s.indexOf("\n", textStart); i !== -1 && i < blockEnd; i = s.indexOf("\n", i + 1)) line++;
    pos = blockEnd;
    while (pos < n && s.charCodeAt(pos) === 10) {
      pos++;
      line++;
    }
    if (text === "" && blockEnd === timingEnd) line--;
  }
  return cues.length > 0 ? cues : null;
}

function isDigits(s: string, from: number, to: number): boolean {
  if (from === to) return false;
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}
