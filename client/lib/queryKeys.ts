/**
 * Query keys of the signed-in account, shared by the auth feature (which fetches the user and the plan limits at
 * start) and the account feature (which changes them): features do not import each other, so the keys live here.
 * Everything under `account` belongs to one signed-in user and is dropped at sign-out.
 */
export const accountKeys = {
  all: ["account"] as const,
  me: ["account", "me"] as const,
  limits: ["account", "limits"] as const,
  preferences: ["account", "preferences"] as const,
  sessions: ["account", "sessions"] as const,
};
