import type { ExportRequest, ExportResponse } from "@shared/api/translate";
import { ErrorCode } from "@shared/errors";
import {
  exportDocument,
  exportFilename,
  type TranslatedDocuments,
  UnencodableExportError,
} from "@shared/exportDocument";
import { planExportFormats } from "@shared/plans";
import type { Db } from "../db";
import { AppError } from "../errors";
import type { DocumentCache } from "../files/documents";
import { findOwnedJob, type JobView } from "../jobs/repository";
import { loadTranslatedDocument, type TranslatedDocument } from "../jobs/translatedDocument";
import type { Owner } from "../policies/owner";
import { planOf } from "../policies/plan";

/** A completed job of the caller's and its two documents; a 409 before completion, a 404 once the file is gone. */
export async function loadCompletedJob(
  db: Db,
  files: DocumentCache,
  owner: Owner,
  jobId: string,
): Promise<{ job: JobView; documents: TranslatedDocuments & Pick<TranslatedDocument, "glossaryMisses"> }> {
  const job = await findOwnedJob(db, owner, jobId);
  if (job.status !== "completed") {
    throw new AppError(ErrorCode.jobNotCompleted, `No translation available: the job is ${job.status}`);
  }
  const documents = await loadTranslatedDocument(db, files, job);
  if (!documents) throw new AppError(ErrorCode.notFound, "The subtitle file is no longer available");
  return { job, documents };
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
  const plan = await planOf(db, owner);
  if (!planExportFormats(plan).includes(input.format)) {
    throw new AppError(
      ErrorCode.formatNotInPlan,
      `The ${plan.id} plan exports ${plan.formats.join(" and ")} files: upgrade to export ${input.format}`,
    );
  }
  const { job, documents } = await loadCompletedJob(db, files, owner, input.job_id);
  try {
    const content = exportDocument(documents, {
      ...input,
      preserve_formatting: Boolean(job.preserve_formatting),
    });
    return {
      content,
      filename: exportFilename(job.original_filename, job.target_language, input.format),
      encoding: input.encoding,
    };
  } catch (error) {
    if (error instanceof UnencodableExportError)
      throw new AppError(ErrorCode.unencodableCharacters, error.message);
    throw error;
  }
}
