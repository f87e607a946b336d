import { randomUUID } from "node:crypto";
import type { StartTranslationBody } from "@shared/api/translate";
import { ErrorCode } from "@shared/errors";
import { type GlossaryTerm, mergeGlossaries } from "@shared/glossary";
import { countShown, isRollingCaptions, type SubtitleDocument } from "@shared/subtitles";
import { jobSource, segmentOptionsOf } from "@shared/translation/document";
import type { Knex } from "knex";
import type { Db } from "../db";
import { AppError } from "../errors";
import { type FileRow, findOwnedFile } from "../files/repository";
import { glossaryTerms } from "../glossaries/repository";
import type { JobContextColumns } from "../jobs/options";
import { findJob, insertJob, type JobView } from "../jobs/repository";
import { jobSignals } from "../jobs/signals";
import { loadJobDocument } from "../jobs/source";
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
  glossary: GlossaryTerm[];
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
  checks: { checksTodaysFiles: boolean; collapseWhereRolling?: boolean },
): Promise<AdmittedStart> {
  const { owner } = caller;
  const file = await findOwnedFile(deps.db, owner, fileId);

  const { source, collapse, subtitles, document } = await resolveStart(deps, file, input, checks);
  const options = {
    lyrics: input.lyrics === "translate" ? ("translate" as const) : null,
    sound_descriptions: input.sound_descriptions === "keep" ? ("keep" as const) : null,
  };
  const glossary = await startGlossary(deps.db, owner.userId, input, source);
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
    { checksTodaysFiles: checks.checksTodaysFiles, ...(document && { document }) },
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
    ...contextColumns(input, glossary),
    preserve_formatting: input.preserve_formatting,
    batch_size: input.batch_size,
    collapse_rolling: collapse,
    sentence_aware: input.sentence_aware,
    callback_url: input.callback_url ?? null,
    keep_reading_speed: input.keep_reading_speed === true,
    ...options,
    series: input.series ?? null,
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

/** The glossary a start's job uses: the caller's stored one of the named series, the inline terms on top. */
export async function startGlossary(
  db: Db,
  userId: string | null,
  input: Pick<StartTranslationBody, "series" | "glossary" | "target_language">,
  source: string,
): Promise<GlossaryTerm[]> {
  const stored =
    input.series && userId
      ? await glossaryTerms(db, userId, input.series, {
          source_language: source,
          target_language: input.target_language,
        })
      : [];
  return mergeGlossaries(stored, input.glossary ?? []);
}

/**
 * The columns of a start's job its context is made of: what queueStart stores, and what the estimate keys the
 * translation cache by (jobs/options.ts contextOfJob), so that it counts as cached what the job will find there.
 */
export function contextColumns(
  input: Pick<StartTranslationBody, "context" | "genre" | "speaker_formality">,
  glossary: readonly GlossaryTerm[],
): JobContextColumns {
  const formality = input.speaker_formality ?? {};
  return {
    context: input.context || null,
    genre: input.genre || null,
    glossary: glossary.length > 0 ? JSON.stringify(glossary) : null,
    speaker_formality: Object.keys(formality).length > 0 ? JSON.stringify(formality) : null,
  };
}

export interface ResolvedStart {
  source: string;
  collapse: boolean;
  subtitles: number;
  /** The document the job translates, when resolving had to read it (collapsed captions): counted from it after. */
  document?: SubtitleDocument;
}

/**
 * What a start's choices resolve to on this file: the source language ("auto" is the upload's detection, which
 * MyMemory and DeepL need explicit), and the subtitles translated (the collapsed ones where rolling captions are
 * collapsed). The start and its estimate resolve them here. `collapseWhereRolling` (a batch's files) collapses the
 * rolling captions among them and leaves other files as they are, where a single start asking it of them is refused.
 */
export async function resolveStart(
  deps: Pick<TranslationDeps, "db" | "documents">,
  file: FileRow,
  input: Pick<StartTranslationBody, "source_language" | "collapse_rolling">,
  how: { collapseWhereRolling?: boolean } = {},
): Promise<ResolvedStart> {
  const source = input.source_language === "auto" ? file.detected_language : input.source_language;
  if (!source) {
    throw new AppError(
      ErrorCode.sourceLanguageUnknown,
      "The file's language could not be detected: choose the source language",
    );
  }
  if (input.collapse_rolling !== true) return { source, collapse: false, subtitles: file.subtitle_count };
  const doc = await loadJobDocument(deps.db, deps.documents, file.id);
  if (!doc) throw new AppError(ErrorCode.notFound, "File not found");
  if (!isRollingCaptions(doc)) {
    if (how.collapseWhereRolling) return { source, collapse: false, subtitles: file.subtitle_count };
    throw new AppError(ErrorCode.validationError, "collapse_rolling applies to rolling auto-captions only");
  }
  // Collapsing changes the cues: the job counts the collapsed ones (runner, history and export read the same).
  // Collapsed once here, and what the start counts after (its characters) reads this document.
  const document = jobSource(doc, { collapse_rolling: true, source_language: source });
  return { source, collapse: true, subtitles: countShown(document.cues), document };
}
