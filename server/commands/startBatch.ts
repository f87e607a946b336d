import { setImmediate as nextTurn } from "node:timers/promises";
import { MAX_BATCH_JOBS, type StartBatchBody, type StartBatchResponse } from "@shared/api/translate";
import { ErrorCode } from "@shared/errors";
import { AppError } from "../errors";
import { jobSignals } from "../jobs/signals";
import type { QuotaCaller, UsageReading } from "../usage/quota";
import type { TranslationDeps } from "./admitTranslation";
import { type AdmittedStart, admitStart, queueStart } from "./startTranslation";

export interface StartedBatch {
  jobs: StartBatchResponse["jobs"];
  /** The user's limits after the whole batch, for the usage-limit mails. */
  readings: UsageReading[];
}

/**
 * POST /translate/start-batch: one job per file and target language, each admitted as a start is, then all queued
 * in one transaction. All or nothing: a batch is one request for a season in some languages, and half of it queued
 * would leave the user to find out which files and languages are missing and start them again one by one; so when
 * one job is refused (a file not theirs, a language outside the plan, the day's files running out on the third
 * job), no job is queued and nothing is spent. The plan's parallel jobs do not refuse a batch: they set how many of
 * its jobs run at once, the others wait their turn in the queue.
 */
export async function startBatch(
  deps: TranslationDeps,
  caller: QuotaCaller,
  input: StartBatchBody,
): Promise<StartedBatch> {
  const now = deps.now?.() ?? new Date();
  const { file_ids, target_languages, ...settings } = input;
  const files = [...new Set(file_ids)];
  const targets = [...new Set(target_languages)];
  if (files.length * targets.length > MAX_BATCH_JOBS) {
    throw new AppError(
      ErrorCode.validationError,
      `A batch starts at most ${MAX_BATCH_JOBS} jobs: ${files.length} files × ${targets.length} languages is more`,
    );
  }
  const admitted: AdmittedStart[] = [];
  for (const fileId of files) {
    for (const target of targets) {
      // The day's files are checked on the first job here; the spends in the transaction count the whole batch.
      const start = { ...settings, target_language: target };
      const checksTodaysFiles = admitted.length === 0;
      // SQLite answers synchronously, so its awaits never leave the microtask queue: without a turn of the event
      // loop per job, 100 jobs' checks and inserts held every other request for 0.4-1.1 s.
      await nextTurn();
      // One choice for a season's files: the rolling captions among them are collapsed, the others kept.
      const checks = { checksTodaysFiles, collapseWhereRolling: true };
      admitted.push(await admitStart(deps, caller, fileId, start, now, checks));
    }
  }
  const queued = await deps.db.transaction(async (trx) => {
    const done = [];
    for (const start of admitted) {
      await nextTurn();
      done.push({ start, ...(await queueStart(trx, caller, start, now)) });
    }
    return done;
  });
  jobSignals.notifyNewJob();
  return {
    jobs: queued.map(({ start, id }) => ({
      file_id: start.fileId,
      target_language: start.input.target_language,
      job_id: id,
    })),
    readings: queued.at(-1)?.readings ?? [],
  };
}
