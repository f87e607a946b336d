import Dexie, { type Table } from "dexie";
import { DATABASE_NAME } from "./name";
import {
  type AccountGlossary,
  type DeviceGlossary,
  type HistoryEntry,
  type KeptResult,
  type LocalCueEdit,
  type QueuedStart,
  type StoredFile,
  VISITOR,
} from "./types";

interface KeyValue {
  key: string;
  value: unknown;
}

/** The only IndexedDB database of the app; every read and write goes through the modules of `client/db/`. */
export class PolysubDatabase extends Dexie {
  kv!: Table<KeyValue, string>;
  files!: Table<StoredFile, string>;
  history!: Table<HistoryEntry, string>;
  results!: Table<KeptResult, string>;
  queuedStarts!: Table<QueuedStart, string>;
  cueEdits!: Table<LocalCueEdit, [string, number]>;
  glossaries!: Table<DeviceGlossary, [string, string, string]>;
  accountGlossaries!: Table<AccountGlossary, [string, string, string, string]>;

  constructor() {
    super(DATABASE_NAME);
    this.version(1).stores({ kv: "key", files: "file_id, stored_at" });
    // History of every job with the documents of finished ones (kept apart: they are large and read one at a
    // time), and translations asked for while offline, started when the network returns.
    this.version(2).stores({
      history: "job_id, created_at",
      results: "job_id",
      queuedStarts: "id, file_id, queued_at",
    });
    // Whose each row is, so that signing out removes the account's rows alone (types.ts). Files and queued starts
    // kept before it were not marked: they stay the visitor's, as the device treated them.
    this.version(3)
      .stores({
        history: "job_id, created_at, account",
        files: "file_id, stored_at, account",
        queuedStarts: "id, file_id, queued_at, account",
      })
      .upgrade(async (tx) => {
        await tx.table("files").toCollection().modify({ account: VISITOR });
        await tx.table("queuedStarts").toCollection().modify({ account: VISITOR });
      });
    // The review editor's edits of finished jobs, by job and cue; they follow their job's history entry (whose
    // account says whose they are) and go with it.
    this.version(4).stores({ cueEdits: "[job_id+index], job_id" });
    // Glossaries of this device (issue 39): a series' terms per language pair, sent with each start that uses them.
    this.version(5).stores({ glossaries: "[series+source_language+target_language], series" });
    // The signed-in account's glossaries as the server last gave them, and its edits not sent yet: apart from the
    // visitor's, so that a sign-out takes them off the device and leaves the visitor's.
    this.version(6).stores({
      accountGlossaries: "[account+series+source_language+target_language], account, [account+unsent]",
    });
  }
}

export const db = new PolysubDatabase();
