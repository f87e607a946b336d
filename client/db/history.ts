import type { TranslationJob, TranslationResult } from "@shared/api/translate";
import type { DeviceReport } from "@shared/translation/device";
import { deviceAccount } from "./account";
import { database } from "./database";
import type { DeviceJob, HistoryEntry, KeptResult } from "./types";

/** Every entry of the device, newest first; tombstones included (the sync needs them). */
export async function allHistory(): Promise<HistoryEntry[]> {
  return (await (await database()).history.orderBy("created_at").reverse().toArray()) as HistoryEntry[];
}

/** The device's entry of one job, if it has one (a deleted one included). */
export async function getHistoryEntry(jobId: string): Promise<HistoryEntry | undefined> {
  return (await database()).history.get(jobId);
}

/**
 * Writes what the device just learnt of a job (started, progressed, finished); a new entry is the signed-in
 * account's. An entry the user deleted stays deleted; its owner, the result flag and the server flags are kept.
 */
export async function recordJob(job: TranslationJob): Promise<void> {
  const db = await database();
  await db.transaction("rw", db.history, db.kv, async () => {
    const existing = await db.history.get(job.job_id);
    if (existing?.deleted) return;
    await db.history.put({
      job_id: job.job_id,
      job,
      created_at: job.created_at,
      account: existing?.account ?? (await deviceAccount()),
      synced: existing?.synced ?? false,
      on_server: true,
      deleted: false,
      has_result: existing?.has_result ?? false,
    });
  });
}

/**
 * A translation made on the device (issue 39 item 8): its entry and its documents in one transaction. It is the
 * signed-in account's or the visitor's like any entry, never on the server.
 */
export async function recordDeviceJob(
  job: DeviceJob,
  result: TranslationResult,
  report: DeviceReport,
): Promise<void> {
  const db = await database();
  await db.transaction("rw", db.history, db.results, db.kv, async () => {
    await db.history.put({
      job_id: job.job_id,
      job,
      created_at: job.created_at,
      account: await deviceAccount(),
      synced: false,
      on_server: false,
      deleted: false,
      has_result: true,
    });
    await db.results.put({ ...result, kept_at: Date.now(), device_report: report });
  });
}

/** Keeps a finished job's documents, so it downloads later, offline too. */
export async function keepResult(result: TranslationResult): Promise<void> {
  const db = await database();
  await db.transaction("rw", db.history, db.results, async () => {
    await db.results.put({ ...result, kept_at: Date.now() });
    await db.history.update(result.job_id, { has_result: true });
  });
}

export async function getKeptResult(jobId: string): Promise<KeptResult | undefined> {
  return (await database()).results.get(jobId);
}

/** Hides entries at once and remembers to tell the server; their kept documents go now. */
export async function markDeleted(jobIds: readonly string[]): Promise<void> {
  const db = await database();
  await db.transaction("rw", db.history, db.results, db.cueEdits, async () => {
    for (const id of jobIds) await db.history.update(id, { deleted: true });
    await db.results.bulkDelete([...jobIds]);
    await db.cueEdits
      .where("job_id")
      .anyOf([...jobIds])
      .delete();
  });
}

/** Forgets entries for good (the server confirmed their deletion, or never had them). */
export async function forgetEntries(jobIds: readonly string[]): Promise<void> {
  const db = await database();
  await db.transaction("rw", db.history, db.results, db.cueEdits, async () => {
    await db.history.bulkDelete([...jobIds]);
    await db.results.bulkDelete([...jobIds]);
    await db.cueEdits
      .where("job_id")
      .anyOf([...jobIds])
      .delete();
  });
}

/** Applies a sync: entries to write as they are and entries to forget, in one transaction. */
export async function applyHistoryChanges(
  put: readonly HistoryEntry[],
  remove: readonly string[],
): Promise<void> {
  const db = await database();
  await db.transaction("rw", db.history, db.results, db.cueEdits, async () => {
    await db.history.bulkPut([...put]);
    await db.history.bulkDelete([...remove]);
    await db.results.bulkDelete([...remove]);
    await db.cueEdits
      .where("job_id")
      .anyOf([...remove])
      .delete();
  });
}
