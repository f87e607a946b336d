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
});
export type StartTranslationBody = z.infer<typeof StartTranslationBody>;

export const JobIdParams = z.object({ id: z.string().min(1).max(64) });

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

/** POST /translate/start-batch: one job per file and target language, with the same settings as a start. */
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
  translated: Document,
});
export type TranslationResult = z.infer<typeof TranslationResult>;

/** DELETE /translate/history[/{id}]: how many jobs left the caller's history. */
export const HistoryDeleteResponse = z.object({ deleted: z.number().int() });
export type HistoryDeleteResponse = z.infer<typeof HistoryDeleteResponse>;
