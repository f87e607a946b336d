import { diag } from "../diagnostics";
import type { AssEventData, Cue, Diagnostic } from "../types";
import { ASS_EVENT_SLOT, parseAssTime } from "./format";
import { addRunRecord, type Run, RunTable, runRecord } from "./runs";

/** Two digits at s[i], s[i + 1] → their value, or -1. */
function twoDigits(s: string, i: number): number {
  const d1 = s.charCodeAt(i) - 48;
  const d2 = s.charCodeAt(i + 1) - 48;
  return d1 >= 0 && d1 <= 9 && d2 >= 0 && d2 <= 9 ? d1 * 10 + d2 : -1;
}

/** Where the time `canonicalTimeAt` last read ends. */
let timeEnd = 0;

/**
 * `H:MM:SS.cc` with unpadded hours at s[i], the form nearly every event uses and the one the serializer writes,
 * read digit by digit in one pass → ms, its end in `timeEnd`; -1 for any other form (then the liberal reader
 * decides, and the raw value is kept).
 */
function canonicalTimeAt(s: string, i: number): number {
  const a = i;
  let h = 0;
  let c = s.charCodeAt(i);
  while (c >= 48 && c <= 57) {
    h = h * 10 + c - 48;
    c = s.charCodeAt(++i);
  }
  if (i === a || (i - a > 1 && s.charCodeAt(a) === 48)) return -1;
  if (c !== 58 || s.charCodeAt(i + 3) !== 58 || s.charCodeAt(i + 6) !== 46) return -1;
  const m = twoDigits(s, i + 1);
  const sec = twoDigits(s, i + 4);
  const cs = twoDigits(s, i + 7);
  if (m < 0 || m > 59 || sec < 0 || sec > 59 || cs < 0) return -1;
  timeEnd = i + 9;
  return ((h * 60 + m) * 60 + sec) * 1000 + cs * 10;
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

const FIELD = 0;
const START = 1;
const END = 2;
const TEXT = 3;

/**
 * Reads events in place in the decoded file, by the `Format:` field names. Field values repeat from event to
 * event (layer, style, margins), so an unchanged value reuses the previous event's string, and events whose
 * fields are all unchanged share one frozen `ass` record: big scripts then allocate little more than their texts.
 */
export class EventReader {
  private readonly previous: string[] = [];
  private readonly roles: number[];
  /** Where the next `\N` of the file is (Infinity: none left), so finding them stays linear in the file size. */
  private nextBreak = -1;
  /** The `ass` record of the last canonical Dialogue and Comment, valid while no field value changes. */
  private sharedDialogue: AssEventData | undefined;
  private sharedComment: AssEventData | undefined;
  /** Shared, frozen `ass` records by kind and field values. */
  private readonly records = new Map<string, AssEventData>();
  /** First of the fields right before a last Text field (Style … Effect), and those fields as last written. */
  private readonly runFirst: number;
  private runAt = 0;
  private runLength = -1;
  /** Where the last standard event's lead and first field (`Dialogue: 0,`) are, and their length (-1: none). */
  private prefixAt = 0;
  private prefixLength = -1;
  /** Layer (or Marked), Start, End, then the run and the Text: the order nearly every script uses. */
  private readonly standard: boolean;
  /** Runs seen so far, the current one, and the fields before the run joined (stale after a change). */
  private readonly runTable: RunTable | undefined;
  private run: Run | undefined;
  private preKey = "";
  private preStale = true;

  constructor(
    private readonly format: readonly string[],
    private readonly diagnostics: Diagnostic[],
  ) {
    this.roles = format.map((name) =>
      name === "Start" ? START : name === "End" ? END : name === "Text" ? TEXT : FIELD,
    );
    let first = this.roles.length - 1;
    if (this.roles[first] === TEXT) while (first > 0 && this.roles[first - 1] === FIELD) first--;
    this.runFirst = first < this.roles.length - 1 ? first : -1;
    const r = this.roles;
    this.standard = this.runFirst === 3 && r[0] === FIELD && r[1] === START && r[2] === END;
    this.runTable = this.runFirst >= 0 ? new RunTable(this.roles.length - 1 - this.runFirst) : undefined;
  }

  /** Whether s[p, le) starts with the run as last read, compared in place in the file (no string of its own). */
  private repeatsRun(s: string, p: number, le: number): boolean {
    const n = this.runLength;
    if (n < 0 || p + n > le) return false;
    const q = this.runAt - p;
    for (let i = p; i < p + n; i++) if (s.charCodeAt(i) !== s.charCodeAt(i + q)) return false;
    return true;
  }

  /** `\N` → line break; concatenation beats `replaceAll` here by about 2× (it runs once per event). */
  private breaksToNewlines(s: string, from: number, to: number): string {
    let at = this.findBreak(s, from);
    if (at >= to) return s.slice(from, to);
    let out = "";
    let p = from;
    while (at < to) {
      out += `${s.slice(p, at)}\n`;
      p = at + 2;
      at = this.findBreak(s, p);
    }
    return out + s.slice(p, to);
  }

  private findBreak(s: string, from: number): number {
    if (this.nextBreak < from) {
      // Capital N is rarer than backslashes in styled text, and a one-character search is the cheap builtin.
      let at = s.indexOf("N", from + 1);
      while (at >= 0 && s.charCodeAt(at - 1) !== 92) at = s.indexOf("N", at + 1);
      this.nextBreak = at < 0 ? Number.POSITIVE_INFINITY : at - 1;
    }
    return this.nextBreak;
  }

  /** The current value of every field but the times and the text, by its `Format:` name. */
  private fieldValues(): Readonly<Record<string, string>> {
    const fields: Record<string, string> = {};
    this.roles.forEach((role, k) => {
      if (role === FIELD) fields[this.format[k] as string] = this.previous[k] as string;
    });
    return Object.freeze(fields);
  }

  /** The event on `s[ls, le)` (after its leading spaces), or null when it cannot be read (reported). */
  read(s: string, ls: number, le: number, dialogue: boolean, lineNo: number): Cue | null {
    return (
      (this.standard && this.readRepeat(s, ls, le, dialogue, lineNo)) ||
      this.readAny(s, ls, le, dialogue, lineNo)
    );
  }

  /**
   * The common event, read without a general field loop: standard field order, canonical lead and times, and
   * every field but the times and text as in the previous event. Null for anything else (then `readAny` reads it).
   */
  private readRepeat(s: string, ls: number, le: number, dialogue: boolean, lineNo: number): Cue | null {
    const ass = dialogue ? this.sharedDialogue : this.sharedComment;
    if (ass === undefined) return null;
    const p = ls + (dialogue ? 10 : 9);
    if (s.charCodeAt(p - 1) !== 32) return null;
    const first = this.previous[0] as string;
    const comma = p + first.length;
    if (s.charCodeAt(comma) !== 44 || !sameText(s, p, comma, first)) return null;
    const cue = this.repeatTail(s, comma + 1, le, lineNo, dialogue);
    if (cue) this.keepPrefix(ls, comma + 1 - ls);
    return cue;
  }

  /**
   * Reads lines from `pos` on while each is an event with the last one's kind, lead and first field, canonical
   * times and the same Style…Effect (the bulk of any script): no per-line dispatch, prefix and run compared in
   * place. Pushes their cues and slots; returns where it stopped, at a line left to the caller.
   */
  readRepeats(s: string, pos: number, lineNo: number, cues: Cue[], slots: string[]): number {
    const n = this.prefixLength;
    if (n < 0) return pos;
    const at = this.prefixAt;
    const dialogue = s.charCodeAt(at) === 68; /* D */
    if ((dialogue ? this.sharedDialogue : this.sharedComment) === undefined) return pos;
    while (pos < s.length) {
      for (let i = 0; i < n; i++) if (s.charCodeAt(pos + i) !== s.charCodeAt(at + i)) return pos;
      let le = s.indexOf("\n", pos + n);
      if (le < 0) le = s.length;
      const cue = this.repeatTail(s, pos + n, le, lineNo + 1, dialogue);
      if (cue === null) return pos;
      cues.push(cue);
      slots.push(ASS_EVENT_SLOT);
      lineNo++;
      pos = le + 1;
    }
    return pos;
  }

  /** Times, a run already seen and the text from s[p] on, or null when they are not in that form. */
  private repeatTail(s: string, p: number, le: number, lineNo: number, dialogue: boolean): Cue | null {
    const start = canonicalTimeAt(s, p);
    if (start < 0 || s.charCodeAt(timeEnd) !== 44) return null;
    const end = canonicalTimeAt(s, timeEnd + 1);
    if (end < 0 || s.charCodeAt(timeEnd) !== 44) return null;
    p = timeEnd + 1;
    if (!this.repeatsRun(s, p, le) && !this.switchRun(s, p, le, dialogue)) return null;
    const ass = dialogue ? this.sharedDialogue : this.sharedComment;
    if (ass === undefined) return null;
    return { start, end, text: this.breaksToNewlines(s, p + this.runLength, le), line: lineNo, ass };
  }

  /** Makes the run at s[p] current if it was seen before with a record for this kind and the same earlier fields. */
  private switchRun(s: string, p: number, le: number, dialogue: boolean): boolean {
    const run = this.runTable?.find(s, p, le);
    if (run === undefined) return false;
    const ass = this.recordFor(run, dialogue);
    if (ass === undefined) return false;
    this.takeRun(run, p);
    if (dialogue) this.sharedDialogue = ass;
    else this.sharedComment = ass;
    return true;
  }

  /** Takes the run's field values as the current ones, and its place in the file as the one to compare with. */
  private takeRun(run: Run, p: number): void {
    const first = this.runFirst;
    for (let i = 0; i < run.values.length; i++) this.previous[first + i] = run.values[i] as string;
    this.run = run;
    this.runAt = p;
    this.runLength = run.length;
    this.sharedDialogue = undefined;
    this.sharedComment = undefined;
  }

  /** The run's shared record for this kind and the current fields before it, if made already. */
  private recordFor(run: Run, dialogue: boolean): AssEventData | undefined {
    return this.preStale ? undefined : runRecord(run, dialogue, this.preKey);
  }

  /** The lead and first field of a standard event just read, for `readRepeats` to compare the next lines with. */
  private keepPrefix(at: number, length: number): void {
    this.prefixAt = at;
    this.prefixLength = length;
  }

  private readAny(s: string, ls: number, le: number, dialogue: boolean, lineNo: number): Cue | null {
    // Callers found `Dialogue:` or `Comment:` at ls.
    let p = ls + (dialogue ? 9 : 8);
    while (s.charCodeAt(p) === 32) p++;
    const lead = p - ls;
    let text = "";
    let start = -1;
    let end = -1;
    let startAt = 0;
    let endAt = 0;
    let canonical = lead === (dialogue ? 10 : 9);
    const last = this.roles.length - 1;
    let runStart = -1;
    for (let k = 0; k <= last; k++) {
      if (k === this.runFirst) {
        // Most events repeat the previous one's Style…Effect: one comparison instead of a field-by-field scan.
        if (this.repeatsRun(s, p, le)) {
          p += this.runLength;
          k = last - 1;
          continue;
        }
        const run = this.runTable?.find(s, p, le);
        if (run !== undefined) {
          this.takeRun(run, p);
          p += run.length;
          k = last - 1;
          continue;
        }
        runStart = p;
      }
      // A flat copy: comparing against a slice of the whole file is slower on every later event.
      if (k === last && runStart >= 0) {
        this.runAt = runStart;
        this.runLength = p - runStart;
        this.run = this.runTable?.add(runStart, this.previous.slice(this.runFirst, last));
      }
      const comma = k === last ? le : s.indexOf(",", p);
      if (comma < 0 || comma > le) {
        const message = `Event has fewer fields than its Format line (${this.format.length}); kept as is`;
        this.diagnostics.push(
          diag("error", "ass.bad_event", lineNo, message, { expected: this.format.length }),
        );
        return null;
      }
      const role = this.roles[k];
      if (role === START || role === END) {
        let ms = canonicalTime(s, p, comma);
        if (ms < 0) {
          canonical = false;
          ms = parseAssTime(s, p, comma);
        }
        if (ms < 0) {
          const value = s.slice(p, comma);
          const message = `Unreadable time "${value}"; the event is kept as is`;
          this.diagnostics.push(diag("error", "ass.bad_timing", lineNo, message, { value }));
          return null;
        }
        if (role === START) {
          start = ms;
          startAt = p;
        } else {
          end = ms;
          endAt = p;
        }
      } else if (role === TEXT) text = this.breaksToNewlines(s, p, comma);
      else {
        const prev = this.previous[k];
        if (prev === undefined || !sameText(s, p, comma, prev)) {
          this.previous[k] = s.slice(p, comma);
          // Stale from here on, even if this event turns out unreadable.
          this.sharedDialogue = undefined;
          this.sharedComment = undefined;
          if (k >= this.runFirst) this.runLength = -1;
          else this.preStale = true;
          this.prefixLength = -1;
        }
      }
      p = comma + 1;
    }
    const kind = dialogue ? "Dialogue" : "Comment";
    if (this.preStale) {
      this.preKey = this.previous.slice(0, Math.max(this.runFirst, 0)).join("\u0001");
      this.preStale = false;
    }
    let ass = dialogue ? this.sharedDialogue : this.sharedComment;
    if (ass === undefined || !canonical) {
      if (canonical) {
        // Scripts alternate among a few styles and speakers: one shared record per combination, not per event.
        const run = this.run;
        ass =
          run === undefined
            ? this.records.get(`${kind}\u0001${this.previous.join("\u0001")}`)
            : this.recordFor(run, dialogue);
        if (ass === undefined) {
          ass = Object.freeze({ kind, fields: this.fieldValues() });
          if (run === undefined) this.records.set(`${kind}\u0001${this.previous.join("\u0001")}`, ass);
          else addRunRecord(run, dialogue, this.preKey, ass);
        }
        if (dialogue) this.sharedDialogue = ass;
        else this.sharedComment = ass;
      } else {
        ass = { kind, fields: this.fieldValues() };
        const value = (at: number) =>
          s.slice(at, s.indexOf(",", at) < 0 ? le : Math.min(s.indexOf(",", at), le));
        ass.raw = { lead: s.slice(ls, ls + lead), start: value(startAt), end: value(endAt) };
      }
    }
    if (canonical && this.standard) this.keepPrefix(ls, lead + (this.previous[0] as string).length + 1);
    return { start, end, text, line: lineNo, ass };
  }
}
