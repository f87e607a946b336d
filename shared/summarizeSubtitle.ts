import { detectLanguage, sampleText } from "./detectLanguage";
import { type FileSummary, MAX_SUMMARY_DIAGNOSTICS, MAX_SUMMARY_SPEAKERS } from "./fileSummary";
import { suggestTerms } from "./glossary";
import { charactersToSend } from "./quota";
import {
  collapseRolling,
  countShown,
  extractSegments,
  isRollingCaptions,
  isShown,
  type ParseResult,
  subtitleDuration,
} from "./subtitles";

const PLACEHOLDER = /<x id="\d+"\/>/g;

/**
 * The summary of a parsed file, for the worker and the server. Apart from fileSummary.ts because it brings the
 * parser and the language detector: the browser's main thread, which only reads summaries, stays without them.
 */
export function summarizeSubtitle(result: ParseResult): FileSummary {
  const segments = extractSegments(result);
  const sent = segments.filter((s) => s.translatable);
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
    characters: charactersToSend(segments),
    suggested_terms: suggestTerms(sent.map((s) => s.text.replace(PLACEHOLDER, " "))),
    speakers: [...new Set(sent.flatMap((s) => (s.speaker ? [s.speaker] : [])))].slice(
      0,
      MAX_SUMMARY_SPEAKERS,
    ),
    ...rollingSummary(result),
  };
}

/** Whether the file is rolling auto-captions, and what translating them collapsed would count. */
function rollingSummary(result: ParseResult): Pick<FileSummary, "rolling_captions" | "collapsed"> {
  if (!isRollingCaptions(result)) return { rolling_captions: false };
  const collapsed = collapseRolling(result);
  return {
    rolling_captions: true,
    collapsed: {
      subtitle_count: countShown(collapsed.cues),
      characters: charactersToSend(extractSegments(collapsed)),
    },
  };
}
