/**
 * The plan table of DECISIONS.md as data, read by the client (what to offer) and the server (what to allow).
 * `null` means unlimited.
 */
import type { ServiceId } from "./languages";

export type PlanId = "free" | "premium" | "pro";

export type PlanFormat = "srt" | "vtt" | "ass" | "ssa" | "sub" | "sbv" | "txt";

export interface Plan {
  id: PlanId;
  services: readonly ServiceId[];
  /** Formats accepted on upload and offered on export. */
  formats: readonly PlanFormat[];
  filesPerDay: number | null;
  subtitlesPerFile: number | null;
  languages: readonly string[];
  historyDays: number | null;
  storageShownGb: number;
  priorityQueue: boolean;
  /** Jobs of one account that may run at the same time. */
  parallelJobs: number;
  /** Prices in cents (EUR); free costs nothing. */
  price: { monthly: number; yearly: number };
}

export const ALL_FORMATS: readonly PlanFormat[] = ["srt", "vtt", "ass", "ssa", "sub", "sbv", "txt"];

export const FREE_LANGUAGES: readonly string[] = ["en", "fr", "es", "de", "it"];

/** The 29 languages of the paid plans (spec section 6). */
export const PAID_LANGUAGES: readonly string[] = [
  ...FREE_LANGUAGES,
  ...["pt", "ru", "zh", "ja", "ko", "ar", "nl", "pl", "sv", "da", "no", "fi", "el", "tr"],
  ...["cs", "sk", "hu", "bg", "ro", "hr", "sl", "et", "lv", "lt"],
];

export const PLANS: Readonly<Record<PlanId, Plan>> = {
  free: {
    id: "free",
    services: ["mymemory"],
    formats: ["srt", "vtt"],
    filesPerDay: 5,
    subtitlesPerFile: 1000,
    languages: FREE_LANGUAGES,
    historyDays: 7,
    storageShownGb: 1,
    priorityQueue: false,
    parallelJobs: 1,
    price: { monthly: 0, yearly: 0 },
  },
  premium: {
    id: "premium",
    services: ["mymemory", "deepl"],
    formats: ALL_FORMATS,
    filesPerDay: null,
    subtitlesPerFile: null,
    languages: PAID_LANGUAGES,
    historyDays: 30,
    storageShownGb: 10,
    priorityQueue: true,
    parallelJobs: 1,
    price: { monthly: 999, yearly: 9999 },
  },
  pro: {
    id: "pro",
    services: ["mymemory", "deepl", "openai"],
    formats: ALL_FORMATS,
    filesPerDay: null,
    subtitlesPerFile: null,
    languages: PAID_LANGUAGES,
    historyDays: null,
    storageShownGb: 100,
    priorityQueue: true,
    parallelJobs: 3,
    price: { monthly: 1999, yearly: 19999 },
  },
};

export const TRIAL_DAYS = 7;

/** Largest upload, for every plan (spec section 9). */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

/** Uploaded files and results are deleted after this many days (DECISIONS.md). */
export const FILE_RETENTION_DAYS = 30;
