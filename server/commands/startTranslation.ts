import { randomUUID } from "node:crypto";
import type { StartTranslationBody } from "@shared/api/translate";
import { ErrorCode } from "@shared/errors";
import { languagePairProblems } from "@shared/languagePair";
import { planRefusals } from "@shared/planRules";
import { collapseRolling, countShown, isRollingCaptions } from "@shared/subtitles";
import type { CharacterAllowances } from "../config";
import type { Db } from "../db";
import { AppError } from "../errors";
import { findFile } from "../files/repository";
import { findJob, insertJob, type JobView } from "../jobs/repository";
import { jobSignals } from "../jobs/signals";
import { loadJobDocument } from "../jobs/source";
import { owns } from "../policies/owner";
import { planOf, queuePriority, refusalError } from "../policies/plan";
import type { ProviderRegistry } from "../providers/registry";
import { fileCharacters } from "../usage/characters";
import {
  characterAllowance,
  filesLeftToday,
  type QuotaCaller,
  spendStartQuota,
  type UsageReading,
} from "../usage/quota";

export interface StartTranslationDeps {
  db: Db;
  providers: ProviderRegistry;
  /** The operator's monthly character allowances (config.allowances). */
  allowances: CharacterAllowances;
  /** The clock the quota's day and month are read from. */
  now?: () => Date;
}

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
  deps: StartTranslationDeps,
  caller: QuotaCaller,
  fileId: string,
  input: StartTranslationBody,
): Promise<StartedTranslation> {
  const { owner } = caller;
  const now = deps.now?.() ?? new Date();
  const file = await findFile(deps.db, fileId);
  if (!file || !owns(owner, file)) throw new AppError(ErrorCode.notFound, "File not found");
  const plan = await planOf(deps.db, owner, now);

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
  const subtitles = collapse ? await collapsedSubtitles(deps.db, file.id) : file.subtitle_count;
  // The setup view asks the same function with the same facts. The day's files are spent again in the
  // transaction below, which alone settles two starts racing for the last one.
  const [refusal] = planRefusals(plan, {
    service: input.service,
    format: file.format,
    subtitles,
    languages: [source, input.target_language],
    filesLeftToday: await filesLeftToday(deps.db, caller, plan, now),
  });
  if (refusal) throw refusalError(plan, refusal, now);
  if (!deps.providers.configured().includes(input.service)) {
    throw new AppError(ErrorCode.serviceNotConfigured, `The ${input.service} service is not configured`);
  }
  const problems = languagePairProblems(source, input.target_language, input.service);
  if (problems.length > 0) {
    throw new AppError(
      ErrorCode.unsupportedLanguage,
      `${input.service} cannot translate ${source} to ${input.target_language}: ${problems.join(", ")}`,
    );
  }

  // Read before the transaction (the file does not change), so the transaction holds its connection briefly.
  const characters =
    characterAllowance(deps.allowances, plan, input.service) === undefined
      ? 0
      : await fileCharacters(deps.db, file.id, collapse);
  const id = randomUUID();
  const at = now.toISOString();
  const readings = await deps.db.transaction(async (trx) => {
    await insertJob(trx, {
      id,
      file_id: file.id,
      device_id: owner.deviceId,
      user_id: owner.userId,
      status: "pending",
      priority: queuePriority(plan),
      allowed_services: plan.services.join(","),
      max_parallel: plan.parallelJobs,
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
    return spendStartQuota(trx, {
      jobId: id,
      caller,
      plan,
      service: input.service,
      characters,
      allowances: deps.allowances,
      now,
    });
  });
  const job = await findJob(deps.db, id);
  if (!job) throw new AppError(ErrorCode.notFound, "Translation job not found");
  // After the read: a worker woken earlier would queue its own queries ahead of this answer.
  jobSignals.notifyNewJob();
  return { job, readings };
}

/** The subtitles of the file's captions once collapsed; only rolling captions may be. */
async function collapsedSubtitles(db: Db, fileId: string): Promise<number> {
  const doc = await loadJobDocument(db, fileId);
  if (!doc || !isRollingCaptions(doc)) {
    throw new AppError(ErrorCode.validationError, "collapse_rolling applies to rolling auto-captions only");
  }
  return countShown(collapseRolling(doc).cues);
}
