import { z } from "zod";
import { EXPORT_FORMATS, FALLBACK_ORDER, SERVICE_IDS } from "../catalog";
import { INTERFACE_LANGUAGES } from "../locales";
import {
  PLANS,
  type Plan,
  type PlanId,
  planAllowsLanguage,
  planAllowsService,
  planExportFormats,
} from "../plans";
import { IsoTimestamp, PasswordInput, ResourceId, SecondFactorCode } from "./common";

/** The account as the client sees it, and the profile, preferences, avatar and limits calls (spec section 7). */

export const PlanIdSchema = z.enum(Object.keys(PLANS) as [PlanId, ...PlanId[]]);

/**
 * A new address waiting for its link: the account keeps its address until the link sent to `email` is opened.
 * An account with neither a password nor two-factor first approves the change through a link to its current
 * address ("approval"); then the link to the new one is sent ("confirmation").
 */
export const EmailChange = z.object({
  email: z.string(),
  waiting_for: z.enum(["approval", "confirmation"]),
  expires_at: IsoTimestamp,
});
export type EmailChange = z.infer<typeof EmailChange>;

/** GET /auth/me and GET /auth/profile. */
export const User = z.object({
  id: ResourceId,
  email: z.string(),
  name: z.string().nullable(),
  plan: PlanIdSchema,
  /** End of the paid period, when the plan ends on its own. */
  plan_until: IsoTimestamp.nullable(),
  created_at: IsoTimestamp,
  /** A path under the app's own origin (/api/v1/…), or null. */
  avatar_url: z.string().nullable(),
  email_verified: z.boolean(),
  email_change: EmailChange.nullable(),
  /** False for an account made through Google or GitHub that never set a password. */
  has_password: z.boolean(),
  password_changed_at: IsoTimestamp.nullable(),
  two_factor_enabled: z.boolean(),
  interface_language: z.enum(INTERFACE_LANGUAGES),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  website: z.string().nullable(),
  address: z.string().nullable(),
  bio: z.string().nullable(),
});
export type User = z.infer<typeof User>;

/** The spec's fallback: the part of the email before the at sign. */
export function displayName(user: Pick<User, "name" | "email">): string {
  return user.name?.trim() || user.email.split("@")[0] || user.email;
}

/** An optional text field of a form: blank means "none". */
function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max)
    .transform((value) => (value === "" ? null : value))
    .nullable()
    .optional();
}

/**
 * PUT /auth/profile: fields left out stay as they are. A new email waits for its link (`EmailChange`) and needs
 * the holder's proof: `current_password`, or for an account without one `totp_code` when two-factor is on.
 * The current address cancels a waiting change.
 */
export const ProfileUpdate = z.object({
  name: optionalText(100),
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()).optional(),
  current_password: PasswordInput.optional(),
  totp_code: SecondFactorCode.optional(),
  phone: optionalText(32).pipe(
    z
      .string()
      .regex(/^[0-9+().\s-]*$/, "must be a phone number")
      .nullable()
      .optional(),
  ),
  company: optionalText(100),
  website: optionalText(255).pipe(
    z
      .url({ protocol: /^https?$/ })
      .nullable()
      .optional(),
  ),
  address: optionalText(255),
  bio: optionalText(2000),
});
export type ProfileUpdate = z.infer<typeof ProfileUpdate>;

/** POST /auth/avatar's answer (its limits: ../avatar.ts). */
export const AvatarResponse = z.object({ avatar_url: z.string() });
export type AvatarResponse = z.infer<typeof AvatarResponse>;

/** GET /api/v1/avatars/{name}: the name avatar_url ends with. */
export const AvatarNameParams = z.object({ name: z.string().max(64) });

export const THEMES = ["light", "dark", "system"] as const;

/**
 * GET and PUT /auth/preferences: the notification switches and the defaults of /translate (spec section 3).
 * `email_notifications` is the master switch of every notification mail; account mails (verification, reset)
 * are always sent.
 */
export const Preferences = z.object({
  email_notifications: z.boolean(),
  translation_finished: z.boolean(),
  usage_limits: z.boolean(),
  login_alerts: z.boolean(),
  marketing_emails: z.boolean(),
  push_notifications: z.boolean(),
  default_source_language: z.union([z.literal("auto"), z.string().regex(/^[a-z]{2,3}(-[a-z0-9]{2,8})?$/)]),
  default_target_language: z.string().regex(/^[a-z]{2,3}(-[a-z0-9]{2,8})?$/),
  default_translation_service: z.enum(SERVICE_IDS),
  default_export_format: z.enum(EXPORT_FORMATS),
  interface_language: z.enum(INTERFACE_LANGUAGES),
  theme: z.enum(THEMES),
});
export type Preferences = z.infer<typeof Preferences>;

/** The spec's profile-area defaults: source auto, target fr, service deepl, export srt. */
export const DEFAULT_PREFERENCES: Preferences = {
  email_notifications: true,
  translation_finished: true,
  usage_limits: true,
  login_alerts: true,
  marketing_emails: false,
  push_notifications: false,
  default_source_language: "auto",
  default_target_language: "fr",
  default_translation_service: "deepl",
  default_export_format: "srt",
  interface_language: "fr",
  theme: "system",
};

/** PUT /auth/preferences: only the fields sent change. */
export const PreferencesUpdate = Preferences.partial();
export type PreferencesUpdate = z.infer<typeof PreferencesUpdate>;

/**
 * Stored preferences, field by field: a field missing or no longer valid (a value a later version dropped)
 * takes its default and the others are kept.
 */
export function readPreferences(stored: unknown): Preferences {
  const source = typeof stored === "object" && stored !== null ? (stored as Record<string, unknown>) : {};
  const result: Record<string, unknown> = { ...DEFAULT_PREFERENCES };
  for (const [key, schema] of Object.entries(Preferences.shape)) {
    const parsed = schema.safeParse(source[key]);
    if (parsed.success) result[key] = parsed.data;
  }
  return result as Preferences;
}

/** The notification mails a user can turn off, each behind the master switch. */
export type NotificationKind = "translation_finished" | "usage_limits" | "login_alerts";

export function wantsNotification(preferences: Preferences, kind: NotificationKind): boolean {
  return preferences.email_notifications && preferences[kind];
}

/** GET /auth/limits: the plan's limits as the client needs them; -1 means unlimited (spec section 3). */
export const PlanLimitsResponse = z.object({
  plan: PlanIdSchema,
  monthly_translations: z.number().int(),
  daily_translations: z.number().int(),
  /** Files the caller may still start today (UTC): the smaller of the device's and the address's for a visitor. */
  daily_remaining: z.number().int(),
  max_file_size_mb: z.number(),
  max_subtitles_per_file: z.number().int(),
  /** The plan's services the caller may use now. */
  supported_services: z.array(z.enum(SERVICE_IDS)),
  /** The plan's paid services held back until the account's email address is verified (DECISIONS.md). */
  services_awaiting_verification: z.array(z.enum(SERVICE_IDS)),
  available_languages: z.array(z.string()),
  formats: z.array(z.string()),
  priority_processing: z.boolean(),
  parallel_jobs: z.number().int(),
  history_days: z.number().int(),
  /** The operator's monthly character allowances on paid services, with what is left this month. */
  character_allowances: z.array(
    z.object({ service: z.enum(SERVICE_IDS), allowance: z.number().int(), remaining: z.number().int() }),
  ),
  unlimited: z.boolean(),
});
export type PlanLimitsResponse = z.infer<typeof PlanLimitsResponse>;

/**
 * The account's defaults as the plan allows them: a default the plan does not include (the spec's DeepL for a
 * free account, or a paid choice after a downgrade) gives way to the plan's best service, SRT, detection, French.
 * The stored choice is kept, so it comes back with the plan.
 */
export function preferencesWithinPlan(preferences: Preferences, plan: Plan): Preferences {
  const service = preferences.default_translation_service;
  const source = preferences.default_source_language;
  const within = (code: string, fallback: string) => (planAllowsLanguage(plan, code) ? code : fallback);
  return {
    ...preferences,
    default_translation_service: planAllowsService(plan, service)
      ? service
      : (FALLBACK_ORDER.find((id) => planAllowsService(plan, id)) ?? service),
    default_export_format: planExportFormats(plan).includes(preferences.default_export_format)
      ? preferences.default_export_format
      : DEFAULT_PREFERENCES.default_export_format,
    default_source_language: source === "auto" ? source : within(source, "auto"),
    default_target_language: within(
      preferences.default_target_language,
      DEFAULT_PREFERENCES.default_target_language,
    ),
  };
}
