import type { UploadedFile } from "../../shared/api/files";
import type { Diagnostic } from "../../shared/subtitles/types";

/** What the browser worker found in the file before it was sent (see workers/subtitle.worker.ts). */
export interface FileSummary {
  format: string;
  encoding: string;
  subtitle_count: number;
  /** Seconds from 0 to the end of the last cue. */
  duration: number;
  detected_language: string | null;
  /** The first diagnostics of the file (at most MAX_DIAGNOSTICS). */
  diagnostics: Diagnostic[];
  /** How many diagnostics the file has in all. */
  diagnostic_count: number;
  /** Characters a translation sends (each distinct text once); absent on files stored by older versions. */
  characters?: number;
}

/** The server's UploadedFile plus the worker's summary, kept on the device so the app shows it at once, offline too. */
export interface StoredFile extends UploadedFile {
  summary: FileSummary;
  stored_at: number;
}
