import { allHistory, applyHistoryChanges, forgetEntries, markDeleted } from "../../db/history";
import { clearServerHistory, deleteHistoryItem } from "./api/deleteHistory";
import { getWholeHistory } from "./api/getHistory";
import { mergeHistory } from "./merge";

/**
 * Brings the device's history and the server's together for `account`: deletions made on the device are sent
 * first (so the list cannot bring them back), then the server's list is merged in (merge.ts says who wins).
 * Offline it fails at the first request and the device's history stays as it is.
 */
export async function syncHistory(account: string, signal?: AbortSignal): Promise<void> {
  const pending = (await allHistory()).filter((entry) => entry.account === account && entry.deleted);
  for (const entry of pending) {
    await deleteHistoryItem(entry.job_id);
    await forgetEntries([entry.job_id]);
  }
  const server = await getWholeHistory(signal);
  const { put, remove } = mergeHistory(await allHistory(), server, account);
  await applyHistoryChanges(put, remove);
}

/** Deletes one entry: hidden at once, sent to the server now or at the next sync. */
export async function deleteEntry(jobId: string): Promise<void> {
  await markDeleted([jobId]);
  try {
    await deleteHistoryItem(jobId);
    await forgetEntries([jobId]);
  } catch {
    // Offline or refused: the mark stays and the next sync sends it.
  }
}

/** Clears the whole history of `account`: hidden at once, then one request for all of it. */
export async function clearHistory(account: string): Promise<void> {
  const ids = (await allHistory()).filter((entry) => entry.account === account).map((entry) => entry.job_id);
  await markDeleted(ids);
  try {
    await clearServerHistory();
    await forgetEntries(ids);
  } catch {
    // As for one entry: the marks stay until a sync sends them one by one.
  }
}
