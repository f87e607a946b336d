import type { ReadableFormat, WritableFormat } from "../catalog";

/** Formats the engine reads (shared/catalog.ts). `sub` is MicroDVD; SubViewer 2.0 files also end in .sub. */
export type SubtitleFormat = ReadableFormat;

/** Formats the engine writes: every readable format plus plain text. */
export type OutputFormat = WritableFormat;

export type TextEncodingName =
  | "utf-8"
  | "utf-8-bom"
  | "utf-16le"
  | "utf-16be"
  | "windows-1252"
  | (string & {});

/** Encodings a user may export to (spec section 9). */
export type { ExportEncoding } from "../catalog";

export type DiagnosticSeverity = "error" | "warning" | "info";

export interface Diagnostic {
  /** 1-based line in the decoded source; 0 when the diagnostic is about the whole file. */
  line: number;
  /** 1-based column where useful. */
  column?: number;
  severity: DiagnosticSeverity;
  /** Stable message key, translated by the client (e.g. "srt.bad_timing"). */
  code: string;
  /** English fallback text, with the values already filled in. */
  message: string;
  /** Values the translated message interpolates. */
  params?: Record<string, string | number>;
}

/** ASS/SSA event, every field kept so that the script round-trips. */
export interface AssEventData {
  kind: "Dialogue" | "Comment";
  /** Field values by their `Format:` name (Layer/Marked, Style, Name, MarginL, MarginR, MarginV, Effect …), Start/End/Text excluded. */
  fields: Record<string, string>;
  /** As written in the source, so an unchanged event is written back byte for byte: the text before the
   * first field (`Dialogue: `) and the Start/End values (used while they still equal the cue's times). */
  raw?: { lead: string; start: string; end: string };
}

export interface Cue {
  /** Milliseconds from the start of the media. */
  start: number;
  end: number;
  /** Text with `\n` line breaks and the source's markup (`<i>`, `{\i1}`, `{y:i}` …) as written. */
  text: string;
  /** 1-based line where the cue starts in the decoded source. */
  line: number;
  /**
   * VTT cue identifier, or SRT index, as written. An SRT index that is the cue's number (its place in `cues`
   * from 1, written without leading zeros) is left out: every writer numbers SRT cues itself.
   */
  id?: string;
  /** VTT cue settings, as written after the end time. */
  settings?: string;
  /** ASS/SSA: the event's other fields. */
  ass?: AssEventData;
}

export interface AssSection {
  /** Section name without brackets, e.g. "Script Info", "V4+ Styles", "Fonts". */
  name: string;
  /** Raw lines of the section (without the header line), kept for round-trip; a Format line wrapped onto the
   * next lines is one entry with its line breaks. */
  lines: string[];
}

export interface AssData {
  /** Sections in source order; the [Events] section keeps its Format line and non-event lines here, each event
   * being an `ASS_EVENT_SLOT` line (parse/ass.ts) that stands for the next cue; the events are `cues`. */
  sections: AssSection[];
}

export interface VttData {
  /** Text after "WEBVTT" on the signature line, and header lines up to the first blank line. */
  header: string;
  /**
   * NOTE, STYLE and REGION blocks with the number of cues that precede each, so they are written back in place.
   * `text` is the whole block as written, its keyword line included.
   */
  blocks: { kind: "NOTE" | "STYLE" | "REGION"; text: string; beforeCue: number }[];
}

export interface SubViewerData {
  /** Header lines ([INFORMATION] … [END INFORMATION], [SUBTITLE], [COLF] …), kept for round-trip. */
  header: string[];
  /** `[END SUBTITLE]` when the file closed its subtitle section (some writers do, the format does not ask it). */
  footer?: string;
}

export interface MicroDvdData {
  frameRate: number;
  /** The line that declared the frame rate, as written (`{1}{1}23.976`, `{0}{0}25.0` …); absent when none did. */
  declaration?: string;
}

/** One document model for every format; format-specific data sits in its own optional field. */
export interface SubtitleDocument {
  format: SubtitleFormat;
  cues: Cue[];
  ass?: AssData;
  vtt?: VttData;
  subviewer?: SubViewerData;
  microdvd?: MicroDvdData;
}

export interface ParseResult extends SubtitleDocument {
  encoding: TextEncodingName;
  /** True when the bytes started with a byte-order mark. */
  bom: boolean;
  diagnostics: Diagnostic[];
}

export interface ParseOptions {
  filename?: string;
  /** Forces a format instead of detecting it. */
  format?: SubtitleFormat;
  /** MicroDVD frame rate when the file does not declare one (default 23.976). */
  frameRate?: number;
}

export interface SerializeOptions {
  /** Original cues to include as comments (same length and order as `doc.cues`). */
  original?: Cue[];
  /** MicroDVD frame rate to write with (default: the document's, else 23.976). */
  frameRate?: number;
  /**
   * A bilingual file: each shown cue keeps its translation and shows its original too (same length and order as
   * `doc.cues`): below the translation, or in ASS as a second event at the top in a smaller style.
   */
  bilingual?: { original: readonly Cue[]; italic: boolean };
}
