import { z } from "zod";
import {
  DEFAULT_EXPORT_ENCODING,
  EXPORT_ENCODINGS,
  EXPORT_FORMATS,
  JOB_STATUS_IDS,
  READABLE_FORMATS,
  SERVICE_IDS,
  type ServiceId,
} from "../catalog";
import type { SubtitleDocument } from "../subtitles/types";
import { GlossaryTerms, SeriesName } from "./glossary";

/** Translation jobs: start, follow, cancel, export (spec section 7, "Translation"). */

export const Service = z.enum(SERVICE_IDS);

export const JobStatus = z.enum(JOB_STATUS_IDS);
export type JobStatus = z.infer<typeof JobStatus>;

const LanguageCode = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z]{2,3}(-[a-z0-9]{2,8})?$/, "must be a language code such as en or pt-br");

export const StartTranslationQuery = z.object({ file_id: z.string().min(1).max(64) });

export const StartTranslationBody = z.object({
  /** "auto" takes the language detected at upload. */
  source_language: z.union([z.literal("auto"), LanguageCode]),
  target_language: LanguageCode,
  service: Service,
  context: z.string().trim().max(2000).optional(),
  genre: z.string().trim().max(64).optional(),
  preserve_formatting: z.boolean().default(true),
  batch_size: z.number().int().min(1).max(200).default(50),
  /**
   * Rolling auto-captions (the file summary's `rolling_captions`) are translated collapsed into clean cues: the job,
   * its counts, its characters and its export are of the collapsed document. Refused for other files.
   */
  collapse_rolling: z.boolean().optional(),
  /**
   * A sentence that runs over several cues is translated as one text and spread back over the same cues (cue count
   * and timings kept; dialogue cues stay line by line). On by default.
   */
  sentence_aware: z.boolean().default(true),
  /**
   * Where the server POSTs the job's end (completed, failed, cancelled), signed with the account's webhook secret:
   * https, or http to a loopback address where the server allows it (callbackUrlProblem; WEBHOOK_ALLOW_LOOPBACK).
   */
  callback_url: z
    .url({ protocol: /^https?$/, error: "must be an https URL" })
    .max(2048)
    .optional(),
  /**
   * Cues over the target's reading speed (shared/readingLimits.ts) are shortened by the LLM service, with the same
   * meaning and never a timing changed; those it cannot shorten are flagged in the report. Refused where the plan
   * has no LLM service.
   */
  keep_reading_speed: z.boolean().optional(),
  /** The caller's stored glossary of this series (and the job's language pair) is used (issue 39 item 1). */
  series: SeriesName.optional(),
  /** Terms used on top of the series' (a visitor's device glossary comes this way). */
  glossary: GlossaryTerms.optional(),
  /** Sung lyrics (♪ …): kept as written and not sent (default), or translated. */
  lyrics: z.enum(["keep", "translate"]).optional(),
  /** Sound descriptions (`[door slams]`, `(laughs)`): translated (default), or kept in the source language. */
  sound_descriptions: z.enum(["translate", "keep"]).optional(),
  /** How each named speaker addresses others, for languages with a T–V distinction (tu/vous, du/Sie). */
  speaker_formality: z
    .record(z.string().trim().min(1).max(64), z.enum(["formal", "informal"]))
    .refine((r) => Object.keys(r).length <= 50, "at most 50 speakers")
    .optional(),
});
export type StartTranslationBody = z.infer<typeof StartTranslationBody>;

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);
/** Hosts a production server never calls on a user's behalf: its own machine and private networks (IPv4, IPv6). */
const PRIVATE_IPV4 = /^(127|10|0)\.|^192\.168\.|^169\.254\.|^172\.(1[6-9]|2\d|3[01])\./;
const PRIVATE_IPV6 = /^\[(::|::1|f[cd][0-9a-f]{0,2}:.*|fe80:.*)\]$/;

/** The scheme, the host (lower case, brackets kept on IPv6) and whether a user:password@ came along. */
function urlParts(url: string): { scheme: string; host: string; credentials: boolean } {
  const schemeEnd = url.indexOf("://");
  const rest = url.slice(schemeEnd + 3);
  const authority = rest.slice(0, rest.search(/[/?#]|$/));
  const at = authority.lastIndexOf("@");
  const hostPort = authority.slice(at + 1).toLowerCase();
  const host = hostPort.startsWith("[")
    ? hostPort.slice(0, hostPort.indexOf("]") + 1)
    : (hostPort.split(":")[0] ?? "");
  return { scheme: url.slice(0, schemeEnd).toLowerCase(), host, credentials: at >= 0 };
}

/**
 * Why a callback_url (already a valid http(s) URL) is refused, or null: https only, except http to a loopback
 * address when the server allows it (tests, a receiver on a developer's machine); otherwise no loopback or private
 * host either. Only the name is seen here: each delivery checks the addresses it resolves to
 * (server/webhooks/publicAddress.ts).
 */
export function callbackUrlProblem(url: string, allowLoopbackHttp: boolean): string | null {
  const { scheme, host, credentials } = urlParts(url);
  if (credentials) return "callback_url must not carry credentials";
  if (scheme !== "https" && !(scheme === "http" && allowLoopbackHttp && LOOPBACK_HOSTS.has(host)))
    return allowLoopbackHttp
      ? "callback_url must be https (http only to localhost)"
      : "callback_url must be https";
  if (!allowLoopbackHttp && (host === "localhost" || PRIVATE_IPV4.test(host) || PRIVATE_IPV6.test(host)))
    return "callback_url must be a public address";
  return null;
}

export const JobIdParams = z.object({ id: z.string().min(1).max(64) });

/** POST /translate/retry/{id}: `only=failed` re-runs a finished job's cues flagged untranslated or refused. */
export const RetryQuery = z.object({ only: z.literal("failed").optional() });

const CharactersByService = z.object(
  Object.fromEntries(SERVICE_IDS.map((id) => [id, z.number().int().nullable().optional()])) as Record<
    ServiceId,
    z.ZodOptional<z.ZodNullable<z.ZodNumber>>
  >,
);

/**
 * POST /translate/estimate?file_id= with a start's body: what the start would send, computed by the job's own
 * segmenting, deduplication, cache lookup and batching, without sending or spending anything. `characters` and
 * `requests` leave out what the cache already holds (`cached_characters`).
 */
export const TranslationEstimate = z.object({
  /** Segments to translate (a cue of two speakers sends two). */
  segments: z.number().int(),
  /** Distinct texts among them: each is sent once. */
  distinct_segments: z.number().int(),
  characters: z.number().int(),
  cached_characters: z.number().int(),
  requests: z.number().int(),
  estimated_seconds: z.number().int(),
  service: Service,
  /** Whether Start would be accepted now; `reasons` are the error codes of what refuses it (shared/errors.ts). */
  allowed: z.boolean(),
  reasons: z.array(z.string()),
  quota: z.object({
    /** Null: the plan has no daily limit. */
    files_left_today: z.number().int().nullable(),
    /** What the server may still send each service today (its daily budget); null: no budget. */
    characters_left_today_by_service: CharactersByService,
    /** What the plan's monthly allowance leaves on each paid service; null: unlimited. Visitors have none. */
    monthly_characters_left_by_service: CharactersByService,
  }),
});
export type TranslationEstimate = z.infer<typeof TranslationEstimate>;

const CueCount = z.number().int().optional();

/** Cues each service translated; an object (not a record) so that a service this side does not know is dropped. */
export const ServicesUsed = z.object(
  Object.fromEntries(SERVICE_IDS.map((id) => [id, CueCount])) as Record<ServiceId, typeof CueCount>,
);

/**
 * What a running job is waiting for: a provider being retried (`attempt` of `max_attempts` comes at `resumes_at`)
 * or a provider's quota (attempt null; the job resumes by itself at the provider's reset). Codes are shared/errors.ts's.
 */
export const JobNotice = z.object({
  code: z.string(),
  service: Service,
  attempt: z.number().int().nullable(),
  max_attempts: z.number().int().nullable(),
  resumes_at: z.string(),
});
export type JobNotice = z.infer<typeof JobNotice>;

export const TranslationJob = z.object({
  job_id: z.string(),
  file_id: z.string(),
  status: JobStatus,
  /** 0–100, one decimal. */
  progress: z.number(),
  source_language: z.string(),
  target_language: z.string(),
  /** The service asked for; `services_used` says how many cues each service actually translated. */
  service: Service,
  total_subtitles: z.number().int(),
  processed_subtitles: z.number().int(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  /** English summary of a failure, for API users and logs; the client shows `error_code` translated instead. */
  error_message: z.string().nullable(),
  /** Why the job failed, one of shared/errors.ts's codes (a client must accept codes it does not know). */
  error_code: z.string().nullable(),
  /** The provider's own words about the last failure or wait, untranslated (shown under the job details). */
  error_detail: z.string().nullable(),
  /** The service the failure came from, when a provider failed. */
  error_service: Service.nullable(),
  /** Set while the job waits (retry or quota); cleared by the next stored batch. */
  notice: JobNotice.nullable(),
  original_filename: z.string(),
  services_used: ServicesUsed,
  /** Where the job's end is POSTed (GET /translate/job/{id}/webhook-deliveries tells how that went). */
  callback_url: z.string().nullable().optional(),
});
export type TranslationJob = z.infer<typeof TranslationJob>;

export const JobProgress = TranslationJob.pick({
  job_id: true,
  status: true,
  progress: true,
  processed_subtitles: true,
  total_subtitles: true,
  error_message: true,
  error_code: true,
  error_detail: true,
  error_service: true,
  notice: true,
});
export type JobProgress = z.infer<typeof JobProgress>;

export const ExportRequest = z.object({
  job_id: z.string().min(1).max(64),
  format: z.enum(EXPORT_FORMATS),
  encoding: z.enum(EXPORT_ENCODINGS).default(DEFAULT_EXPORT_ENCODING),
  /** Writes the source text next to the translation (format-specific: comment or second line). */
  include_original: z.boolean().default(false),
  /**
   * A bilingual file for language learners: each cue holds the translation, then the original (SRT, WebVTT and the
   * others: on the last line(s) of the cue; ASS: a second event at the same time, at the top in a smaller style).
   */
  bilingual: z.boolean().default(false),
  /** The original lines of a bilingual file in italics. */
  bilingual_italic: z.boolean().default(false),
  /**
   * Every translated line opens with U+200F RIGHT-TO-LEFT MARK, so players put its punctuation on the correct side;
   * on by default for right-to-left targets (Arabic, Hebrew, Persian, Urdu), off for the others.
   */
  rtl_marks: z.boolean().optional(),
});
export type ExportRequest = z.infer<typeof ExportRequest>;

export const ExportResponse = z.object({
  content: z.string(),
  filename: z.string(),
  encoding: z.enum(EXPORT_ENCODINGS),
});
export type ExportResponse = z.infer<typeof ExportResponse>;

/** Jobs one batch export may name: a season into a few languages, not a whole history (the account export is that). */
export const MAX_EXPORT_BATCH_JOBS = 200;

/** POST /translate/export-batch: finished jobs of the caller's, one zip of their files named `name.<target>.<ext>`. */
export const ExportBatchRequest = ExportRequest.omit({ job_id: true }).extend({
  job_ids: z.array(z.string().min(1).max(64)).min(1).max(MAX_EXPORT_BATCH_JOBS),
});
export type ExportBatchRequest = z.infer<typeof ExportBatchRequest>;

/** Files and targets one start-batch may combine: the product stays within MAX_EXPORT_BATCH_JOBS. */
export const MAX_BATCH_FILES = 50;
export const MAX_BATCH_TARGETS = 10;
export const MAX_BATCH_JOBS = 100;

/**
 * POST /translate/start-batch: one job per file and target language, with the same settings as a start;
 * `collapse_rolling` collapses the rolling captions among the files and leaves the others as they are.
 */
export const StartBatchBody = StartTranslationBody.omit({ target_language: true }).extend({
  file_ids: z.array(z.string().min(1).max(64)).min(1).max(MAX_BATCH_FILES),
  target_languages: z.array(LanguageCode).min(1).max(MAX_BATCH_TARGETS),
});
export type StartBatchBody = z.infer<typeof StartBatchBody>;

export const StartBatchResponse = z.object({
  jobs: z.array(z.object({ file_id: z.string(), target_language: z.string(), job_id: z.string() })),
});
export type StartBatchResponse = z.infer<typeof StartBatchResponse>;

export const HistoryQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

/** The caller's jobs, newest first (spec section 7: `has_next` and `has_more` say the same thing). */
export const HistoryResponse = z.object({
  translations: z.array(TranslationJob),
  total: z.number().int(),
  has_next: z.boolean(),
  has_more: z.boolean(),
});
export type HistoryResponse = z.infer<typeof HistoryResponse>;

/** The shape every subtitle document has; the format-specific fields ride along unchecked. */
const DocumentShape = z.looseObject({
  format: z.enum(READABLE_FORMATS),
  cues: z.array(z.looseObject({ start: z.number(), end: z.number(), text: z.string() })),
});
const Document = z.custom<SubtitleDocument>((value) => DocumentShape.safeParse(value).success);

/** The longest cue text an edit may write: a cue is a few lines on screen, this leaves room for markup. */
export const MAX_CUE_TEXT = 2000;
/** Cues one re-translation may ask for: a selection of the review grid, answered within one request. */
export const MAX_RETRANSLATE_CUES = 200;

/** A cue of a job: its 0-based place among the shown cues, as GET /translate/result lists them. */
export const CueIndexParams = JobIdParams.extend({ index: z.coerce.number().int().min(0).max(10_000_000) });

/** PATCH /translate/job/{id}/cues/{index}: the cue's whole translated text, markup included. */
export const EditCueBody = z.object({ text: z.string().max(MAX_CUE_TEXT) });
export type EditCueBody = z.infer<typeof EditCueBody>;

/** A cue changed in the review: typed by the user (`service` null) or re-translated by `service`. */
export const CueEdit = z.object({
  index: z.number().int(),
  text: z.string(),
  service: Service.nullable(),
  updated_at: z.string(),
});
export type CueEdit = z.infer<typeof CueEdit>;

/** POST /translate/job/{id}/retranslate: cues (shown indexes) to translate again with another service. */
export const RetranslateBody = z.object({
  indexes: z.array(z.number().int().min(0)).min(1).max(MAX_RETRANSLATE_CUES),
  service: Service,
});
export type RetranslateBody = z.infer<typeof RetranslateBody>;

export const RetranslateResponse = z.object({ cues: z.array(CueEdit) });
export type RetranslateResponse = z.infer<typeof RetranslateResponse>;

/**
 * A completed job's documents (GET /translate/result/{id}): what the client keeps so that it can export the result
 * in any format and encoding later, offline too, exactly as POST /translate/export would.
 */
export const TranslationResult = z.object({
  job_id: z.string(),
  original_filename: z.string(),
  target_language: z.string(),
  preserve_formatting: z.boolean(),
  source: Document,
  /** With the review's edits in place. */
  translated: Document,
  /** The cues translated together as one sentence (1-based cue numbers, each group in order). */
  joined_cues: z.array(z.array(z.number().int())).default([]),
  /** The cues edited or re-translated in the review (absent from results kept before the review existed). */
  edits: z.array(CueEdit).optional(),
  /**
   * Cue indexes (0-based) whose translation lacks a glossary term's target (`glossary_miss`, issue 39): the quality
   * report's per-cue issue.
   */
  glossary_misses: z.array(z.number().int()).default([]),
});
export type TranslationResult = z.infer<typeof TranslationResult>;

/** DELETE /translate/history[/{id}]: how many jobs left the caller's history. */
export const HistoryDeleteResponse = z.object({ deleted: z.number().int() });
export type HistoryDeleteResponse = z.infer<typeof HistoryDeleteResponse>;
