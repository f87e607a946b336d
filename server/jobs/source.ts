import { isRightToLeft } from "@shared/languages";
import { collapseRolling, restoreRtlPunctuation, type SubtitleDocument } from "@shared/subtitles";
import type { Knex } from "knex";
import type { DocumentCache } from "../files/documents";
import { findFile, findFileContent } from "../files/repository";

/**
 * The job's file, parsed from its original bytes exactly as at upload (through the files' parsed-document cache,
 * so a job started right after the upload does not parse again); undefined when the file is gone.
 */
export async function loadJobDocument(
  db: Knex,
  documents: DocumentCache,
  fileId: string,
): Promise<SubtitleDocument | undefined> {
  const file = await findFile(db, fileId);
  if (!file) return undefined;
  return documents.parsed(fileId, async () => ({
    filename: file.filename,
    bytes: new Uint8Array(await findFileContent(db, fileId)),
  }));
}

/**
 * The document a job translates: its file's, collapsed into clean cues when the job collapses rolling captions, and,
 * from a right-to-left language, with the punctuation old players needed at the line's start put back at its end
 * (shared/subtitles/rtl.ts), so that the runner, the export and the job's counts read the same cues.
 */
export async function loadJobSource(
  db: Knex,
  documents: DocumentCache,
  job: JobSourceOptions & { file_id: string },
): Promise<SubtitleDocument | undefined> {
  const doc = await loadJobDocument(db, documents, job.file_id);
  return doc && jobSourceOf(doc, job);
}

export interface JobSourceOptions {
  collapse_rolling: boolean | number;
  source_language?: string;
}

/** What loadJobSource makes of the file's parsed document, for a caller that has read it already. */
export function jobSourceOf(doc: SubtitleDocument, job: JobSourceOptions): SubtitleDocument {
  const collapsed = job.collapse_rolling ? collapseRolling(doc) : doc;
  return job.source_language && isRightToLeft(job.source_language)
    ? restoreRtlPunctuation(collapsed)
    : collapsed;
}
