import { z } from "zod";
import { CUE_ISSUES, READING_LIMIT_BOUNDS } from "../readingLimits";
import { Service, ServicesUsed } from "./translate";

/**
 * GET /translate/report/{job_id}: the quality report of a completed job. The reading limits are the target script's
 * (shared/readingLimits.ts) unless the request sets them: the settings screen keeps the user's own on the device
 * and sends them, so a visitor's and an account's reports are measured the same way.
 */
const limit = (key: keyof typeof READING_LIMIT_BOUNDS) =>
  z.coerce.number().min(READING_LIMIT_BOUNDS[key].min).max(READING_LIMIT_BOUNDS[key].max);
export const ReportQuery = z.object({
  max_cps: limit("max_cps").optional(),
  max_line_length: limit("max_line_length").int().optional(),
  max_lines: limit("max_lines").int().optional(),
});
export type ReportQuery = z.infer<typeof ReportQuery>;

export const CueIssue = z.enum(CUE_ISSUES);

export const CueReport = z.object({
  /** The cue's position among the shown cues, 0-based, as GET /translate/result/{id} lists them. */
  index: z.number().int(),
  /** The service that translated it; null for a cue with nothing to translate (music, empty). */
  service: Service.nullable(),
  /** Taken from the translation cache: nothing was sent for it. */
  cached: z.boolean(),
  /** Shortened to its reading speed by the LLM (the start's `keep_reading_speed`). */
  shortened: z.boolean(),
  /** Visible characters a second of the translation over the cue's duration, one decimal. */
  cps: z.number(),
  max_line_length: z.number().int(),
  lines: z.number().int(),
  issues: z.array(CueIssue),
});
export type CueReport = z.infer<typeof CueReport>;

export const ReportSummary = z.object({
  /** Shown cues. */
  cues: z.number().int(),
  /** Cues a service translated (cached ones included), not flagged untranslated or refused. */
  translated: z.number().int(),
  /** Cues flagged untranslated or refused. */
  untranslated: z.number().int(),
  cached: z.number().int(),
  refused: z.number().int(),
  wrong_language: z.number().int(),
  tags_repaired: z.number().int(),
  shortened: z.number().int(),
  over_cps: z.number().int(),
  over_line_length: z.number().int(),
  too_many_lines: z.number().int(),
  /** Cues each service translated; they add up to the cues with a service. */
  by_service: ServicesUsed,
});
export type ReportSummary = z.infer<typeof ReportSummary>;

export const TranslationReport = z.object({
  job_id: z.string(),
  target_language: z.string(),
  /** The limits the cues were measured against. */
  limits: z.object({ max_cps: z.number(), max_line_length: z.number().int(), max_lines: z.number().int() }),
  summary: ReportSummary,
  cues: z.array(CueReport),
});
export type TranslationReport = z.infer<typeof TranslationReport>;
