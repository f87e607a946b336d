/** Facts the legal pages state, in one place so that the texts of the 8 languages cannot disagree. */

/** Date of the current version of the legal texts (ISO); each page shows it. */
export const LEGAL_UPDATED = "2026-11-25";

/**
 * Where data protection questions and GDPR requests go (DECISIONS.md: "the data protection contact") when the
 * operator sets no PRIVACY_EMAIL: the server's default, and what the legal pages show when it cannot be asked.
 */
export const DATA_PROTECTION_EMAIL = "privacy@polysub.app";

/** The spec's promise for a first answer from the data protection contact. */
export const DATA_PROTECTION_REPLY_HOURS = 72;
