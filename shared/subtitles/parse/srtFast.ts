import { cutBetweenBlocks, isBlank, nextArrow, type TextPieces, textLines, textLinesEnd } from "../text";
import { canonicalEnd, canonicalTimingAt, canonicalTimingInView } from "../timecode";
import type { Cue } from "../types";
import { reserveCues, SAMPLE_CUES } from "./cueRoom";

const TIMING_LENGTH = 29; // "HH:MM:SS,mmm --> HH:MM:SS,mmm"

/**
 * Fast path for canonical SubRip (numeric index, `HH:MM:SS,mmm --> HH:MM:SS,mmm` and nothing else on the line,
 * text up to one blank line, no blank lines inside; a line of spaces or tabs is a blank line, as the general
 * reader takes it, so a file that trails a few does not lose the fast path): whole blocks at a time. Per cue it
 * costs one indexOf for the next arrow and one per text line (which also counts the lines); the index and the
 * fixed-width timing line are checked in place, without searching for their ends.
 * Reads the text's pieces one after the other (see `SourceText`) when no cue straddles two (`cutBetweenBlocks`),
 * the timings of ASCII pieces in their bytes.
 * Returns null at the first thing that is not canonical; the general reader then parses the file from the start,
 * so both paths give the same result on canonical files.
 */
export function readCanonicalSrt({ pieces, ascii }: TextPieces): Cue[] | null {
  if (!cutBetweenBlocks(pieces)) return null;
  const cues: Cue[] = [];
  let line = 1;
  for (let k = 0; k < pieces.length; k++) {
    const s = pieces[k] as string;
    let pos = 0;
    // The blank lines between two cues may run on into the next piece.
    if (k > 0) {
      pos = skipBlankLines(s, 0);
      line += blankLines;
    }
    line = readBlocks(s, ascii?.[k], pos, line, cues);
    if (line < 0) return null;
  }
  return cues.length > 0 ? cues : null;
}

/** How many lines `skipBlankLines` last passed. */
let blankLines = 0;

/** Where the lines from `from` on stop being blank to the general reader: empty, or spaces and tabs only. */
function skipBlankLines(s: string, from: number): number {
  const n = s.length;
  let pos = from;
  let count = 0;
  while (pos < n) {
    const c = s.charCodeAt(pos);
    if (c !== 10) {
      if (c > 32) break;
      let le = s.indexOf("\n", pos);
      if (le === -1) le = n;
      if (!isBlank(s, pos, le)) break;
      pos = le;
    }
    pos++;
    count++;
  }
  blankLines = count;
  return pos;
}

/**
 * The fast path's cues are made by a constructor, not an object literal: V8 pretenures a literal (allocates its
 * objects straight in the old generation) once most of them outlive a young-generation collection, which a
 * parse's cues do while the heap is still small, as in a fresh worker or process. The decision sticks: every cue
 * of every later file was then allocated old while its text was young, and parsing a 1,000-cue file took twice
 * as long, in half the processes started with a small young generation (in the parse bench's first cell, where
 * the file took 1.5-1.7× the naive bound's time; 1.3-1.45× with the constructor, unchanged in a hot loop).
 */
class SubRipCue implements Cue {
  constructor(
    public start: number,
    public end: number,
    public text: string,
    public line: number,
    public id: string | undefined,
  ) {}
}

/** Reads the blocks of s (whose bytes are `ascii` when it is ASCII) from pos on, the first on line `line`; returns
 * the line after them, or -1 at the first thing that is not canonical. */
function readBlocks(
  s: string,
  ascii: Uint8Array | undefined,
  pos: number,
  line: number,
  cues: Cue[],
): number {
  const n = s.length;
  const view = ascii && new DataView(ascii.buffer, ascii.byteOffset, ascii.byteLength);
  let count = cues.length;
  const sampleStart = pos;
  const sampleEnd = count + SAMPLE_CUES;
  let arrow = nextArrow(s, pos);
  while (pos < n) {
    let indexEnd = pos;
    let index = 0;
    let c = s.charCodeAt(indexEnd);
    while (c >= 48 && c <= 57) {
      index = index * 10 + c - 48;
      c = s.charCodeAt(++indexEnd);
    }
    if (indexEnd === pos || c !== 10) return -1;
    const t0 = indexEnd + 1;
    const timingEnd = t0 + TIMING_LENGTH;
    // The first arrow after the previous cue's text must be this timing line's, where a canonical one has it.
    if (arrow !== t0 + 13 || timingEnd > n || (timingEnd < n && s.charCodeAt(timingEnd) !== 10)) return -1;
    // `,` as SubRip writes it, or `.` which the general reader accepts as well.
    const start = view === undefined ? canonicalTimingAt(s, t0, true) : canonicalTimingInView(view, t0, true);
    if (start < 0) return -1;
    const end = canonicalEnd;
    arrow = timingEnd >= n ? -1 : nextArrow(s, timingEnd);
    const textStart = timingEnd + 1;
    // A line of spaces ends the text as a blank line does: the general reader takes it for one.
    const blockEnd = textLinesEnd(s, timingEnd, arrow === -1 ? n : arrow, true);
    // An arrow inside the text needs the general reader.
    if (arrow !== -1 && arrow < blockEnd) return -1;
    const text = blockEnd > textStart ? s.slice(textStart, blockEnd) : "";
    // An index that is the cue's number is not kept (see `Cue.id`): a string per cue is a tenth of the parse.
    const numbered = index === count + 1 && s.charCodeAt(pos) !== 48;
    if (count === sampleEnd) reserveCues(cues, pos - sampleStart, n - pos);
    cues[count++] = new SubRipCue(start, end, text, line, numbered ? undefined : s.slice(pos, indexEnd));
    let next = line + 2 + textLines;
    pos = blockEnd + 1;
    // Empty lines counted here, lines of spaces (rare) by skipBlankLines: calling it for every cue cost 3%.
    while (pos < n && s.charCodeAt(pos) === 10) {
      pos++;
      next++;
    }
    if (pos < n && s.charCodeAt(pos) <= 32) {
      pos = skipBlankLines(s, pos);
      next += blankLines;
    }
    line = next;
  }
  cues.length = count;
  return line;
}
