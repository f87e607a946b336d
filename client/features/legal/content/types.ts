import { DATA_PROTECTION_REPLY_HOURS } from "@shared/legal";
import { FILE_RETENTION_DAYS, PLANS, TRIAL_DAYS } from "@shared/plans";

export const LEGAL_DOCUMENTS = ["privacy", "terms", "cookies", "gdpr"] as const;
export type LegalDocumentId = (typeof LEGAL_DOCUMENTS)[number];

/** A paragraph, or a bulleted list when an array. */
export type LegalBlock = string | readonly string[];

export interface LegalSection {
  heading: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  intro: string;
  sections: readonly LegalSection[];
}

export type LegalTexts = Record<LegalDocumentId, LegalDocument>;

/**
 * The figures the texts quote, read from the plan table and shared/legal.ts, so a change of plan or retention
 * changes every language at once.
 */
export const LEGAL_FIGURES = {
  replyHours: DATA_PROTECTION_REPLY_HOURS,
  fileDays: FILE_RETENTION_DAYS,
  freeHistoryDays: PLANS.free.historyDays ?? 0,
  premiumHistoryDays: PLANS.premium.historyDays ?? 0,
  freeFilesPerDay: PLANS.free.filesPerDay ?? 0,
  freeSubtitles: PLANS.free.subtitlesPerFile ?? 0,
  trialDays: TRIAL_DAYS,
};

/** The figures and the data protection address, which the operator configures on the server (PRIVACY_EMAIL). */
export type LegalFacts = typeof LEGAL_FIGURES & { email: string };

/** Each locale module's default export. */
export type LegalContentModule = { default: (facts: LegalFacts) => LegalTexts };
