import { ErrorCode } from "../../shared/errors";
import type { Db } from "../db";
import { nowIso } from "../db/values";
import { AppError } from "../errors";
import { RUNNABLE_STATUSES } from "../jobs/queue";
import { jobSignals } from "../jobs/signals";
import type { Owner } from "../policies/owner";
import { findOwnedJob, type JobView } from "../routes/translate/repository";

/**
 * Cancels a pending or running job. The status change is what stops it: the worker's next write is refused by the
 * lease condition, and in this process the running batch is aborted at once. Cancelling twice is harmless.
 */
export async function cancelTranslation(db: Db, owner: Owner, jobId: string): Promise<JobView> {
  const job = await findOwnedJob(db, owner, jobId);
  if (job.status === "cancelled") return job;
  const now = nowIso();
  const updated = await db("translation_jobs")
    .where({ id: job.id })
    .whereIn("status", RUNNABLE_STATUSES)
    .update({
      status: "cancelled",
      lease_owner: null,
      lease_expires_at: null,
      completed_at: now,
      updated_at: now,
    });
  if (updated === 0) {
    const current = await findOwnedJob(db, owner, jobId);
    if (current.status === "cancelled") return current;
    throw new AppError(ErrorCode.jobFinished, `The translation job is already ${current.status}`);
  }
  jobSignals.notifyCancelled(job.id);
  return findOwnedJob(db, owner, jobId);
}
