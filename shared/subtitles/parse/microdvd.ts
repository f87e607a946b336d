import { checkCues } from "../checks";
import { diag, noCues } from "../diagnostics";
import { normalizeNewlines, type SourceText, wholeText } from "../text";
import type { Cue, Diagnostic, ParseOptions, SubtitleDocument } from "../types";

export const DEFAULT_FRAME_RATE = 23.976;
const MAX_BAD_LINES = 20;
const FPS = /^\d+(\.\d+)?$/;

/** `{123}` at `i` (negative frames allowed, `{}` = unknown) → frame, NaN for `{}`, or null; end in `braceEnd`. */
let braceEnd = 0;
function readFrame(s: string, i: number, end: number): number | null {
  if (s.charCodeAt(i) !== 123) return null;
  const close = s.indexOf("}", i + 1);
  if (close < 0 || close >= end) return null;
  braceEnd = close + 1;
  const body = s.slice(i + 1, close).trim();
  if (body === "") return Number.NaN;
  // Nine digits reach 11,000 hours at 24 fps; longer numbers are garbage that would make times above 2^53 or
  // Infinity, which no writer can express.
  return /^-?\d{1,9}$/.test(body) ? Number(body) : null;
}

/**
 * MicroDVD reader: `{start}{end}text` with frame numbers, `|` between lines. A first line `{1}{1}23.976` declares
 * the frame rate (else options.frameRate, else 23.976). Control codes (`{y:i}`, `{c:$BBGGRR}` …) stay in the text.
 */
export function parseMicroDvd(
  input: SourceText,
  options: ParseOptions = {},
): { document: SubtitleDocument; diagnostics: Diagnostic[] } {
  const s = normalizeNewlines(wholeText(input));
  const n = s.length;
  const diagnostics: Diagnostic[] = [];
  const cues: Cue[] = [];
  let frameRate = options.frameRate && options.frameRate > 0 ? options.frameRate : DEFAULT_FRAME_RATE;
  let declaration: string | undefined;
  const frames: [number, number][] = [];
  let pos = 0;
  let lineNo = 0;
  let badLines = 0;
  while (pos < n) {
    let le = s.indexOf("\n", pos);
    if (le < 0) le = n;
    let ls = pos;
    pos = le + 1;
    lineNo++;
    while (ls < le && s.charCodeAt(ls) <= 32) ls++;
    if (ls === le) continue;
    const start = readFrame(s, ls, le);
    const end = start === null ? null : readFrame(s, braceEnd, le);
    if (start === null || end === null || Number.isNaN(start)) {
      if (++badLines <= MAX_BAD_LINES) {
        const message = "Line is not a MicroDVD {start}{end}text line; skipped";
        diagnostics.push(diag("warning", "sub.bad_line", lineNo, message));
      }
      continue;
    }
    const text = s.slice(braceEnd, le).trimEnd();
    // Writers declare the rate as `{1}{1}23.976`, `{0}{0}25.0`, `{1}{}25` or `{1}{20}29.970` (FFmpeg reads the
    // same forms): a frame of 0 or 1 and a plausible rate before the first cue.
    if (cues.length === 0 && declaration === undefined && start <= 1 && start >= 0 && FPS.test(text)) {
      const fps = Number(text);
      if (fps > 3 && fps < 100) {
        frameRate = fps;
        declaration = s.slice(ls, le).trimEnd();
        continue;
      }
    }
    if (start < 0 || end < 0)
      diagnostics.push(diag("warning", "sub.negative_frame", lineNo, "Negative frame number"));
    if (Number.isNaN(end))
      diagnostics.push(
        diag("info", "sub.missing_end", lineNo, "No end frame; the cue lasts until the next one"),
      );
    frames.push([start, end]);
    cues.push({
      start: 0,
      end: 0,
      text: text.includes("|") ? text.split("|").join("\n") : text,
      line: lineNo,
    });
  }
  cues.forEach((cue, i) => {
    const [start, end] = frames[i] as [number, number];
    cue.start = Math.round((start * 1000) / frameRate);
    const endFrame = Number.isNaN(end) ? (frames[i + 1]?.[0] ?? start + Math.round(frameRate * 2)) : end;
    cue.end = Math.round((endFrame * 1000) / frameRate);
  });
  if (badLines > MAX_BAD_LINES) {
    const omitted = badLines - MAX_BAD_LINES;
    const message = `${omitted} more "sub.bad_line" diagnostics omitted`;
    diagnostics.push(diag("info", "diagnostics.truncated", 0, message, { code: "sub.bad_line", omitted }));
  }
  if (cues.length === 0) diagnostics.push(noCues("MicroDVD"));
  else {
    // Frames only become times at the film's frame rate: a wrong guess makes every subtitle drift.
    if (declaration === undefined && !(options.frameRate && options.frameRate > 0)) {
      const message = `The file does not give its frame rate; ${DEFAULT_FRAME_RATE} fps is assumed`;
      diagnostics.push(diag("info", "sub.assumed_frame_rate", 0, message, { frameRate: DEFAULT_FRAME_RATE }));
    }
    checkCues(cues, diagnostics);
  }
  const microdvd = declaration === undefined ? { frameRate } : { frameRate, declaration };
  return { document: { format: "sub", cues, microdvd }, diagnostics };
}
