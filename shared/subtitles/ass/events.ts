import { diag } from "../diagnostics";
import type { AssEventData, Cue, Diagnostic } from "../types";
import { parseAssTime } from "./format";

/** True for `H:MM:SS.cc` with hours unpadded, the form the serializer writes, so only other forms need keeping. */
function isCanonicalTime(s: string, a: number, b: number): boolean {
  const hours = b - a - 9;
  return (
    hours >= 1 &&
    s.charCodeAt(b - 3) === 46 &&
    s.charCodeAt(b - 6) === 58 &&
    s.charCodeAt(b - 9) === 58 &&
    (hours === 1 || s.charCodeAt(a) !== 48)
  );
}

const digit = (s: string, i: number) => s.charCodeAt(i) - 48;
const isDigit = (s: string, i: number) => s.charCodeAt(i) - 48 >= 0 && s.charCodeAt(i) - 48 <= 9;

/** `H:MM:SS.cc` read digit by digit (the form nearly every event uses), else the liberal reader; -1 when unreadable. */
function readTime(s: string, a: number, b: number): number {
  if (isCanonicalTime(s, a, b)) {
    let h = 0;
    let ok = true;
    for (let i = a; i < b - 9; i++) {
      ok &&= isDigit(s, i);
      h = h * 10 + digit(s, i);
    }
    const m = digit(s, b - 8) * 10 + digit(s, b - 7);
    const sec = digit(s, b - 5) * 10 + digit(s, b - 4);
    const cs = digit(s, b - 2) * 10 + digit(s, b - 1);
    ok &&= isDigit(s, b - 8) && isDigit(s, b - 7) && isDigit(s, b - 5) && isDigit(s, b - 4);
    if (ok && isDigit(s, b - 2) && isDigit(s, b - 1) && m < 60 && sec < 60) {
      return ((h * 60 + m) * 60 + sec) * 1000 + cs * 10;
    }
  }
  return parseAssTime(s, a, b);
}

/** s[from, to) === value, compared in place (field values are short: a loop beats a builtin call). */
function sameText(s: string, from: number, to: number, value: string): boolean {
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
  private readonly shared: { Dialogue?: AssEventData; Comment?: AssEventData } = {};
  /** Where the next `\N` of the file is (Infinity: none left), so finding them stays linear in the file size. */
  private nextBreak = -1;

  constructor(
    private readonly format: readonly string[],
    private readonly diagnostics: Diagnostic[],
  ) {
    this.roles = format.map((name) =>
      name === "Start" ? START : name === "End" ? END : name === "Text" ? TEXT : FIELD,
    );
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
      const at = s.indexOf("\\N", from);
      this.nextBreak = at < 0 ? Number.POSITIVE_INFINITY : at;
    }
    return this.nextBreak;
  }

  /** The event on `s[ls, le)` (after its leading spaces), or null when it cannot be read (reported). */
  read(s: string, ls: number, le: number, dialogue: boolean, lineNo: number): Cue | null {
    let p = s.indexOf(":", ls) + 1;
    while (s.charCodeAt(p) === 32) p++;
    const lead = p - ls;
    let text = "";
    let start = -1;
    let end = -1;
    let startAt = 0;
    let endAt = 0;
    let canonical = lead === (dialogue ? 10 : 9);
    let changed = false;
    const last = this.roles.length - 1;
    for (let k = 0; k <= last; k++) {
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
        const ms = readTime(s, p, comma);
        if (ms < 0) {
          const value = s.slice(p, comma);
          const message = `Unreadable time "${value}"; the event is kept as is`;
          this.diagnostics.push(diag("error", "ass.bad_timing", lineNo, message, { value }));
          return null;
        }
        if (!isCanonicalTime(s, p, comma)) canonical = false;
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
          changed = true;
        }
      }
      p = comma + 1;
    }
    const kind = dialogue ? "Dialogue" : "Comment";
    let ass = this.shared[kind];
    if (changed || ass === undefined || !canonical) {
      const fields: Record<string, string> = {};
      this.roles.forEach((role, k) => {
        if (role === FIELD) fields[this.format[k] as string] = this.previous[k] as string;
      });
      ass = { kind, fields: Object.freeze(fields) };
      if (canonical) this.shared[kind] = Object.freeze(ass);
      else {
        const value = (at: number) =>
          s.slice(at, s.indexOf(",", at) < 0 ? le : Math.min(s.indexOf(",", at), le));
        ass.raw = { lead: s.slice(ls, ls + lead), start: value(startAt), end: value(endAt) };
      }
    }
    return { start, end, text, line: lineNo, ass };
  }
}
