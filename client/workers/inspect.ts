import { detectLanguage, sampleText } from "../../shared/detectLanguage";
import { charactersToSend } from "../../shared/quota";
import { extractSegments, parseSubtitle } from "../../shared/subtitles";
import type { Cue } from "../../shared/subtitles/types";
import type { FileSummary } from "../db/types";

/** A file can hold thousands of diagnostics; the page lists the first ones and says how many there are. */
export const MAX_DIAGNOSTICS = 200;

/** End of the last cue in seconds (cues may be out of order, so the latest end, not the last one's). */
export function durationSeconds(cues: readonly Cue[]): number {
  let end = 0;
  for (const cue of cues) if (cue.end > end) end = cue.end;
  return end / 1000;
}

export function inspectSubtitle(bytes: Uint8Array, filename: string): FileSummary {
  const result = parseSubtitle(bytes, { filename });
  const sample = sampleText(result.cues.map((cue) => cue.text));
  return {
    format: result.format,
    encoding: result.encoding,
    subtitle_count: result.cues.length,
    duration: durationSeconds(result.cues),
    detected_language: detectLanguage(sample).language,
    diagnostics: result.diagnostics.slice(0, MAX_DIAGNOSTICS),
    diagnostic_count: result.diagnostics.length,
    characters: charactersToSend(extractSegments(result)),
  };
}
