import { diag } from "../diagnostics";
import type { Cue, Diagnostic } from "../types";
import { parseAssTime } from "./format";

/** True for `H:MM:SS.cc`, the form the serializer writes, so only other forms need keeping. */
function isCanonicalTime(s: string, a: number, b: number): boolean {
  return (
    b - a === 10 && s.charCodeAt(a + 1) === 58 && s.charCodeAt(a + 4) === 58 && s.charCodeAt(a + 7) === 46
  );
}

/** `\N` → line break. */
function breaksToNewlines(s: string, from: number, to: number): string {
  const at = s.indexOf("\\N", from);
  const text = s.slice(from, to);
  return at < 0 || at >= to ? text : text.replaceAll("\\N", "\n");
}

const DIGIT_OFFSETS = [0, 2, 3, 5, 6, 8, 9];
const digit = (s: string, i: number) => s.charCodeAt(i) - 48;

/** `H:MM:SS.cc` read digit by digit (the form nearly every event uses), else the liberal reader; -1 when unreadable. */
function readTime(s: string, a: number, b: number): number {
  if (isCanonicalTime(s, a, b) && DIGIT_OFFSETS.every((o) => digit(s, a + o) >= 0 && digit(s, a + o) <= 9)) {
    const m = digit(s, a + 2) * 10 + digit(s, a + 3);
    const sec = digit(s, a + 5) * 10 + digit(s, a + 6);
    if (m < 60 && sec < 60) {
      return ((digit(s, a) * 60 + m) * 60 + sec) * 1000 + (digit(s, a + 8) * 10 + digit(s, a + 9)) * 10;
    }
  }
  return parseAssTime(s, a, b);
}

/**
 * Reads events in place in the decoded file, by the `Format:` field names. Field values repeat from event to
 * event (layer, style, margins), so an unchanged value reuses the previous event's string: big scripts then
 * allocate little more than their texts.
 */
export class EventReader {
  private readonly previous: (string | undefined)[] = [];
  private readonly last: number;

  constructor(
    private readonly format: readonly string[],
    private readonly diagnostics: Diagnostic[],
  ) {
    this.last = format.length - 1;
  }

  /** The event on `s[ls, le)` (after its leading spaces), or null when it cannot be read (reported). */
  read(s: string, ls: number, le: number, dialogue: boolean, lineNo: number): Cue | null {
    let p = s.indexOf(":", ls) + 1;
    while (s.charCodeAt(p) === 32) p++;
    const lead = p - ls;
    const fields: Record<string, string> = {};
    let text = "";
    let start = -1;
    let end = -1;
    let startAt = 0;
    let startTo = 0;
    let endAt = 0;
    let endTo = 0;
    let canonical = lead === (dialogue ? 10 : 9);
    for (let k = 0; k <= this.last; k++) {
      const comma = k === this.last ? le : s.indexOf(",", p);
      if (comma < 0 || comma > le) {
        const message = `Event has fewer fields than its Format line (${this.format.length}); kept as is`;
        this.diagnostics.push(
          diag("error", "ass.bad_event", lineNo, message, { expected: this.format.length }),
        );
        return null;
      }
      const name = this.format[k] as string;
      if (name === "Start" || name === "End") {
        const ms = readTime(s, p, comma);
        if (ms < 0) {
          const value = s.slice(p, comma);
          const message = `Unreadable time "${value}"; the event is kept as is`;
          this.diagnostics.push(diag("error", "ass.bad_timing", lineNo, message, { value }));
          return null;
        }
        if (!isCanonicalTime(s, p, comma)) canonical = false;
        if (name === "Start") {
          start = ms;
          startAt = p;
          startTo = comma;
        } else {
          end = ms;
          endAt = p;
          endTo = comma;
        }
      } else if (name === "Text") text = breaksToNewlines(s, p, comma);
      else {
        const prev = this.previous[k];
        if (prev !== undefined && prev.length === comma - p && s.startsWith(prev, p)) fields[name] = prev;
        else fields[name] = this.previous[k] = s.slice(p, comma);
      }
      p = comma + 1;
    }
    const cue: Cue = {
      start,
      end,
      text,
      line: lineNo,
      ass: { kind: dialogue ? "Dialogue" : "Comment", fields },
    };
    if (!canonical && cue.ass) {
      cue.ass.raw = {
        lead: s.slice(ls, ls + lead),
        start: s.slice(startAt, startTo),
        end: s.slice(endAt, endTo),
      };
    }
    return cue;
  }
}
