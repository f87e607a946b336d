import { StartBatchResponse } from "@shared/api/translate";

type BatchJobs = StartBatchResponse["jobs"];

const KEY = "polysub.batch";

/** The tab's running batch, so that a reload of /batch shows its queue again (its jobs are in history too). */
export function readBatch(storage: Pick<Storage, "getItem">): BatchJobs | undefined {
  try {
    const parsed = StartBatchResponse.safeParse({ jobs: JSON.parse(storage.getItem(KEY) ?? "null") });
    return parsed.success ? parsed.data.jobs : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the batch for the tab, or forgets it (undefined) when the user starts another. */
export function writeBatch(
  storage: Pick<Storage, "setItem" | "removeItem">,
  jobs: BatchJobs | undefined,
): void {
  if (jobs) storage.setItem(KEY, JSON.stringify(jobs));
  else storage.removeItem(KEY);
}
