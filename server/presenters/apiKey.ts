import type { ApiKeyView } from "@shared/api/apiKeys";
import type { ApiKeyRow } from "../apiKeys/repository";
import { toIso } from "../db/values";

/** A key as the security section lists it: its name and dates, never its hash. */
export function presentApiKey(row: ApiKeyRow): ApiKeyView {
  return {
    id: row.id,
    name: row.name,
    created_at: toIso(row.created_at),
    last_used_at: row.last_used_at === null ? null : toIso(row.last_used_at),
  };
}
