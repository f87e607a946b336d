import { randomUUID } from "node:crypto";
import type { StartTranslationBody } from "@shared/api/translate";
import { SERVICES } from "@shared/catalog";
import { ErrorCode } from "@shared/errors";
import { languagePairProblems } from "@shared/languagePair";
import { type Plan, planAllowsFormat, planAllowsLanguage, planAllowsService } from "@shared/plans";
import type { CharacterAllowances } from "../config";
import type { Db } from "../db";
import { AppError } from "../errors";
import type { DocumentCache } from "../files/documents";
import { type FileRow, findFile } from "../files/repository";
import { findJob, insertJob, type JobView } from "../jobs/repository";
import { jobSignals } from "../jobs/signals";
import { owns } from "../policies/owner";
import { planOf, queuePriority } from "../policies/plan";
import type { ProviderRegistry } from "../providers/registry";
import { fileCharacters } from "../usage/characters";
import { characterAllowance, type QuotaCaller, spendStartQuota, type UsageReading } from "../usage/quota";

export interface StartTranslationDeps {
  db: Db;
  /** The parsed file, to count what a job of it sends. */
  documents: DocumentCache;
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
  assertPlanAllows(plan, file, source, input);
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
      : await fileCharacters(deps.db, deps.documents, file.id);
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
      total_subtitles: file.subtitle_count,
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

/** The plan's rules on this start: the service, the file's format and size, and both languages. */
function assertPlanAllows(plan: Plan, file: FileRow, source: string, input: StartTranslationBody): void {
  const named = `The ${plan.id} plan`;
  if (!planAllowsService(plan, input.service)) {
    throw new AppError(
      ErrorCode.serviceNotInPlan,
      `${named} does not include ${SERVICES[input.service].name}: upgrade to use it`,
    );
  }
  if (!planAllowsFormat(plan, file.format)) {
    throw new AppError(
      ErrorCode.formatNotInPlan,
      `${named} translates ${plan.formats.join(" and ")} files: upgrade to translate ${file.format}`,
    );
  }
  if (plan.subtitlesPerFile !== null && file.subtitle_count > plan.subtitlesPerFile) {
    throw new AppError(
      ErrorCode.tooManySubtitles,
      `${named} translates files of up to ${plan.subtitlesPerFile} subtitles; this one has ${file.subtitle_count}`,
    );
  }
  for (const language of [source, input.target_language]) {
    if (!planAllowsLanguage(plan, language)) {
      throw new AppError(ErrorCode.languageNotInPlan, `${named} does not include the language ${language}`);
    }
  }
}
