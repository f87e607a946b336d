import type { SubtitleDocument } from "@shared/subtitles";
import { jobSource } from "@shared/translation/document";
import type { Knex } from "knex";
import type { Asker } from "../files/analysisPool";
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
  asker: Asker = "request",
): Promise<SubtitleDocument | undefined> {
  const file = await findFile(db, fileId);
  if (!file) return undefined;
  return documents.parsed(
    fileId,
    async () => ({ filename: file.filename, bytes: new Uint8Array(await findFileContent(db, fileId)) }),
    asker,
  );
}

/** The document a job translates (shared/translation/document.ts jobSource) from its stored file. */
export async function loadJobSource(
  db: Knex,
  documents: DocumentCache,
  job: { file_id: string; collapse_rolling: boolean | number; source_language?: string },
  asker: Asker = "request",
): Promise<SubtitleDocument | undefined> {
  const doc = await loadJobDocument(db, documents, job.file_id, asker);
  return doc && jobSource(doc, job);
}
