import type { UploadedFile } from "./api/files";
import type { Diagnostic } from "./subtitles/types";

/** A file can hold thousands of diagnostics; the first ones are kept (and stored), with the count of all. */
export const MAX_SUMMARY_DIAGNOSTICS = 200;
/** Speakers offered a formality each in the setup view. */
export const MAX_SUMMARY_SPEAKERS = 20;

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
  /** Recurring names (shared/glossary.ts suggestTerms), offered as glossary terms before Start. */
  suggested_terms?: string[];
  /** The speakers the file names (SDH labels, WebVTT voices, ASS names), at most MAX_SUMMARY_SPEAKERS. */
  speakers?: string[];
  /** True for rolling auto-captions (YouTube's VTT: each line repeated in the next cue), which may be collapsed. */
  rolling_captions?: boolean;
  /** The subtitles and characters of the collapsed captions (a start with `collapse_rolling`), when rolling. */
  collapsed?: { subtitle_count: number; characters: number };
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
