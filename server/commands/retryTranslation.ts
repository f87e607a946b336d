import { ErrorCode } from "@shared/errors";
import { codePoints } from "@shared/quota";
import { segmentOptionsOf } from "@shared/translation/document";
import { AppError } from "../errors";
import { findFile } from "../files/repository";
import { findOwnedJob, type JobRow, RETRYABLE_STATUSES, requeueEndedJob } from "../jobs/repository";
import { jobSignals } from "../jobs/signals";
import { failedSegments, forgetSegments } from "../jobs/store";
import { refundJob } from "../usage/counters";
import type { QuotaCaller } from "../usage/quota";
import { admitTranslation, type TranslationDeps } from "./admitTranslation";
import type { StartedTranslation } from "./startTranslation";

/** The job's choices, checked against the plan of now as a start's are. */
function requestOf(job: JobRow) {
  return {
    service: job.service,
    source: job.source_language,
    target: job.target_language,
    collapseRolling: Boolean(job.collapse_rolling),
    keepReadingSpeed: Boolean(job.keep_reading_speed),
    subtitles: job.total_subtitles,
    segmentOptions: segmentOptionsOf(job),
  };
}

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
    requestOf(job),
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

/**
 * Runs a completed job again for its failed cues only (refused, untranslated: server/jobs/runner.ts): they are
 * forgotten and the job requeued, so the runner sends those texts and nothing else. It takes no file of the day
 * (the file was counted), and spends on a paid service's monthly allowance the characters it sends.
 */
export async function retryFailedCues(
  deps: TranslationDeps,
  caller: QuotaCaller,
  jobId: string,
): Promise<StartedTranslation> {
  const now = deps.now?.() ?? new Date();
  const job = await findOwnedJob(deps.db, caller.owner, jobId);
  if (job.status !== "completed") {
    throw new AppError(
      ErrorCode.conflict,
      `Only a completed job's failed cues can be retried; this one is ${job.status}`,
    );
  }
  const failed = await failedSegments(deps.db, job.id);
  if (failed.length === 0) throw new AppError(ErrorCode.conflict, "No cue of this job failed");
  const file = await findFile(deps.db, job.file_id);
  if (!file) throw new AppError(ErrorCode.notFound, "Translation job not found");
  const characters = failed.reduce((sum, row) => sum + codePoints(row.source_text), 0);
  const admission = await admitTranslation(deps, caller, file, requestOf(job), now, {
    checksTodaysFiles: false,
    part: { characters },
  });
  const readings = await deps.db.transaction(async (trx) => {
    if (!(await requeueEndedJob(trx, job.id, admission.queue, ["completed"]))) return null;
    await forgetSegments(
      trx,
      job.id,
      failed.map((row) => row.idx),
    );
    return admission.spend(trx, job.id);
  });
  const requeued = await findOwnedJob(deps.db, caller.owner, jobId);
  if (readings === null) {
    throw new AppError(ErrorCode.conflict, `The translation job is already ${requeued.status}`);
  }
  jobSignals.notifyNewJob();
  return { job: requeued, readings };
}
