import type { ServiceId } from "./catalog";

/**
 * How much text a viewer can read, per target script: characters a line, lines a cue, characters a second. The
 * figures are the Netflix Timed Text Style Guides' (partnerhelp.netflixstudios.com, "Timed Text Style Guide:
 * General Requirements" and the per-language guides), the broadcast figures every subtitle tool measures against:
 * - Latin, Cyrillic, Greek, Arabic, Hebrew and other alphabets: 42 characters a line (every alphabetic guide), 17
 *   characters a second: the English Template guide's adult figure (200 words a minute), which the per-language
 *   guides derive from; English alone allows 20. 17 fits every alphabetic target, and the settings raise it.
 * - Chinese: 16 characters a line, 9 a second (Simplified and Traditional Chinese guides, adult programmes).
 * - Japanese: 13 characters a line, 4 a second (Japanese guide, adult programmes).
 * - Korean: 16 characters a line (Korean guide), 12 a second (its adult reading speed).
 * - Every guide: 2 lines at most.
 */
export interface ReadingLimits {
  /** Characters a second, counted over the cue's visible characters and its duration. */
  max_cps: number;
  max_line_length: number;
  max_lines: number;
}

export const DEFAULT_READING_LIMITS: ReadingLimits = { max_cps: 17, max_line_length: 42, max_lines: 2 };

const BY_LANGUAGE: Record<string, ReadingLimits> = {
  zh: { max_cps: 9, max_line_length: 16, max_lines: 2 },
  ja: { max_cps: 4, max_line_length: 13, max_lines: 2 },
  ko: { max_cps: 12, max_line_length: 16, max_lines: 2 },
};

/** The service that shortens cues to their reading speed (the start's keep_reading_speed): an LLM rewrites. */
export const SHORTENING_SERVICE = "openai" satisfies ServiceId;

/** Bounds of what the settings may set: outside them a limit flags every cue or none. */
export const READING_LIMIT_BOUNDS = {
  max_cps: { min: 1, max: 60 },
  max_line_length: { min: 5, max: 120 },
  max_lines: { min: 1, max: 6 },
} as const satisfies Record<keyof ReadingLimits, { min: number; max: number }>;

/** The guidelines' limits for a target language code (`pt-br`, `zh-tw` …). */
export function readingLimits(language: string): ReadingLimits {
  return BY_LANGUAGE[language.toLowerCase().split("-")[0] ?? ""] ?? DEFAULT_READING_LIMITS;
}

/** The per-cue findings of a job's quality report, in the order the report lists them. */
export const CUE_ISSUES = [
  /** The service answered with the source unchanged, and no other service of the plan did better. */
  "untranslated",
  /** The service answered with a refusal or an apology instead of a translation, and no other did better. */
  "refused",
  /** The service dropped or moved formatting tags: the export put them back. */
  "tags_repaired",
  "over_cps",
  "over_line_length",
  "too_many_lines",
  /** The translation reads as another language than the target (long cues only). */
  "wrong_language",
  /** The translation lacks the target of a glossary term its source holds. */
  "glossary_miss",
] as const;
export type CueIssue = (typeof CUE_ISSUES)[number];

/** Issues a retry of the failed cues (POST /translate/retry/{id}?only=failed) sends again. */
export const FAILED_CUE_ISSUES: readonly CueIssue[] = ["untranslated", "refused"];

/** What a viewer sees of one cue's text: its lines (markup and empty lines left out). */
export interface CueMeasures {
  /** Visible characters a second over the cue's duration, one decimal; 0 for a cue without duration. */
  cps: number;
  max_line_length: number;
  lines: number;
}

// A line break of any format (ASS writes \N), then markup of every format: HTML-like tags, ASS override blocks
// and its hard space. A tag may not contain its own opener, so a run of unclosed `<` or `{` is scanned once.
const LINE_BREAK = /\\N|\r?\n/;
const MARKUP = /<[^<>]*>|\{[^{}]*\}|\\h/g;

export function measureCue(text: string, durationMs: number): CueMeasures {
  const lines = text
    .split(LINE_BREAK)
    .map((line) => line.replace(MARKUP, "").trim())
    .filter((line) => line.length > 0);
  const lengths = lines.map((line) => [...line].length);
  const characters = lengths.reduce((sum, n) => sum + n, 0);
  const cps = durationMs > 0 ? Math.round((characters / (durationMs / 1000)) * 10) / 10 : 0;
  return { cps, max_line_length: Math.max(0, ...lengths), lines: lines.length };
}

/** The reading issues of a measured cue against the limits. */
export function readingIssues(measures: CueMeasures, limits: ReadingLimits): CueIssue[] {
  const issues: CueIssue[] = [];
  if (measures.cps > limits.max_cps) issues.push("over_cps");
  if (measures.max_line_length > limits.max_line_length) issues.push("over_line_length");
  if (measures.lines > limits.max_lines) issues.push("too_many_lines");
  return issues;
}
