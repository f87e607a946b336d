import { detectLanguage, sampleText } from "../../shared/detectLanguage";
import { type Diagnostic, type ParseResult, parseSubtitle, subtitleDuration } from "../../shared/subtitles";
import { InvalidSubtitleError } from "../errors";

/** Enough to show what is wrong with a file; a broken 50 MB file could otherwise store megabytes of warnings. */
const MAX_STORED_DIAGNOSTICS = 200;

export interface AnalyzedUpload {
  document: ParseResult;
  durationMs: number;
  detectedLanguage: string | null;
  diagnostics: Diagnostic[];
}

/** Parses an upload; a file without one readable cue is refused with the parser's diagnostics (line numbers). */
export function analyzeUpload(filename: string, bytes: Uint8Array): AnalyzedUpload {
  const document = parseSubtitle(bytes, { filename });
  if (document.cues.length === 0) {
    throw new InvalidSubtitleError(
      `"${filename}" is not a readable subtitle file: no subtitle was found in it`,
      document.diagnostics.slice(0, MAX_STORED_DIAGNOSTICS),
    );
  }
  return {
    document,
    durationMs: subtitleDuration(document),
    detectedLanguage: detectLanguage(sampleText(document.cues.map((cue) => cue.text))).language,
    diagnostics: document.diagnostics.slice(0, MAX_STORED_DIAGNOSTICS),
  };
}
