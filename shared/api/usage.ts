import { z } from "zod";
import { IsoTimestamp } from "./common";

/** GET /auth/usage-stats (spec section 3), computed from the account's jobs and the usage kept after retention. */
export const UsageStats = z.object({
  current_month: z.object({
    files_translated: z.number().int(),
    subtitles_translated: z.number().int(),
    /** Uploads of this month still stored. */
    storage_used_mb: z.number(),
    avg_processing_time_seconds: z.number(),
  }),
  /** Completed translations of this month per service that translated some of their cues (fallback included). */
  service_distribution: z.object({
    openai: z.number().int(),
    deepl: z.number().int(),
    mymemory: z.number().int(),
  }),
  total_stats: z.object({
    files_processed: z.number().int(),
    subtitles_processed: z.number().int(),
    /** Every upload still stored. */
    total_storage_mb: z.number(),
    last_activity: IsoTimestamp.nullable(),
  }),
  plan_limits: z.object({
    /** -1: no monthly limit (DECISIONS.md counts files per day). */
    monthly_file_limit: z.number().int(),
    daily_file_limit: z.number().int(),
    daily_remaining: z.number().int(),
    unlimited: z.boolean(),
  }),
});
export type UsageStats = z.infer<typeof UsageStats>;
