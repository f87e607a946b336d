import { useCallback } from "react";
import { deviceAccount } from "./account";
import { getCurrentFile } from "./currentFile";
import { getCurrentJobId } from "./currentJob";
import { getHistoryEntry } from "./history";
import { queuedStartForFile } from "./queuedStarts";
import { useLiveQuery } from "./useLiveQuery";

export function useCurrentFile() {
  return useLiveQuery(getCurrentFile);
}

export function useCurrentJobId() {
  return useLiveQuery(getCurrentJobId);
}

/** The account whose rows the device holds, known offline too (undefined value: none, a visitor's device). */
export function useDeviceAccount() {
  return useLiveQuery(deviceAccount);
}

/** The device's record of a job: what the app shows of it while the server cannot be asked. */
export function useHistoryEntry(jobId: string | undefined) {
  const read = useCallback(async () => (jobId ? getHistoryEntry(jobId) : undefined), [jobId]);
  return useLiveQuery(read);
}

async function currentQueuedStart() {
  const file = await getCurrentFile();
  return file ? queuedStartForFile(file.file_id) : undefined;
}

/** The translation of the current file waiting for the network, if any. */
export function useCurrentQueuedStart() {
  return useLiveQuery(currentQueuedStart);
}
