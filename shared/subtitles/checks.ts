import { diag } from "./diagnostics";
import type { Cue, Diagnostic } from "./types";

/** At most this many diagnostics of one kind, so a file with thousands of overlaps stays readable. */
const MAX_PER_CODE = 50;

/** Out-of-order, overlapping, negative-duration and empty cues are kept, but reported. */
export function checkCues(cues: readonly Cue[], diagnostics: Diagnostic[]): void {
  if (!hasProblem(cues)) return;
  const counts = new Map<string, number>();
  const report = (d: Diagnostic) => {
    const n = counts.get(d.code) ?? 0;
    counts.set(d.code, n + 1);
    if (n < MAX_PER_CODE) diagnostics.push(d);
  };
  let prev: Cue | undefined;
  for (const cue of cues) {
    if (cue.end < cue.start) {
      report(
        diag("warning", "cue.negative_duration", cue.line, "Cue ends before it starts", {
          start: cue.start,
          end: cue.end,
        }),
      );
    }
    if (cue.text.length === 0) report(diag("info", "cue.empty_text", cue.line, "Cue has no text"));
    if (prev) {
      if (cue.start < prev.start) {
        report(
          diag("warning", "cue.out_of_order", cue.line, "Cue starts before the previous cue", {
            previousLine: prev.line,
          }),
        );
      } else if (cue.start < prev.end) {
        report(
          diag("info", "cue.overlap", cue.line, "Cue overlaps the previous cue", { previousLine: prev.line }),
        );
      }
    }
    prev = cue;
  }
  for (const [code, n] of counts) {
    if (n > MAX_PER_CODE) {
      diagnostics.push(
        diag("info", "diagnostics.truncated", 0, `${n - MAX_PER_CODE} more "${code}" diagnostics omitted`, {
          code,
          omitted: n - MAX_PER_CODE,
        }),
      );
    }
  }
}

/** Cheap pass for the common case of a clean file: no allocation, no diagnostics built. */
function hasProblem(cues: readonly Cue[]): boolean {
  let prevEnd = -1;
  for (let i = 0; i < cues.length; i++) {
    const cue = cues[i] as Cue;
    if (cue.end < cue.start || cue.text.length === 0 || cue.start < prevEnd) return true;
    prevEnd = cue.end;
  }
  return false;
}
