import type { FileSummary } from "@shared/fileSummary";
import { DATABASE_NAME } from "./name";
import type { PolysubDatabase } from "./schema";
import type { HistoryEntry, KeptResult, LocalCueEdit, QueuedStart, StoredFile } from "./types";

let opening: Promise<PolysubDatabase> | undefined;
let announceOpening: () => void;
const firstOpening = new Promise<void>((resolve) => {
  announceOpening = resolve;
});

/**
 * The database, loaded with Dexie on first use rather than with the entry: `/` paints before them (issue 29's
 * first-load budget), and every read is asynchronous anyway. A failed load (offline, not cached yet) is tried again.
 */
export function database(): Promise<PolysubDatabase> {
  if (!opening) announceOpening();
  opening ??= import("./schema").then(
    ({ db }) => db,
    (error: unknown) => {
      opening = undefined;
      throw error;
    },
  );
  return opening;
}

/**
 * Whether this device may hold stored data: false on a first visit, whose reads then answer "nothing" without
 * loading and opening Dexie (its start is the longest task of a first visit after React's). Where the browser
 * cannot list its databases, it may.
 */
export async function databaseMayExist(): Promise<boolean> {
  if (opening || typeof indexedDB.databases !== "function") return true;
  try {
    return (await indexedDB.databases()).some(({ name }) => name === DATABASE_NAME);
  } catch {
    return true;
  }
}

/**
 * Resolves once something uses the database: in this tab (the first write of a first visit), or in another one,
 * which this tab learns when it is shown again.
 */
export function databaseInUse(): Promise<PolysubDatabase> {
  return new Promise((resolve, reject) => {
    const recheck = () => {
      if (document.visibilityState === "visible") void databaseMayExist().then((exists) => exists && use());
    };
    const use = () => {
      document.removeEventListener("visibilitychange", recheck);
      database().then(resolve, reject);
    };
    document.addEventListener("visibilitychange", recheck);
    void firstOpening.then(use);
  });
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

export type { FileSummary, HistoryEntry, KeptResult, LocalCueEdit, QueuedStart, StoredFile };
