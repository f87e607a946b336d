import { ErrorCode } from "@shared/errors";
import type { Db } from "../db";
import { AppError } from "../errors";
import { findOwnedJob, type JobView, RETRYABLE_STATUSES, requeueEndedJob } from "../jobs/repository";
import { jobSignals } from "../jobs/signals";
import type { Owner } from "../policies/owner";

/**
 * Runs a failed or cancelled job again. It is the same job, not a copy: the translations it stored before it
 * stopped stay with it, and the runner skips them, so a retry sends only what is left (and spends no new quota).
 * A job lives as long as its file (the foreign key cascades), so a job found still has its file.
 */
export async function retryTranslation(db: Db, owner: Owner, jobId: string): Promise<JobView> {
  const job = await findOwnedJob(db, owner, jobId);
  if (!RETRYABLE_STATUSES.includes(job.status)) {
    throw new AppError(
      ErrorCode.conflict,
      `Only a failed or cancelled job can be retried; this one is ${job.status}`,
    );
  }
  if (!(await requeueEndedJob(db, job.id))) {
    const current = await findOwnedJob(db, owner, jobId);
    throw new AppError(ErrorCode.conflict, `The translation job is already ${current.status}`);
  }
  const requeued = await findOwnedJob(db, owner, jobId);
  jobSignals.notifyNewJob();
  return requeued;
}
