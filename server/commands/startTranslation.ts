import { randomUUID } from "node:crypto";
import type { StartTranslationBody } from "@shared/api/translate";
import { ErrorCode } from "@shared/errors";
import { collapseRolling, countShown, isRollingCaptions } from "@shared/subtitles";
import type { Knex } from "knex";
import type { Db } from "../db";
import { AppError } from "../errors";
import type { DocumentCache } from "../files/documents";
import { findFile } from "../files/repository";
import { findJob, insertJob, type JobView } from "../jobs/repository";
import { jobSignals } from "../jobs/signals";
import { loadJobDocument } from "../jobs/source";
import { owns } from "../policies/owner";
import type { QuotaCaller, UsageReading } from "../usage/quota";
import { type Admission, admitTranslation, type TranslationDeps } from "./admitTranslation";

export interface StartedTranslation {
  job: JobView;
  /** The signed-in user's limits after this start, for the usage-limit mails. */
  readings: UsageReading[];
}

/**
 * Checks that the caller's plan allows translating this file this way, then queues the job. The quota is checked
 * and spent in the transaction that inserts the job: they commit together, so a refused job costs nothing and
 * concurrent starts on the last free slot cannot both pass.
 */
export async function startTranslation(
  deps: TranslationDeps,
  caller: QuotaCaller,
  fileId: string,
  input: StartTranslationBody,
): Promise<StartedTranslation> {
  const now = deps.now?.() ?? new Date();
  const admitted = await admitStart(deps, caller, fileId, input, now, { checksTodaysFiles: true });
  const { id, readings } = await deps.db.transaction((trx) => queueStart(trx, caller, admitted, now));
  const job = await findJob(deps.db, id);
  if (!job) throw new AppError(ErrorCode.notFound, "Translation job not found");
  // After the read: a worker woken earlier would queue its own queries ahead of this answer.
  jobSignals.notifyNewJob();
  return { job, readings };
}

/** A start that passed every check, waiting to be queued by queueStart. */
export interface AdmittedStart {
  fileId: string;
  source: string;
  collapse: boolean;
  subtitles: number;
  input: StartTranslationBody;
  admission: Admission;
}

/**
 * Everything a start checks before its transaction: the caller's file, its source language, and the plan's rules
 * (admitTranslation). A batch admits each of its jobs here, then queues them all in one transaction.
 */
export async function admitStart(
  deps: TranslationDeps,
  caller: QuotaCaller,
  fileId: string,
  input: StartTranslationBody,
  now: Date,
  options: { checksTodaysFiles: boolean },
): Promise<AdmittedStart> {
  const file = await findFile(deps.db, fileId);
  if (!file || !owns(caller.owner, file)) throw new AppError(ErrorCode.notFound, "File not found");

  // MyMemory and DeepL's explicit source both refuse "auto": resolve it from what the upload detected.
  const source = input.source_language === "auto" ? file.detected_language : input.source_language;
  if (!source) {
    throw new AppError(
      ErrorCode.sourceLanguageUnknown,
      "The file's language could not be detected: choose the source language",
    );
  }
  const collapse = input.collapse_rolling === true;
  // Collapsing changes the cues: the job counts the collapsed ones (runner, history and export read the same).
  const subtitles = collapse
    ? await collapsedSubtitles(deps.db, deps.documents, file.id)
    : file.subtitle_count;
  const admission = await admitTranslation(
    deps,
    caller,
    file,
    {
      service: input.service,
      source,
      target: input.target_language,
      collapseRolling: collapse,
      subtitles,
    },
    now,
    options,
  );
  return { fileId: file.id, source, collapse, subtitles, input, admission };
}

/** Inserts an admitted start's job and spends its quota, inside the caller's transaction; the spend may refuse. */
export async function queueStart(
  trx: Knex.Transaction,
  caller: QuotaCaller,
  { fileId, source, collapse, subtitles, input, admission }: AdmittedStart,
  now: Date,
): Promise<{ id: string; readings: UsageReading[] }> {
  const { owner } = caller;
  const id = randomUUID();
  const at = now.toISOString();
  await insertJob(trx, {
    id,
    file_id: fileId,
    device_id: owner.deviceId,
    user_id: owner.userId,
    status: "pending",
    ...admission.queue,
    source_language: source,
    target_language: input.target_language,
    service: input.service,
    context: input.context || null,
    genre: input.genre || null,
    preserve_formatting: input.preserve_formatting,
    batch_size: input.batch_size,
    collapse_rolling: collapse,
    total_subtitles: subtitles,
    processed_subtitles: 0,
    progress: 0,
    services_used: "{}",
    attempts: 0,
    created_at: at,
    updated_at: at,
  });
  // After the insert: the spends are recorded against the job's row.
  return { id, readings: await admission.spend(trx, id) };
}

/** The subtitles of the file's captions once collapsed; only rolling captions may be. */
async function collapsedSubtitles(db: Db, documents: DocumentCache, fileId: string): Promise<number> {
  const doc = await loadJobDocument(db, documents, fileId);
  if (!doc || !isRollingCaptions(doc)) {
    throw new AppError(ErrorCode.validationError, "collapse_rolling applies to rolling auto-captions only");
  }
  return countShown(collapseRolling(doc).cues);
}
