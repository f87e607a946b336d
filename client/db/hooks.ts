import { deviceAccount } from "./account";
import { getCurrentFile } from "./currentFile";
import { getCurrentJobId } from "./currentJob";
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

async function currentQueuedStart() {
  const file = await getCurrentFile();
  return file ? queuedStartForFile(file.file_id) : undefined;
}

/** The translation of the current file waiting for the network, if any. */
export function useCurrentQueuedStart() {
  return useLiveQuery(currentQueuedStart);
}
