import type { FileSummary } from "@shared/fileSummary";
import Dexie, { type Table } from "dexie";
import type { HistoryEntry, KeptResult, QueuedStart, StoredFile } from "./types";

interface KeyValue {
  key: string;
  value: unknown;
}

/** The only IndexedDB database of the app; every read and write goes through the modules of `client/db/`. */
class PolysubDatabase extends Dexie {
  kv!: Table<KeyValue, string>;
  files!: Table<StoredFile, string>;
  history!: Table<HistoryEntry, string>;
  results!: Table<KeptResult, string>;
  queuedStarts!: Table<QueuedStart, string>;

  constructor() {
    super("polysub");
    this.version(1).stores({ kv: "key", files: "file_id, stored_at" });
    // History of every job with the documents of finished ones (kept apart: they are large and read one at a
    // time), and translations asked for while offline, started when the network returns.
    this.version(2).stores({
      history: "job_id, created_at",
      results: "job_id",
      queuedStarts: "id, file_id, queued_at",
    });
  }
}

export const db = new PolysubDatabase();

export async function readValue<T>(key: string): Promise<T | undefined> {
  const row = await db.kv.get(key);
  return row?.value as T | undefined;
}

export async function writeValue(key: string, value: unknown): Promise<void> {
  await db.kv.put({ key, value });
}

export async function deleteValue(key: string): Promise<void> {
  await db.kv.delete(key);
}

export type { FileSummary, HistoryEntry, KeptResult, QueuedStart, StoredFile };
