import { ErrorCode } from "@shared/errors";
import type { Db } from "../db";
import { AppError } from "../errors";
import { deleteOwnedJobs } from "../jobs/repository";
import { jobSignals } from "../jobs/signals";
import type { Owner } from "../policies/owner";

/**
 * Removes jobs from the caller's history: one (404 unless it is theirs) or all. A job still running is stopped
 * first, as a cancel would: its worker's next write finds no row and gives up.
 */
export async function deleteHistory(db: Db, owner: Owner, jobId?: string): Promise<number> {
  const deleted = await deleteOwnedJobs(db, owner, jobId);
  if (jobId !== undefined && deleted.length === 0) {
    throw new AppError(ErrorCode.notFound, "Translation job not found");
  }
  for (const id of deleted) jobSignals.notifyCancelled(id);
  return deleted.length;
}
