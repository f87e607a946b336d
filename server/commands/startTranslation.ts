import { randomUUID } from "node:crypto";
import type { StartTranslationBody } from "@shared/api/translate";
import { ErrorCode } from "@shared/errors";
import { mergeGlossaries } from "@shared/glossary";
import { collapseRolling, countShown, isRollingCaptions } from "@shared/subtitles";
import { segmentOptionsOf } from "@shared/translation/document";
import type { Knex } from "knex";
import type { Db } from "../db";
import { AppError } from "../errors";
import type { DocumentCache } from "../files/documents";
import { type FileRow, findFile } from "../files/repository";
import { glossaryTerms } from "../glossaries/repository";
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
  options: { lyrics: "translate" | null; sound_descriptions: "keep" | null };
  glossary: ReturnType<typeof mergeGlossaries>;
  admission: Admission;
}

/**
 * Everything a start checks before its transaction: the caller's file, its source language, its glossary and the
 * plan's rules (admitTranslation). A batch admits each of its jobs here, then queues them all in one transaction.
 */
export async function admitStart(
  deps: TranslationDeps,
  caller: QuotaCaller,
  fileId: string,
  input: StartTranslationBody,
  now: Date,
  checks: { checksTodaysFiles: boolean },
): Promise<AdmittedStart> {
  const { owner } = caller;
  const file = await findFile(deps.db, fileId);
  if (!file || !owns(owner, file)) throw new AppError(ErrorCode.notFound, "File not found");

  const { source, collapse, subtitles } = await resolveStart(deps, file, input);
  const options = {
    lyrics: input.lyrics === "translate" ? ("translate" as const) : null,
    sound_descriptions: input.sound_descriptions === "keep" ? ("keep" as const) : null,
  };
  const glossary = mergeGlossaries(
    input.series && owner.userId
      ? await glossaryTerms(deps.db, owner.userId, input.series, {
          source_language: source,
          target_language: input.target_language,
        })
      : [],
    input.glossary ?? [],
  );
  const admission = await admitTranslation(
    deps,
    caller,
    file,
    {
      service: input.service,
      source,
      target: input.target_language,
      collapseRolling: collapse,
      keepReadingSpeed: input.keep_reading_speed === true,
      subtitles,
      segmentOptions: segmentOptionsOf(options),
    },
    now,
    checks,
  );
  return { fileId: file.id, source, collapse, subtitles, input, options, glossary, admission };
}

/** Inserts an admitted start's job and spends its quota, inside the caller's transaction; the spend may refuse. */
export async function queueStart(
  trx: Knex.Transaction,
  caller: QuotaCaller,
  { fileId, source, collapse, subtitles, input, options, glossary, admission }: AdmittedStart,
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
    sentence_aware: input.sentence_aware,
    callback_url: input.callback_url ?? null,
    keep_reading_speed: input.keep_reading_speed === true,
    ...options,
    series: input.series ?? null,
    glossary: glossary.length > 0 ? JSON.stringify(glossary) : null,
    speaker_formality:
      input.speaker_formality && Object.keys(input.speaker_formality).length > 0
        ? JSON.stringify(input.speaker_formality)
        : null,
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

/**
 * What a start's choices resolve to on this file: the source language ("auto" is the upload's detection, which
 * MyMemory and DeepL need explicit), and the subtitles translated (the collapsed ones where rolling captions are
 * collapsed). The start and its estimate resolve them here.
 */
export async function resolveStart(
  deps: Pick<TranslationDeps, "db" | "documents">,
  file: FileRow,
  input: Pick<StartTranslationBody, "source_language" | "collapse_rolling">,
): Promise<{ source: string; collapse: boolean; subtitles: number }> {
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
  return { source, collapse, subtitles };
}

/** The subtitles of the file's captions once collapsed; only rolling captions may be. */
async function collapsedSubtitles(db: Db, documents: DocumentCache, fileId: string): Promise<number> {
  const doc = await loadJobDocument(db, documents, fileId);
  if (!doc || !isRollingCaptions(doc)) {
    throw new AppError(ErrorCode.validationError, "collapse_rolling applies to rolling auto-captions only");
  }
  return countShown(collapseRolling(doc).cues);
}
