import { tokenizeMarkup } from "./markup";
import type { Segment } from "./segments";
import { karaokeOf } from "./segments/karaoke";
import { placeholder } from "./segments/layout";
import { cueParts } from "./segments/parts";
import type { Cue, SubtitleDocument } from "./types";

/**
 * Sentence-aware translation: a sentence that runs over several cues is sent as one text, so the service sees the
 * whole thought (word order and agreement differ between languages), and its translation is spread back over the
 * same cues. Cue count and timings never change; each cue keeps its own tags.
 */

/** The longest silence between two cues of one sentence. */
export const SENTENCE_MAX_GAP_MS = 1000;
/** The most cues one sentence is joined over: longer runs are more likely to be a list than a sentence. */
export const SENTENCE_MAX_CUES = 4;
/** The most characters of a joined text, well within every service's limit for one text. */
const SENTENCE_MAX_CHARS = 400;

/** What is sent for one or more segments: a segment's own text, or a sentence's joined over several cues. */
export interface TranslationUnit extends Segment {
  /** The segments it stands for, in order (one unless joined). */
  segments: number[];
  /** Their cues, in order. */
  cueIndexes: number[];
}

const PLACEHOLDER = /<x\s+id\s*=\s*["']?(\d+)["']?\s*\/?>(?:\s*<\/x>)?/g;
const EXACT_PLACEHOLDER = /<x id="(\d+)"\/>/g;
// A sentence ends with one of these, closing quotes and brackets aside.
const SENTENCE_END = new Set([".", "!", "?", "…", "。", "！", "？", "‼", "؟", "♪", ":", ";"]);
const CLOSERS = new Set(['"', "'", "”", "’", "»", "」", "』", ")", "]"]);
const ELLIPSIS = /^(?:\.\.\.|…)/;
const TRAILING_ELLIPSIS = /(?:\.\.\.|…)$/;
const LOWER = /^\p{Ll}/u;
const WORD = /^[\p{L}\p{N}]/u;

const visible = (text: string) => text.replace(PLACEHOLDER, "");

/** A cue whose one part may join a sentence: shown, not a speaker's turn, not karaoke. */
function joinable(cue: Cue, format: SubtitleDocument["format"]): boolean {
  const tokens = tokenizeMarkup(cue.text, format);
  if (karaokeOf(tokens).timing !== "") return false;
  const parts = cueParts(tokens);
  return parts.length === 1 && parts[0]?.dash === "";
}

/** The same speaker and place on screen: ASS style and name, WebVTT settings. */
function sameVoice(a: Cue, b: Cue): boolean {
  return (
    a.settings === b.settings &&
    a.ass?.fields.Style === b.ass?.fields.Style &&
    a.ass?.fields.Name === b.ass?.fields.Name
  );
}

/** Whether `next` carries on the sentence `text` left open. */
export function continues(text: string, next: string): boolean {
  let end = visible(text).trimEnd();
  while (CLOSERS.has(end.slice(-1))) end = end.slice(0, -1);
  const start = visible(next).trimStart();
  const first = start.replace(ELLIPSIS, "").trimStart();
  // An ellipsis that trails off is a pause, unless the next cue picks the sentence up (`...we`, `we`).
  if (TRAILING_ELLIPSIS.test(end)) return ELLIPSIS.test(start) || LOWER.test(first);
  if (end === "" || SENTENCE_END.has(end.slice(-1))) return false;
  if (end.endsWith(",")) return WORD.test(first);
  return LOWER.test(first) || (ELLIPSIS.test(start) && WORD.test(first));
}

/**
 * The runs of segments (their indexes, two or more) that make one sentence: consecutive single-part cues of one
 * voice, each leaving its sentence open (no closing punctuation) and the next carrying it on (a lower-case start, an
 * ellipsis, or after a comma), at most SENTENCE_MAX_GAP_MS apart, SENTENCE_MAX_CUES at most. Dialogue cues (a dash
 * per speaker) stay line by line.
 */
export function sentenceRuns(doc: SubtitleDocument, segments: readonly Segment[]): number[][] {
  const perCue = new Map<number, number>();
  for (const s of segments) perCue.set(s.cueIndex, (perCue.get(s.cueIndex) ?? 0) + 1);
  const candidate = (i: number) => {
    const s = segments[i];
    const cue = s && doc.cues[s.cueIndex];
    return s?.translatable && s.shown && cue && perCue.get(s.cueIndex) === 1 && joinable(cue, doc.format);
  };
  const runs: number[][] = [];
  let run: number[] = [];
  let chars = 0;
  const close = () => {
    if (run.length > 1) runs.push(run);
    run = [];
    chars = 0;
  };
  for (let i = 0; i < segments.length; i++) {
    if (!candidate(i)) {
      close();
      continue;
    }
    const segment = segments[i] as Segment;
    const last = run[run.length - 1];
    if (last !== undefined) {
      const previous = segments[last] as Segment;
      const a = doc.cues[previous.cueIndex] as Cue;
      const b = doc.cues[segment.cueIndex] as Cue;
      const gap = b.start - a.end;
      const fits =
        last === i - 1 &&
        segment.cueIndex === previous.cueIndex + 1 &&
        run.length < SENTENCE_MAX_CUES &&
        chars + segment.text.length < SENTENCE_MAX_CHARS &&
        b.start >= a.start &&
        gap <= SENTENCE_MAX_GAP_MS &&
        gap >= -100 &&
        sameVoice(a, b) &&
        continues(previous.text, segment.text);
      if (!fits) close();
    }
    run.push(i);
    chars += segment.text.length + 1;
  }
  close();
  return runs;
}

/** How a run's texts were joined, to take the translation apart again. */
interface Joint {
  /** The placeholders of each text, renumbered one after another in the joined text. */
  offsets: number[];
  counts: number[];
  /** Each boundary's continuation ellipses, left out of the joined text and put back around the split. */
  ellipsis: boolean[];
}

const countOf = (text: string) => Array.from(text.matchAll(EXACT_PLACEHOLDER)).length;

/**
 * One text for a run: the texts joined by a space, the placeholders renumbered after those before them, and the
 * ellipses that only said "continued" (`I think...` / `...we should`) left out, so the service reads one sentence.
 */
export function joinTexts(texts: readonly string[]): { text: string; joint: Joint } {
  const offsets: number[] = [];
  const counts: number[] = [];
  const ellipsis: boolean[] = [];
  let offset = 0;
  const pieces = texts.map((text) => {
    offsets.push(offset);
    const count = countOf(text);
    counts.push(count);
    const shifted = text.replace(EXACT_PLACEHOLDER, (_, id: string) => placeholder(Number(id) + offset));
    offset += count;
    return shifted;
  });
  for (let k = 0; k + 1 < pieces.length; k++) {
    const marked =
      TRAILING_ELLIPSIS.test((pieces[k] as string).trimEnd()) && ELLIPSIS.test(pieces[k + 1] as string);
    ellipsis.push(marked);
    if (!marked) continue;
    pieces[k] = (pieces[k] as string).trimEnd().replace(TRAILING_ELLIPSIS, "");
    pieces[k + 1] = (pieces[k + 1] as string).replace(ELLIPSIS, "").trimStart();
  }
  return { text: pieces.map((p) => p.trim()).join(" "), joint: { offsets, counts, ellipsis } };
}

/** A unit of the translation's text: a word (with the placeholders touching it), or one character. */
interface Atom {
  /** Placeholders in it are marks (MARK_BASE + id). */
  text: string;
  /** Visible characters. */
  width: number;
  /** The placeholders it holds. */
  ids: number[];
  /** A space came before it in the translation. */
  spaced: boolean;
  /** It ends a clause: a good place to cut. */
  pause: boolean;
}

// Placeholders travel as one Private Use Area character each, as in segments.ts, so that the spaces inside
// `<x id="1"/>` are not word breaks; any such character a provider returned is dropped first.
const MARK_BASE = 0xe000;
const MARKS = /[\ue000-\uf8ff]/g;
const isMark = (ch: string) => ch.charCodeAt(0) >= MARK_BASE && ch.charCodeAt(0) <= 0xf8ff;
const PAUSE = /[,.;:!?…、，。！？؟،][\ue000-\uf8ff]*$/;
// Letters of scripts written with spaces (a name, a number in a Japanese sentence) are never cut inside a word.
const SPACED_SCRIPT = /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{Nd}]/u;
// Punctuation that belongs to the character before it: a line never starts with one.
const ATTACHED = /^[,.;:!?…、，。！？」』）)\]؟،]/;

function atomsOf(translation: string, byCharacter: boolean): Atom[] {
  const marked = translation
    .replace(MARKS, "")
    .replace(PLACEHOLDER, (_, id: string) => String.fromCharCode(MARK_BASE + Number(id)));
  const atoms: Atom[] = [];
  for (const word of marked.split(/\s+/)) {
    if (word === "") continue;
    const chars = Array.from(word);
    if (!byCharacter) {
      const ids = chars.filter(isMark).map((ch) => ch.charCodeAt(0) - MARK_BASE);
      const width = chars.length - ids.length;
      atoms.push({ text: word, width, ids, spaced: true, pause: PAUSE.test(word) });
      continue;
    }
    // A placeholder, a punctuation mark or the next letter of a spaced script's word goes with what is before it.
    chars.forEach((ch, i) => {
      const mark = isMark(ch);
      const previous = atoms[atoms.length - 1];
      const word = SPACED_SCRIPT.test(ch) && SPACED_SCRIPT.test(chars[i - 1] ?? "");
      if (previous && i > 0 && (mark || word || ATTACHED.test(ch))) {
        previous.text += ch;
        if (mark) previous.ids.push(ch.charCodeAt(0) - MARK_BASE);
        else {
          previous.width += 1;
          previous.pause = !word;
        }
        return;
      }
      atoms.push({
        text: ch,
        width: mark ? 0 : 1,
        ids: mark ? [ch.charCodeAt(0) - MARK_BASE] : [],
        spaced: i === 0,
        pause: false,
      });
    });
  }
  return atoms;
}

/**
 * Spreads a joined text's translation back over its cues: cut at word boundaries (at character boundaries for a
 * target written without spaces) in proportion to each cue's share of the source's length and of the time on
 * screen, a cut at a comma or full stop preferred nearby, and where the placeholders allow it, so each cue keeps
 * its own tags. Each piece gets its own placeholders back, numbered from 1; one that landed in another cue's piece is
 * left out there, and that cue's tags are repaired when the file is written. Words keep their order; every cue gets
 * at least one word while there are enough.
 */
export function spreadTranslation(
  translation: string,
  sources: readonly { text: string; duration: number }[],
  joint: Joint,
  byCharacter: boolean,
): string[] {
  const n = sources.length;
  const atoms = atomsOf(translation, byCharacter);
  const lengths = sources.map((s) => Math.max(1, visible(s.text).trim().length));
  const totalLength = lengths.reduce((a, b) => a + b, 0);
  const totalDuration = sources.reduce((a, s) => a + Math.max(0, s.duration), 0);
  const weights = sources.map((s, k) =>
    totalDuration > 0
      ? 0.7 * ((lengths[k] as number) / totalLength) + 0.3 * (Math.max(0, s.duration) / totalDuration)
      : (lengths[k] as number) / totalLength,
  );
  const cumulative: number[] = [0];
  for (const atom of atoms) cumulative.push((cumulative[cumulative.length - 1] as number) + atom.width);
  const width = cumulative[atoms.length] as number;
  // The first atom index that holds each placeholder.
  const atomOf = new Map<number, number>();
  atoms.forEach((atom, a) => {
    for (const id of atom.ids) if (!atomOf.has(id)) atomOf.set(id, a);
  });
  // Where each cut may go for every cue to keep its placeholders: after this cue's, before the next cues'.
  const placed = [...atomOf];
  const allowed = sources.slice(0, -1).map((_, k) => {
    const last = (joint.offsets[k] as number) + (joint.counts[k] as number);
    const after = Math.max(0, ...placed.filter(([id]) => id <= last).map(([, a]) => a + 1));
    const before = Math.min(atoms.length, ...placed.filter(([id]) => id > last).map(([, a]) => a));
    return after <= before ? { after, before } : null;
  });
  const cuts: number[] = [];
  let share = 0;
  let previous = 0;
  for (let k = 0; k + 1 < n; k++) {
    share += weights[k] as number;
    const target = share * width;
    // At least one atom for this cue and for each cue after it, while there are atoms enough.
    const lo = Math.min(previous + 1, atoms.length);
    let hi = Math.max(lo, atoms.length - (n - 1 - k));
    for (let j = k + 1; j + 1 < n; j++) {
      const later = allowed[j];
      if (later && later.before - (j - k) >= lo) hi = Math.min(hi, later.before - (j - k));
    }
    const own = allowed[k];
    const from = own && Math.max(lo, own.after) <= Math.min(hi, own.before) ? Math.max(lo, own.after) : lo;
    const to = own && Math.max(lo, own.after) <= Math.min(hi, own.before) ? Math.min(hi, own.before) : hi;
    let best = from;
    let bestCost = Number.POSITIVE_INFINITY;
    const slack = Math.max(3, width * 0.08);
    for (let c = from; c <= to; c++) {
      const pause = c > 0 && atoms[c - 1]?.pause ? slack : 0;
      const cost = Math.abs((cumulative[c] as number) - target) - pause;
      if (cost < bestCost) {
        bestCost = cost;
        best = c;
      }
    }
    cuts.push(best);
    previous = best;
  }
  const bounds = [0, ...cuts, atoms.length];
  // A cut after a full stop is between sentences: no ellipsis says "continued" there.
  const openAt = (k: number) => {
    const last = atoms[(bounds[k + 1] as number) - 1];
    return last !== undefined && !SENTENCE_END.has(last.text.replace(MARKS, "").slice(-1));
  };
  return sources.map((_, k) => {
    const from = bounds[k] as number;
    const to = Math.max(from, bounds[k + 1] as number);
    let text = atoms
      .slice(from, to)
      .map((atom, i) => (i > 0 && atom.spaced ? ` ${atom.text}` : atom.text))
      .join("");
    const offset = joint.offsets[k] as number;
    const count = joint.counts[k] as number;
    text = text.replace(MARKS, (ch) => {
      const own = ch.charCodeAt(0) - MARK_BASE - offset;
      return own >= 1 && own <= count ? placeholder(own) : "";
    });
    if (k > 0 && joint.ellipsis[k - 1] && openAt(k - 1)) text = `...${text}`;
    if (k + 1 < n && joint.ellipsis[k] && openAt(k)) text = `${text}...`;
    return text.trim() === "" ? "..." : text.trim();
  });
}

/**
 * What a job sends: each segment on its own, or, when `sentenceAware`, the runs of sentenceRuns joined into one
 * unit each (in the place of their first segment).
 */
export function translationUnits(
  doc: SubtitleDocument,
  segments: readonly Segment[],
  sentenceAware: boolean,
): TranslationUnit[] {
  const runs = sentenceAware ? sentenceRuns(doc, segments) : [];
  const runAt = new Map(runs.map((run) => [run[0] as number, run]));
  const units: TranslationUnit[] = [];
  for (let i = 0; i < segments.length; i++) {
    const run = runAt.get(i);
    const segment = segments[i] as Segment;
    if (!run) {
      units.push({ ...segment, segments: [i], cueIndexes: [segment.cueIndex] });
      continue;
    }
    const texts = run.map((s) => (segments[s] as Segment).text);
    units.push({
      ...segment,
      text: joinTexts(texts).text,
      segments: run,
      cueIndexes: run.map((s) => (segments[s] as Segment).cueIndex),
    });
    i = run[run.length - 1] as number;
  }
  return units;
}

/**
 * Per-segment translations for applyTranslations from per-unit ones: a joined unit's translation is spread over its
 * segments (spreadTranslation), a null (kept source) stays null for each of them.
 */
export function spreadUnits(
  doc: SubtitleDocument,
  segments: readonly Segment[],
  units: readonly TranslationUnit[],
  translations: readonly (string | null)[],
  byCharacter: boolean,
): (string | null)[] {
  const out: (string | null)[] = segments.map(() => null);
  units.forEach((unit, u) => {
    const translation = translations[u] ?? null;
    if (unit.segments.length === 1 || translation === null) {
      for (const s of unit.segments) out[s] = translation;
      return;
    }
    const sources = unit.segments.map((s) => {
      const segment = segments[s] as Segment;
      const cue = doc.cues[segment.cueIndex] as Cue;
      return { text: segment.text, duration: cue.end - cue.start };
    });
    const { joint } = joinTexts(sources.map((s) => s.text));
    spreadTranslation(translation, sources, joint, byCharacter).forEach((piece, k) => {
      out[unit.segments[k] as number] = piece;
    });
  });
  return out;
}
