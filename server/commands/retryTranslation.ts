import { ErrorCode } from "@shared/errors";
import { AppError } from "../errors";
import { findFile } from "../files/repository";
import { segmentOptionsOf } from "../jobs/options";
import { findOwnedJob, RETRYABLE_STATUSES, requeueEndedJob } from "../jobs/repository";
import { jobSignals } from "../jobs/signals";
import { refundJob } from "../usage/counters";
import type { QuotaCaller } from "../usage/quota";
import { admitTranslation, type TranslationDeps } from "./admitTranslation";
import type { StartedTranslation } from "./startTranslation";

/**
 * Runs a failed or cancelled job again. It is the same job, not a copy: the translations it stored before it
 * stopped stay with it, and the runner skips them, so a retry sends only what is left. It is queued as a start
 * is: the plan's checks of now, and the quota spent in the transaction that requeues it, after giving back what
 * the job still held (a cancel keeps the spend, a provider failure gave it back), so a job holds one spend at a time.
 */
export async function retryTranslation(
  deps: TranslationDeps,
  caller: QuotaCaller,
  jobId: string,
): Promise<StartedTranslation> {
  const now = deps.now?.() ?? new Date();
  const job = await findOwnedJob(deps.db, caller.owner, jobId);
  if (!RETRYABLE_STATUSES.includes(job.status)) {
    throw new AppError(
      ErrorCode.conflict,
      `Only a failed or cancelled job can be retried; this one is ${job.status}`,
    );
  }
  // A job lives as long as its file (the foreign key cascades): a file gone meanwhile took the job with it.
  const file = await findFile(deps.db, job.file_id);
  if (!file) throw new AppError(ErrorCode.notFound, "Translation job not found");
  const admission = await admitTranslation(
    deps,
    caller,
    file,
    {
      service: job.service,
      source: job.source_language,
      target: job.target_language,
      collapseRolling: Boolean(job.collapse_rolling),
      subtitles: job.total_subtitles,
      segmentOptions: segmentOptionsOf(job),
    },
    now,
    // Its file is settled by the spend in the transaction below, which first gives back what the job held.
    { checksTodaysFiles: false },
  );
  const readings = await deps.db.transaction(async (trx) => {
    if (!(await requeueEndedJob(trx, job.id, admission.queue))) return null;
    await refundJob(trx, job.id);
    return admission.spend(trx, job.id);
  });
  const requeued = await findOwnedJob(deps.db, caller.owner, jobId);
  if (readings === null) {
    throw new AppError(ErrorCode.conflict, `The translation job is already ${requeued.status}`);
  }
  jobSignals.notifyNewJob();
  return { job: requeued, readings };
}
