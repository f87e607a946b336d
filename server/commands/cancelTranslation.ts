import { ErrorCode } from "@shared/errors";
import type { Db } from "../db";
import { AppError } from "../errors";
import { cancelRunnableJob, findOwnedJob, type JobView } from "../jobs/repository";
import { jobSignals } from "../jobs/signals";
import type { Owner } from "../policies/owner";

/**
 * Cancels a pending or running job. The status change is what stops it: the worker's next write is refused by the
 * lease condition, and in this process the running batch is aborted at once. Cancelling twice is harmless.
 */
export async function cancelTranslation(db: Db, owner: Owner, jobId: string): Promise<JobView> {
  const job = await findOwnedJob(db, owner, jobId);
  if (job.status === "cancelled") return job;
  if (!(await cancelRunnableJob(db, job.id))) {
    const current = await findOwnedJob(db, owner, jobId);
    if (current.status === "cancelled") return current;
    throw new AppError(ErrorCode.jobFinished, `The translation job is already ${current.status}`);
  }
  jobSignals.notifyCancelled(job.id);
  return findOwnedJob(db, owner, jobId);
}
