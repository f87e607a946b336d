import { type HistoryEntry, isDeviceJob, VISITOR } from "@client/db/types";
import type { TranslationJob } from "@shared/api/translate";
import { isInHistoryOf } from "./state";

/** What the server listed: its jobs, and whether that is all of them (every page was read). */
export interface ServerHistory {
  jobs: readonly TranslationJob[];
  complete: boolean;
}

/** Entries to write and job ids to forget. */
export interface HistoryChanges {
  put: HistoryEntry[];
  remove: string[];
}

/**
 * Merges the server's history into the device's for `account` (VISITOR when nobody is signed in).
 *
 * - The server's record of a job wins; what only the device has (its kept documents, whose entry it is) stays.
 * - A job only the server lists becomes an entry of `account`.
 * - An entry deleted on the device stays hidden while the server still lists it, and goes once it does not.
 * - An entry of the signed-in account that the complete list lacks is forgotten (deleted elsewhere, or past the
 *   plan's history retention): for the account the server is the source of truth.
 * - A visitor's entry the server no longer lists stays, marked so (it can still be downloaded when its documents
 *   were kept, not retried): the device is the source of truth of a visitor's work.
 * - Entries of other accounts on the same device are left alone; nothing is forgotten from a partial list.
 * - Translations made on the device (issue 39 item 8) are the device's alone: the server's list never touches them.
 */
export function mergeHistory(
  device: readonly HistoryEntry[],
  server: ServerHistory,
  account: string,
): HistoryChanges {
  const mine = new Map(
    device
      .filter((entry) => isInHistoryOf(entry, account) && !isDeviceJob(entry.job))
      .map((entry) => [entry.job_id, entry]),
  );
  const listed = new Set(server.jobs.map((job) => job.job_id));
  const changes: HistoryChanges = { put: [], remove: [] };

  for (const job of server.jobs) {
    const entry = mine.get(job.job_id);
    if (entry?.deleted) continue;
    changes.put.push({
      job_id: job.job_id,
      job,
      created_at: job.created_at,
      account: entry?.account ?? account,
      synced: true,
      on_server: true,
      deleted: false,
      has_result: entry?.has_result ?? false,
    });
  }

  if (!server.complete) return changes;
  for (const entry of mine.values()) {
    if (listed.has(entry.job_id)) continue;
    if (entry.deleted || entry.account !== VISITOR) {
      changes.remove.push(entry.job_id);
    } else if (entry.on_server) {
      changes.put.push({ ...entry, on_server: false });
    }
  }
  return changes;
}
