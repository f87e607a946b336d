import { randomUUID } from "node:crypto";
import type { StartTranslationBody } from "../../shared/api/translate";
import { ErrorCode } from "../../shared/errors";
import { languagePairProblems } from "../../shared/languagePair";
import type { Db } from "../db";
import { nowIso } from "../db/values";
import { AppError } from "../errors";
import { findFile } from "../files/repository";
import { findJob, insertJob, type JobView } from "../jobs/repository";
import { jobSignals } from "../jobs/signals";
import { type Owner, owns } from "../policies/owner";
import { planOf, queuePriority } from "../policies/plan";
import type { ProviderRegistry } from "../providers/registry";

export interface StartTranslationDeps {
  db: Db;
  providers: ProviderRegistry;
}

/**
 * Checks that the caller may translate this file this way, then queues the job. The insert runs in a transaction
 * because that is where the plans issue spends the caller's quota: the check-and-spend and the job creation must
 * commit together, or a refused job would still cost a translation.
 */
export async function startTranslation(
  deps: StartTranslationDeps,
  owner: Owner,
  fileId: string,
  input: StartTranslationBody,
): Promise<JobView> {
  const file = await findFile(deps.db, fileId);
  if (!file || !owns(owner, file)) throw new AppError(ErrorCode.notFound, "File not found");

  // MyMemory and DeepL's explicit source both refuse "auto": resolve it from what the upload detected.
  const source = input.source_language === "auto" ? file.detected_language : input.source_language;
  if (!source) {
    throw new AppError(
      ErrorCode.sourceLanguageUnknown,
      "The file's language could not be detected: choose the source language",
    );
  }
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

  const id = randomUUID();
  const now = nowIso();
  await deps.db.transaction(async (trx) => {
    // Plans issue: check and spend the owner's quota here, with `trx`.
    await insertJob(trx, {
      id,
      file_id: file.id,
      device_id: owner.deviceId,
      user_id: owner.userId,
      status: "pending",
      priority: queuePriority(planOf(owner)),
      source_language: source,
      target_language: input.target_language,
      service: input.service,
      context: input.context || null,
      genre: input.genre || null,
      preserve_formatting: input.preserve_formatting,
      batch_size: input.batch_size,
      total_subtitles: file.subtitle_count,
      processed_subtitles: 0,
      progress: 0,
      services_used: "{}",
      attempts: 0,
      created_at: now,
      updated_at: now,
    });
  });
  const job = await findJob(deps.db, id);
  if (!job) throw new AppError(ErrorCode.notFound, "Translation job not found");
  // After the read: a worker woken earlier would queue its own queries ahead of this answer.
  jobSignals.notifyNewJob();
  return job;
}
