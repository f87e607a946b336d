import type { UploadedFile } from "./api/files";
import { detectLanguage, sampleText } from "./detectLanguage";
import { charactersToSend } from "./quota";
import {
  countShown,
  type Diagnostic,
  extractSegments,
  isShown,
  type ParseResult,
  subtitleDuration,
} from "./subtitles";

/** A file can hold thousands of diagnostics; the first ones are kept (and stored), with the count of all. */
export const MAX_SUMMARY_DIAGNOSTICS = 200;

/** What reading a subtitle file tells: the browser worker shows it before upload, the server stores it. */
export interface FileSummary {
  format: string;
  encoding: string;
  subtitle_count: number;
  /** Seconds from 0 to the end of the last cue. */
  duration: number;
  detected_language: string | null;
  /** The first diagnostics of the file (at most MAX_SUMMARY_DIAGNOSTICS). */
  diagnostics: Diagnostic[];
  /** How many diagnostics the file has in all. */
  diagnostic_count: number;
  /** Characters a translation sends (each distinct text once); absent on files stored by older versions. */
  characters?: number;
}

export function summarizeSubtitle(result: ParseResult): FileSummary {
  return {
    format: result.format,
    encoding: result.encoding,
    // Events a player never shows (ASS comments) are not subtitles.
    subtitle_count: countShown(result.cues),
    duration: subtitleDuration(result) / 1000,
    detected_language: detectLanguage(sampleText(result.cues.filter(isShown).map((cue) => cue.text)))
      .language,
    diagnostics: result.diagnostics.slice(0, MAX_SUMMARY_DIAGNOSTICS),
    diagnostic_count: result.diagnostics.length,
    characters: charactersToSend(extractSegments(result)),
  };
}

/** The same facts as the server answered them, for a file the worker could not read itself. */
export function summaryOfUpload(file: UploadedFile): FileSummary {
  return {
    format: file.format,
    encoding: file.encoding,
    subtitle_count: file.subtitle_count,
    duration: file.duration,
    detected_language: file.detected_language,
    diagnostics: file.diagnostics,
    diagnostic_count: file.diagnostics.length,
  };
}
