import type { FileSummary } from "@shared/fileSummary";
import { type ParseResult, parseSubtitle } from "@shared/subtitles";
import { summarizeSubtitle } from "@shared/summarizeSubtitle";
import { InvalidSubtitleError } from "../errors";

export interface AnalyzedUpload {
  document: ParseResult;
  /** The same summary the browser worker shows before upload; its diagnostics are the ones stored. */
  summary: FileSummary;
}

/** Parses an upload; a file without one readable cue is refused with the parser's diagnostics (line numbers). */
export function analyzeUpload(filename: string, bytes: Uint8Array): AnalyzedUpload {
  const document = parseSubtitle(bytes, { filename });
  const summary = summarizeSubtitle(document);
  if (summary.subtitle_count === 0) {
    throw new InvalidSubtitleError(
      `"${filename}" is not a readable subtitle file: no subtitle was found in it`,
      summary.diagnostics,
    );
  }
  return { document, summary };
}
