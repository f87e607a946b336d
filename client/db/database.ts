import type { FileSummary } from "@shared/fileSummary";
import type { PolysubDatabase } from "./schema";
import type { HistoryEntry, KeptResult, QueuedStart, StoredFile } from "./types";

let opening: Promise<PolysubDatabase> | undefined;

/**
 * The database, loaded with Dexie on first use rather than with the entry: `/` paints before them (issue 29's
 * first-load budget), and every read is asynchronous anyway. A failed load (offline, not cached yet) is tried again.
 */
export function database(): Promise<PolysubDatabase> {
  opening ??= import("./schema").then(
    ({ db }) => db,
    (error: unknown) => {
      opening = undefined;
      throw error;
    },
  );
  return opening;
}

export async function readValue<T>(key: string): Promise<T | undefined> {
  const row = await (await database()).kv.get(key);
  return row?.value as T | undefined;
}

export async function writeValue(key: string, value: unknown): Promise<void> {
  await (await database()).kv.put({ key, value });
}

export async function deleteValue(key: string): Promise<void> {
  await (await database()).kv.delete(key);
}

export type { FileSummary, HistoryEntry, KeptResult, QueuedStart, StoredFile };
