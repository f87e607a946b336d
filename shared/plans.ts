/**
 * The plan table of DECISIONS.md as data, read by the client (what to offer) and the server (what to allow).
 * `null` means unlimited.
 */
import {
  EXPORT_FORMATS,
  type ExportFormat,
  FREE_SERVICES,
  OFFERED_FORMATS,
  type OfferedFormat,
  type ServiceId,
} from "./catalog";
import type { LanguageCode } from "./languages";

export type PlanId = "free" | "premium" | "pro";

/** A format a plan may grant: the catalog's offered formats (SubViewer counts as `sub`). */
export type PlanFormat = OfferedFormat;

export interface Plan {
  id: PlanId;
  services: readonly ServiceId[];
  /** Formats accepted on upload and offered on export. */
  formats: readonly PlanFormat[];
  filesPerDay: number | null;
  subtitlesPerFile: number | null;
  languages: readonly LanguageCode[];
  historyDays: number | null;
  priorityQueue: boolean;
  /** Jobs of one account that may run at the same time. */
  parallelJobs: number;
  /** API keys (server/apiKeys/): creating them, and calls made with them. */
  apiAccess: boolean;
  /** Prices in cents (EUR); free costs nothing. */
  price: { monthly: number; yearly: number };
}

export const FREE_LANGUAGES: readonly LanguageCode[] = ["en", "fr", "es", "de", "it"];

/** The 29 languages of the paid plans (spec section 6), and the right-to-left Hebrew, Persian and Urdu (issue 39). */
export const PAID_LANGUAGES: readonly LanguageCode[] = [
  ...FREE_LANGUAGES,
  ...(["pt", "ru", "zh", "ja", "ko", "ar", "nl", "pl", "sv", "da", "no", "fi", "el", "tr"] as const),
  ...(["cs", "sk", "hu", "bg", "ro", "hr", "sl", "et", "lv", "lt"] as const),
  ...(["he", "fa", "ur"] as const),
];

export const PLANS: Readonly<Record<PlanId, Plan>> = {
  free: {
    id: "free",
    services: FREE_SERVICES,
    formats: ["srt", "vtt"],
    filesPerDay: 5,
    subtitlesPerFile: 1000,
    languages: FREE_LANGUAGES,
    historyDays: 7,
    priorityQueue: false,
    parallelJobs: 1,
    apiAccess: false,
    price: { monthly: 0, yearly: 0 },
  },
  premium: {
    id: "premium",
    services: ["mymemory", "deepl"],
    formats: OFFERED_FORMATS,
    filesPerDay: null,
    subtitlesPerFile: null,
    languages: PAID_LANGUAGES,
    historyDays: 30,
    priorityQueue: true,
    parallelJobs: 1,
    apiAccess: false,
    price: { monthly: 999, yearly: 9999 },
  },
  pro: {
    id: "pro",
    services: ["mymemory", "deepl", "openai"],
    formats: OFFERED_FORMATS,
    filesPerDay: null,
    subtitlesPerFile: null,
    languages: PAID_LANGUAGES,
    historyDays: null,
    priorityQueue: true,
    parallelJobs: 3,
    apiAccess: true,
    price: { monthly: 1999, yearly: 19999 },
  },
};

export const TRIAL_DAYS = 7;

/** Largest upload, for every plan (spec section 9). */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

/** Uploaded files and results are deleted after this many days (DECISIONS.md). */
export const FILE_RETENTION_DAYS = 30;

/** Whether the plan reads and writes `format`; SubViewer files are `.sub` files, so the plan's `sub` covers them. */
export function planAllowsFormat(plan: Plan, format: string): boolean {
  const named = format === "subviewer" ? "sub" : format;
  return (plan.formats as readonly string[]).includes(named);
}

/**
 * The formats a plan exports: the one rule that every export screen (built on the device or not), the account's
 * default format and the server's export read.
 */
export function planExportFormats(plan: Plan): ExportFormat[] {
  return EXPORT_FORMATS.filter((format) => planAllowsFormat(plan, format));
}

export function planAllowsService(plan: Plan, service: ServiceId): boolean {
  return plan.services.includes(service);
}

export function planAllowsLanguage(plan: Plan, language: string): boolean {
  return (plan.languages as readonly string[]).includes(language);
}
