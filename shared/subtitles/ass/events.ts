import { diag } from "../diagnostics";
import { clockMs } from "../timecode";
import type { AssEventData, Cue, Diagnostic } from "../types";
import { ASS_EVENT_SLOT, parseAssTime } from "./format";
import { addRun, addRunRecord, findRun, type Run, type RunTable, runRecord, runTable } from "./runs";

const ZERO = 48;

/** Where the time `canonicalTimeAt` last read ends. */
let timeEnd = 0;

/**
 * `H:MM:SS.cc` with unpadded hours at s[i], the form nearly every event uses and the one the serializer writes,
 * read in one pass → ms, its end in `timeEnd`; -1 for any other form (then the liberal reader decides, and the raw
 * value is kept). Written out digit by digit: a loop over these few characters cost twice as much.
 */
function canonicalTimeAt(s: string, i: number): number {
  let h = s.charCodeAt(i) - 48;
  if (h >>> 0 > 9) return -1;
  let j = i + 1;
  let c = s.charCodeAt(j);
  if (c !== 58) {
    // Hours of more than one digit, without a leading zero.
    if (h === 0) return -1;
    while (c >= 48 && c <= 57) {
      h = h * 10 + c - 48;
      c = s.charCodeAt(++j);
    }
    if (c !== 58) return -1;
  }
  if (s.charCodeAt(j + 3) !== 58 || s.charCodeAt(j + 6) !== 46) return -1;
  // Centiseconds: the third fraction digit is a zero.
  const ms = clockMs(
    h,
    s.charCodeAt(j + 1),
    s.charCodeAt(j + 2),
    s.charCodeAt(j + 4),
    s.charCodeAt(j + 5),
    s.charCodeAt(j + 7),
    s.charCodeAt(j + 8),
    ZERO,
  );
  // NaN when the text ends inside the time.
  if (!(ms >= 0)) return -1;
  timeEnd = j + 9;
  return ms;
}

/** `canonicalTimeAt` in the ASCII bytes of the text (see `TextPieces`), byte i being character i. */
function canonicalTimeInBytes(b: Uint8Array, i: number): number {
  let h = (b[i] as number) - 48;
  if (h >>> 0 > 9) return -1;
  let j = i + 1;
  let c = b[j] as number;
  if (c !== 58) {
    if (h === 0) return -1;
    while (c >= 48 && c <= 57) {
      h = h * 10 + c - 48;
      c = b[++j] as number;
    }
    if (c !== 58) return -1;
  }
  if (b[j + 3] !== 58 || b[j + 6] !== 46) return -1;
  const ms = clockMs(
    h,
    b[j + 1] as number,
    b[j + 2] as number,
    b[j + 4] as number,
    b[j + 5] as number,
    b[j + 7] as number,
    b[j + 8] as number,
    ZERO,
  );
  // NaN when the text ends inside the time.
  if (!(ms >= 0)) return -1;
  timeEnd = j + 9;
  return ms;
}

/** `canonicalTimeAt` for exactly s[a, b). */
function canonicalTime(s: string, a: number, b: number): number {
  const ms = canonicalTimeAt(s, a);
  return timeEnd === b ? ms : -1;
}

/** s[from, to) === value, compared in place (field values are short: a loop beats a builtin call). */
export function sameText(s: string, from: number, to: number, value: string): boolean {
  if (value.length !== to - from) return false;
  for (let i = 0; i < value.length; i++) if (s.charCodeAt(from + i) !== value.charCodeAt(i)) return false;
  return true;
}

function codesOf(text: string): Uint16Array {
  const codes = new Uint16Array(text.length);
  for (let i = 0; i < text.length; i++) codes[i] = text.charCodeAt(i);
  return codes;
}

/**
 * `Dialogue: ` and `Comment: ` at s[p], the lead of nearly every event line, compared character by character as
 * written out: a loop over a constant this short cost twice as much.
 */
function isDialogueLead(s: string, p: number): boolean {
  return (
    s.charCodeAt(p) === 68 &&
    s.charCodeAt(p + 1) === 105 &&
    s.charCodeAt(p + 2) === 97 &&
    s.charCodeAt(p + 3) === 108 &&
    s.charCodeAt(p + 4) === 111 &&
    s.charCodeAt(p + 5) === 103 &&
    s.charCodeAt(p + 6) === 117 &&
    s.charCodeAt(p + 7) === 101 &&
    s.charCodeAt(p + 8) === 58 &&
    s.charCodeAt(p + 9) === 32
  );
}

function isCommentLead(s: string, p: number): boolean {
  return (
    s.charCodeAt(p) === 67 &&
    s.charCodeAt(p + 1) === 111 &&
    s.charCodeAt(p + 2) === 109 &&
    s.charCodeAt(p + 3) === 109 &&
    s.charCodeAt(p + 4) === 101 &&
    s.charCodeAt(p + 5) === 110 &&
    s.charCodeAt(p + 6) === 116 &&
    s.charCodeAt(p + 7) === 58 &&
    s.charCodeAt(p + 8) === 32
  );
}

/** The length of `Dialogue: ` or `Comment: `, the lead of a standard event. */
const leadLength = (dialogue: boolean) => (dialogue ? 10 : 9);

/** s at p holds these characters from the `from`-th on (a typed array read costs a fraction of a string's). */
function matchesAt(s: string, p: number, codes: Uint16Array, from: number): boolean {
  for (let i = from; i < codes.length; i++) if (s.charCodeAt(p + i) !== codes[i]) return false;
  return true;
}

/** The ASCII bytes at p hold these characters. */
function matchesInBytes(b: Uint8Array, p: number, codes: Uint16Array): boolean {
  for (let i = 0; i < codes.length; i++) if (b[p + i] !== codes[i]) return false;
  return true;
}

const FIELD = 0;
const START = 1;
const END = 2;
const TEXT = 3;

/**
 * Reads events in place in the decoded file, by the `Format:` field names. Field values repeat from event to
 * event (layer, style, margins), so an unchanged value reuses the previous event's string, and events whose
 * fields are all unchanged share one frozen `ass` record: big scripts then allocate little more than their texts.
 *
 * The reader's state is a plain object from one literal (`eventReader`), read by the functions below, rather than
 * a class instance: V8 keeps a literal's object shape alive, while an instance's shape dies with the last
 * instance, and every full garbage collection between two files then discarded the optimised reader (measured:
 * a 1,000-event script parsed in 3.5-4.4 ms instead of 0.7 ms after each collection).
 */
export interface EventReader {
  readonly format: readonly string[];
  readonly diagnostics: Diagnostic[];
  readonly previous: string[];
  readonly roles: number[];
  /** Where the next `\N` of the piece of text is (Infinity: none left), so finding them stays linear in its size. */
  nextBreak: number;
  /** The `ass` record of the last canonical Dialogue and Comment, valid while no field value changes. */
  sharedDialogue: AssEventData | undefined;
  sharedComment: AssEventData | undefined;
  /** Shared, frozen `ass` records by kind and field values. */
  readonly records: Map<string, AssEventData>;
  /** First of the fields right before a last Text field (Style … Effect). */
  readonly runFirst: number;
  /** The last standard event's lead and first field (`Dialogue: 0,`; "": none). */
  prefix: string;
  /** The prefix's characters, compared with the file's without reading the prefix string too. */
  prefixCodes: Uint16Array;
  /** Layer (or Marked), Start, End, then the run and the Text: the order nearly every script uses. */
  readonly standard: boolean;
  /** Runs seen so far, the current one, and the fields before the run joined (stale after a change). */
  readonly runTable: RunTable | undefined;
  run: Run | undefined;
  /** Whether `previous` holds the run's field values: copied there only when read, which the bulk path never does. */
  runInPrevious: boolean;
  preKey: string;
  preStale: boolean;
}

export function eventReader(format: readonly string[], diagnostics: Diagnostic[]): EventReader {
  const roles = format.map((name) =>
    name === "Start" ? START : name === "End" ? END : name === "Text" ? TEXT : FIELD,
  );
  let first = roles.length - 1;
  if (roles[first] === TEXT) while (first > 0 && roles[first - 1] === FIELD) first--;
  const runFirst = first < roles.length - 1 ? first : -1;
  return {
    format,
    diagnostics,
    previous: [],
    roles,
    nextBreak: -1,
    sharedDialogue: undefined,
    sharedComment: undefined,
    records: new Map(),
    runFirst,
    prefix: "",
    prefixCodes: new Uint16Array(0),
    standard: runFirst === 3 && roles[0] === FIELD && roles[1] === START && roles[2] === END,
    runTable: runFirst >= 0 ? runTable(roles.length - 1 - runFirst) : undefined,
    run: undefined,
    runInPrevious: true,
    preKey: "",
    preStale: true,
  };
}

/** Forgets the positions kept in the piece of text read so far, before reading the next. */
export function startPiece(r: EventReader): void {
  r.nextBreak = -1;
}

/** `\N` → line break; concatenation beats `replaceAll` here by about 2× (it runs once per event). */
function breaksToNewlines(r: EventReader, s: string, from: number, to: number): string {
  let at = findBreak(r, s, from);
  if (at >= to) return s.slice(from, to);
  let out = "";
  let p = from;
  while (at < to) {
    out += `${s.slice(p, at)}\n`;
    p = at + 2;
    at = findBreak(r, s, p);
  }
  return out + s.slice(p, to);
}

function findBreak(r: EventReader, s: string, from: number): number {
  if (r.nextBreak < from) {
    // Capital N is rarer than backslashes in styled text, and a one-character search is the cheap builtin.
    let at = s.indexOf("N", from + 1);
    while (at >= 0 && s.charCodeAt(at - 1) !== 92) at = s.indexOf("N", at + 1);
    r.nextBreak = at < 0 ? Number.POSITIVE_INFINITY : at - 1;
  }
  return r.nextBreak;
}

/** The current value of every field but the times and the text, by its `Format:` name. */
function fieldValues(r: EventReader): Readonly<Record<string, string>> {
  const fields: Record<string, string> = {};
  r.roles.forEach((role, k) => {
    if (role === FIELD) fields[r.format[k] as string] = r.previous[k] as string;
  });
  return Object.freeze(fields);
}

/** The event on `s[ls, le)` (after its leading spaces), or null when it cannot be read (reported). */
export function readEvent(
  r: EventReader,
  s: string,
  ls: number,
  le: number,
  dialogue: boolean,
  lineNo: number,
): Cue | null {
  return (
    (r.standard && readRepeat(r, s, ls, le, dialogue, lineNo)) || readAny(r, s, ls, le, dialogue, lineNo)
  );
}

/**
 * The common event, read without a general field loop: standard field order, canonical lead and times, and
 * every field but the times and text as in the previous event. Null for anything else (then `readAny` reads it).
 */
function readRepeat(
  r: EventReader,
  s: string,
  ls: number,
  le: number,
  dialogue: boolean,
  lineNo: number,
): Cue | null {
  const ass = dialogue ? r.sharedDialogue : r.sharedComment;
  if (ass === undefined) return null;
  const p = ls + (dialogue ? 10 : 9);
  if (s.charCodeAt(p - 1) !== 32) return null;
  const first = r.previous[0] as string;
  const comma = p + first.length;
  if (s.charCodeAt(comma) !== 44 || !sameText(s, p, comma, first)) return null;
  const cue = repeatTail(r, s, undefined, comma + 1, le, lineNo, dialogue);
  if (cue) keepPrefix(r, s, ls, comma + 1 - ls, dialogue);
  return cue;
}

/**
 * Reads lines from `pos` on while each is an event with the last one's kind, lead and first field, canonical
 * times and a Style…Effect seen before (the bulk of any script): no per-line dispatch, the prefix compared and
 * the run found in place, in the bytes of s when it is ASCII (`ascii`, see `TextPieces`). Pushes their cues and
 * slots; returns where it stopped, at a line left to the caller.
 */
export function readRepeats(
  r: EventReader,
  s: string,
  ascii: Uint8Array | undefined,
  pos: number,
  lineNo: number,
  cues: Cue[],
  slots: string[],
): number {
  const prefix = r.prefix;
  if (prefix === "") return pos;
  const n = prefix.length;
  const codes = r.prefixCodes;
  const dialogue = prefix.charCodeAt(0) === 68; /* D */
  const lead = leadLength(dialogue);
  if ((dialogue ? r.sharedDialogue : r.sharedComment) === undefined) return pos;
  while (pos < s.length) {
    const same =
      ascii === undefined
        ? (dialogue ? isDialogueLead(s, pos) : isCommentLead(s, pos)) && matchesAt(s, pos, codes, lead)
        : matchesInBytes(ascii, pos, codes);
    if (!same) return pos;
    let le = s.indexOf("\n", pos + n);
    if (le < 0) le = s.length;
    const cue = repeatTail(r, s, ascii, pos + n, le, lineNo + 1, dialogue);
    if (cue === null) return pos;
    cues.push(cue);
    slots.push(ASS_EVENT_SLOT);
    lineNo++;
    pos = le + 1;
  }
  return pos;
}

/** Times, a run already seen and the text from s[p] on, or null when they are not in that form. */
function repeatTail(
  r: EventReader,
  s: string,
  ascii: Uint8Array | undefined,
  p: number,
  le: number,
  lineNo: number,
  dialogue: boolean,
): Cue | null {
  const start = ascii === undefined ? canonicalTimeAt(s, p) : canonicalTimeInBytes(ascii, p);
  if (start < 0 || s.charCodeAt(timeEnd) !== 44) return null;
  const end =
    ascii === undefined ? canonicalTimeAt(s, timeEnd + 1) : canonicalTimeInBytes(ascii, timeEnd + 1);
  if (end < 0 || s.charCodeAt(timeEnd) !== 44) return null;
  p = timeEnd + 1;
  const run = r.runTable && findRun(r.runTable, s, ascii, p, le);
  if (run === undefined) return null;
  if (run !== r.run) {
    const record = recordFor(r, run, dialogue);
    if (record === undefined) return null;
    takeRun(r, run);
    if (dialogue) r.sharedDialogue = record;
    else r.sharedComment = record;
  }
  const ass = dialogue ? r.sharedDialogue : r.sharedComment;
  if (ass === undefined) return null;
  return { start, end, text: breaksToNewlines(r, s, p + run.text.length, le), line: lineNo, ass };
}

/** Takes the run as the one to compare the next event with, its field values as the current ones. */
function takeRun(r: EventReader, run: Run): void {
  r.run = run;
  r.runInPrevious = false;
  r.sharedDialogue = undefined;
  r.sharedComment = undefined;
}

/** Copies the run's field values into `previous`, if not there yet. */
function runIntoPrevious(r: EventReader): void {
  const run = r.run;
  if (r.runInPrevious || run === undefined) return;
  const first = r.runFirst;
  for (let i = 0; i < run.values.length; i++) r.previous[first + i] = run.values[i] as string;
  r.runInPrevious = true;
}

/** The run's shared record for this kind and the current fields before it, if made already. */
function recordFor(r: EventReader, run: Run, dialogue: boolean): AssEventData | undefined {
  return r.preStale ? undefined : runRecord(run, dialogue, r.preKey);
}

/**
 * The lead and first field of a standard event just read, for `readRepeats` to compare the next lines with. The
 * caller has seen the kind's lead at s[at]; its first character tells the two kinds apart.
 */
function keepPrefix(r: EventReader, s: string, at: number, length: number, dialogue: boolean): void {
  const lead = leadLength(dialogue);
  const same =
    length === r.prefix.length &&
    r.prefix.charCodeAt(0) === s.charCodeAt(at) &&
    matchesAt(s, at, r.prefixCodes, lead);
  if (!same) {
    r.prefix = s.slice(at, at + length);
    r.prefixCodes = codesOf(r.prefix);
  }
}

function readAny(
  r: EventReader,
  s: string,
  ls: number,
  le: number,
  dialogue: boolean,
  lineNo: number,
): Cue | null {
  // Callers found `Dialogue:` or `Comment:` at ls.
  runIntoPrevious(r);
  let p = ls + (dialogue ? 9 : 8);
  while (s.charCodeAt(p) === 32) p++;
  const lead = p - ls;
  let text = "";
  let start = -1;
  let end = -1;
  let startAt = 0;
  let endAt = 0;
  let canonical = lead === (dialogue ? 10 : 9);
  const last = r.roles.length - 1;
  let runStart = -1;
  for (let k = 0; k <= last; k++) {
    if (k === r.runFirst) {
      // Nearly every event has a Style…Effect seen before: one walk instead of a field-by-field scan.
      const run = r.runTable && findRun(r.runTable, s, undefined, p, le);
      if (run !== undefined) {
        if (run !== r.run) {
          takeRun(r, run);
          runIntoPrevious(r);
        }
        p += run.text.length;
        k = last - 1;
        continue;
      }
      runStart = p;
    }
    if (k === last && runStart >= 0) {
      r.run = r.runTable && addRun(r.runTable, s.slice(runStart, p), r.previous.slice(r.runFirst, last));
    }
    const comma = k === last ? le : s.indexOf(",", p);
    if (comma < 0 || comma > le) {
      const message = `Event has fewer fields than its Format line (${r.format.length}); kept as is`;
      r.diagnostics.push(diag("error", "ass.bad_event", lineNo, message, { expected: r.format.length }));
      return null;
    }
    const role = r.roles[k];
    if (role === START || role === END) {
      let ms = canonicalTime(s, p, comma);
      if (ms < 0) {
        canonical = false;
        ms = parseAssTime(s, p, comma);
      }
      if (ms < 0) {
        const value = s.slice(p, comma);
        const message = `Unreadable time "${value}"; the event is kept as is`;
        r.diagnostics.push(diag("error", "ass.bad_timing", lineNo, message, { value }));
        return null;
      }
      if (role === START) {
        start = ms;
        startAt = p;
      } else {
        end = ms;
        endAt = p;
      }
    } else if (role === TEXT) text = breaksToNewlines(r, s, p, comma);
    else {
      const prev = r.previous[k];
      if (prev === undefined || !sameText(s, p, comma, prev)) {
        r.previous[k] = s.slice(p, comma);
        // Stale from here on, even if this event turns out unreadable.
        r.sharedDialogue = undefined;
        r.sharedComment = undefined;
        if (k >= r.runFirst) r.run = undefined;
        else r.preStale = true;
        r.prefix = "";
      }
    }
    p = comma + 1;
  }
  const kind = dialogue ? "Dialogue" : "Comment";
  if (r.preStale) {
    r.preKey = r.previous.slice(0, Math.max(r.runFirst, 0)).join("\u0001");
    r.preStale = false;
  }
  let ass = dialogue ? r.sharedDialogue : r.sharedComment;
  if (ass === undefined || !canonical) {
    if (canonical) {
      // Scripts alternate among a few styles and speakers: one shared record per combination, not per event.
      const run = r.run;
      ass =
        run === undefined
          ? r.records.get(`${kind}\u0001${r.previous.join("\u0001")}`)
          : recordFor(r, run, dialogue);
      if (ass === undefined) {
        ass = Object.freeze({ kind, fields: fieldValues(r) });
        if (run === undefined) r.records.set(`${kind}\u0001${r.previous.join("\u0001")}`, ass);
        else addRunRecord(run, dialogue, r.preKey, ass);
      }
      if (dialogue) r.sharedDialogue = ass;
      else r.sharedComment = ass;
    } else {
      ass = { kind, fields: fieldValues(r) };
      const value = (at: number) =>
        s.slice(at, s.indexOf(",", at) < 0 ? le : Math.min(s.indexOf(",", at), le));
      ass.raw = { lead: s.slice(ls, ls + lead), start: value(startAt), end: value(endAt) };
    }
  }
  if (canonical && r.standard) keepPrefix(r, s, ls, lead + (r.previous[0] as string).length + 1, dialogue);
  return { start, end, text, line: lineNo, ass };
}
