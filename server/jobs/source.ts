import { collapseRolling, type ParseResult } from "@shared/subtitles";
import type { Knex } from "knex";
import { parsedDocument } from "../files/documents";
import { findFile, findFileContent } from "../files/repository";

/**
 * The job's file, parsed from its original bytes exactly as at upload (through the files' parsed-document cache,
 * so a job started right after the upload does not parse again); undefined when the file is gone.
 */
export async function loadJobDocument(db: Knex, fileId: string): Promise<ParseResult | undefined> {
  const file = await findFile(db, fileId);
  if (!file) return undefined;
  return parsedDocument(fileId, async () => ({
    filename: file.filename,
    bytes: new Uint8Array(await findFileContent(db, fileId)),
  }));
}

/**
 * The document a job translates: its file's, collapsed into clean cues when the job collapses rolling captions, so
 * that the runner, the export and the job's counts read the same cues.
 */
export async function loadJobSource(
  db: Knex,
  job: { file_id: string; collapse_rolling: boolean | number },
): Promise<ParseResult | undefined> {
  const doc = await loadJobDocument(db, job.file_id);
  return doc && job.collapse_rolling ? collapseRolling(doc) : doc;
}
