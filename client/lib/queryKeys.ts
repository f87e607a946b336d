/**
 * Query keys of the signed-in account, shared by the features that read and change them (auth, account, billing,
 * usage): features do not import each other, so the keys live here. Everything under `account` belongs to one
 * signed-in user, is dropped at sign-out, and is read again at once when the plan changes. Keys of data that is not
 * the account's name the API resource, then the call: `["contact", "info"]`, `["jobs", id, "status"]`.
 */
export const accountKeys = {
  all: ["account"] as const,
  me: ["account", "me"] as const,
  limits: ["account", "limits"] as const,
  preferences: ["account", "preferences"] as const,
  sessions: ["account", "sessions"] as const,
  apiKeys: ["account", "api-keys"] as const,
  subscription: ["account", "subscription"] as const,
  usage: ["account", "usage"] as const,
  recentTranslations: ["account", "recent-translations"] as const,
  /** Every glossary of the account (GET /glossary); one series' under `[...glossaries, series]`. */
  glossaries: ["account", "glossaries"] as const,
};
