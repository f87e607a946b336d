import { InvalidSubtitleError } from "../errors";
import type { AnalysisPool } from "./analysisPool";
import type { AnalyzedFile } from "./analysisTask";

/**
 * Parses and summarises an upload in the analysis pool; a file without one readable cue is refused with the
 * parser's diagnostics (line numbers), one that takes longer than the time budget with file_too_complex.
 */
export async function analyzeUpload(
  analysis: AnalysisPool,
  filename: string,
  bytes: Uint8Array,
): Promise<AnalyzedFile> {
  const analyzed = await analysis.analyze(filename, bytes);
  if (analyzed.summary.subtitle_count === 0) {
    throw new InvalidSubtitleError(
      `"${filename}" is not a readable subtitle file: no subtitle was found in it`,
      analyzed.summary.diagnostics,
    );
  }
  return analyzed;
}
