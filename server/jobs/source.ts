import type { SubtitleDocument } from "@shared/subtitles";
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
