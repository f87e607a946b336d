import type { Cue, SubtitleDocument } from "./types";

/**
 * Rolling captions, as YouTube's automatic captions come (VTT): each cue shows the line before it again above the
 * new words, which carry inline word timings (`<00:00:00.240><c> man</c>`), and a 10 ms cue repeats the new line
 * over a padding line of one space. Read as written, the same words are sent, billed and shown two or three times.
 */

// Word timings and YouTube's class spans (`<c>`, `<c.colorE5E5E5>`): the other markup is kept. A class name stops
// at the next `<`, so an unclosed `<c.` is passed over once rather than rescanned from every later `<`.
const INLINE = /<\/?c(?:\.[^<>\n]*)?>|<(?:\d+:)?\d{2}:\d{2}\.\d{3}>/g;
const SPACES = /\s+/g;
/** Pairs of cues looked at to recognise the style: rolling files are rolling throughout. */
const SAMPLE = 200;

/** A cue's lines without word timings, spaces collapsed; a padding line is "". */
const linesOf = (cue: Cue) =>
  cue.text.split("\n").map((l) => l.replace(INLINE, "").replace(SPACES, " ").trim());

/**
 * True when, again and again, a cue begins with the last line of the cue before it and adds a line below (at least
 * 3 times, and for a quarter of the cues among the first SAMPLE: YouTube's 10 ms repeats are the other cues): the
 * rolling style. Hand-made subtitles repeat a line or a whole cue now and then, never rolling cue after cue.
 */
export function isRollingCaptions(doc: SubtitleDocument): boolean {
  const cues = doc.cues.slice(0, SAMPLE + 1);
  let rolls = 0;
  let previous: string | undefined;
  for (const cue of cues) {
    const lines = linesOf(cue).filter((l) => l !== "");
    if (lines.length > 1 && lines[0] === previous) rolls++;
    previous = lines[lines.length - 1];
  }
  return rolls >= 3 && rolls * 4 >= cues.length - 1;
}

/**
 * The captions as clean, non-repeating cues, the way tools that download them clean them: each cue keeps only its
 * new lines (not those the cue before it showed), without word timings; cues left without new words (the 10 ms
 * repeats, padding) and zero-length cues are dropped. VTT blocks (NOTE, STYLE) stay before the same cue.
 */
export function collapseRolling<T extends SubtitleDocument>(doc: T): T {
  const cues: Cue[] = [];
  // keptBefore[i]: how many cues are kept among the first i.
  const keptBefore = [0];
  let previous = new Set<string>();
  for (const cue of doc.cues) {
    const lines = linesOf(cue);
    const fresh = lines.filter((l) => l !== "" && !previous.has(l));
    previous = new Set(lines);
    if (fresh.length > 0 && cue.end > cue.start) cues.push({ ...cue, text: fresh.join("\n") });
    keptBefore.push(cues.length);
  }
  const vtt = doc.vtt && {
    ...doc.vtt,
    blocks: doc.vtt.blocks.map((b) => ({ ...b, beforeCue: keptBefore[b.beforeCue] ?? cues.length })),
  };
  return { ...doc, cues, ...(vtt ? { vtt } : {}) };
}
