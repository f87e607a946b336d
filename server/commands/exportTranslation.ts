import type { ExportRequest, ExportResponse } from "@shared/api/translate";
import type { ExportFormat } from "@shared/catalog";
import { ErrorCode } from "@shared/errors";
import { exportDocument, exportFilename, UnencodableExportError } from "@shared/exportDocument";
import { planExportFormats } from "@shared/plans";
import type { Db } from "../db";
import { AppError } from "../errors";
import type { DocumentCache } from "../files/documents";
import { findOwnedJob, type JobView } from "../jobs/repository";
import { loadTranslatedDocument, type TranslatedDocument } from "../jobs/translatedDocument";
import type { Owner } from "../policies/owner";
import { planOf } from "../policies/plan";

export interface CompletedJob {
  job: JobView;
  documents: TranslatedDocument;
}

/** A completed job of the caller's and its two documents; a 409 before completion, a 404 once the file is gone. */
export async function loadCompletedJob(
  db: Db,
  files: DocumentCache,
  owner: Owner,
  jobId: string,
): Promise<CompletedJob> {
  const job = await findCompletedJob(db, owner, jobId);
  return { job, documents: await loadJobDocuments(db, files, job) };
}

/** A job of the caller's that has finished: a 404 for anyone else's, a 409 before completion. */
export async function findCompletedJob(db: Db, owner: Owner, jobId: string): Promise<JobView> {
  const job = await findOwnedJob(db, owner, jobId);
  if (job.status !== "completed") {
    throw new AppError(ErrorCode.jobNotCompleted, `No translation available: the job is ${job.status}`);
  }
  return job;
}

/** A completed job's two documents; a 404 once its file is gone. */
export async function loadJobDocuments(
  db: Db,
  files: DocumentCache,
  job: JobView,
): Promise<TranslatedDocument> {
  const documents = await loadTranslatedDocument(db, files, job);
  if (!documents) throw new AppError(ErrorCode.notFound, "The subtitle file is no longer available");
  return documents;
}

/** The plan's export formats are the one rule of every export, one file or a batch. */
export async function assertPlanExports(db: Db, owner: Owner, format: ExportFormat): Promise<void> {
  const plan = await planOf(db, owner);
  if (!planExportFormats(plan).includes(format)) {
    throw new AppError(
      ErrorCode.formatNotInPlan,
      `The ${plan.id} plan exports ${plan.formats.join(" and ")} files: upgrade to export ${format}`,
    );
  }
}

/** A completed job's file as text in the chosen format; an encoding that cannot hold a character is a 422. */
export function writeExport(
  job: Pick<JobView, "preserve_formatting" | "target_language">,
  documents: TranslatedDocument,
  choices: Omit<ExportRequest, "job_id">,
): string {
  try {
    return exportDocument(documents, {
      ...choices,
      target_language: job.target_language,
      preserve_formatting: Boolean(job.preserve_formatting),
    });
  } catch (error) {
    if (error instanceof UnencodableExportError)
      throw new AppError(ErrorCode.unencodableCharacters, error.message);
    throw error;
  }
}

/**
 * Builds the translated file from the stored per-text translations: the source is parsed again, so timings, cue
 * count and every format-specific field come from the original, and only the text changes.
 */
export async function exportTranslation(
  db: Db,
  files: DocumentCache,
  owner: Owner,
  input: ExportRequest,
): Promise<ExportResponse> {
  await assertPlanExports(db, owner, input.format);
  const { job_id, ...choices } = input;
  const { job, documents } = await loadCompletedJob(db, files, owner, job_id);
  return {
    content: writeExport(job, documents, choices),
    filename: exportFilename(job.original_filename, job.target_language, input.format),
    encoding: input.encoding,
  };
}
