import { allHistory, applyHistoryChanges, forgetEntries, markDeleted } from "@client/db/history";
import { isDeviceJobId } from "@client/db/types";
import { isUnsent } from "@client/lib/api";
import { loadResult } from "@client/lib/translationResult";
import { clearServerHistory, deleteHistoryItem } from "./api/deleteHistory";
import { getWholeHistory } from "./api/getHistory";
import { mergeHistory } from "./merge";
import { isInHistoryOf } from "./state";

/**
 * Brings the device's history and the server's together for `account`: deletions made on the device are sent
 * first (so the list cannot bring them back), then the server's list is merged in (merge.ts says who wins).
 * Offline it fails at the first request and the device's history stays as it is.
 */
export async function syncHistory(account: string, signal?: AbortSignal): Promise<void> {
  const pending = (await allHistory()).filter((entry) => isInHistoryOf(entry, account) && entry.deleted);
  for (const entry of pending) {
    // A translation made on the device was never the server's: there is nothing to tell it.
    if (!isDeviceJobId(entry.job_id)) await deleteHistoryItem(entry.job_id);
    await forgetEntries([entry.job_id]);
  }
  const server = await getWholeHistory(signal);
  const { put, remove } = mergeHistory(await allHistory(), server, account);
  await applyHistoryChanges(put, remove);
  await keepMissingResults(account, signal);
}

/** Past results to fetch per sync, newest first: enough to catch up, bounded so a long history costs little. */
const RESULTS_PER_SYNC = 20;

/**
 * Keeps the documents of completed jobs the device has no copy of (the page was left before they were fetched, or
 * the job was made on another device), so that they download offline later.
 */
async function keepMissingResults(account: string, signal?: AbortSignal): Promise<void> {
  const missing = (await allHistory())
    .filter((e) => isInHistoryOf(e, account) && !e.deleted && e.on_server && !e.has_result)
    .filter((e) => e.job.status === "completed")
    .slice(0, RESULTS_PER_SYNC);
  for (const entry of missing) {
    if (signal?.aborted) return;
    try {
      await loadResult(entry.job_id);
    } catch (error) {
      // Offline: stop here. Anything else (the file expired meanwhile) concerns that job only.
      if (isUnsent(error)) throw error;
    }
  }
}

/** Deletes one entry: hidden at once, sent to the server now or at the next sync. */
export async function deleteEntry(jobId: string): Promise<void> {
  await markDeleted([jobId]);
  try {
    if (!isDeviceJobId(jobId)) await deleteHistoryItem(jobId);
    await forgetEntries([jobId]);
  } catch {
    // Offline or refused: the mark stays and the next sync sends it.
  }
}

/** Clears the whole history of `account`: hidden at once, then one request for all of it. */
export async function clearHistory(account: string): Promise<void> {
  const ids = (await allHistory())
    .filter((entry) => isInHistoryOf(entry, account))
    .map((entry) => entry.job_id);
  await markDeleted(ids);
  try {
    await clearServerHistory();
    await forgetEntries(ids);
  } catch {
    // As for one entry: the marks stay until a sync sends them one by one.
  }
}
