import { PassThrough, type Readable } from "node:stream";
import type { ExportBatchRequest } from "@shared/api/translate";
import { exportFilename } from "@shared/exportDocument";
import { encodeSubtitle } from "@shared/subtitles";
import { BATCH_PROBLEMS_ENTRY, uniqueZipNames } from "@shared/zipEntryNames";
import { Zip, ZipDeflate } from "fflate";
import type { Db } from "../db";
import { AppError } from "../errors";
import type { DocumentCache } from "../files/documents";
import type { JobView } from "../jobs/repository";
import type { Owner } from "../policies/owner";
import { assertPlanExports, findCompletedJob, loadJobDocuments, writeExport } from "./exportTranslation";

/**
 * POST /translate/export-batch: every named job is checked (the caller's, finished) before the first byte, so a
 * refusal is a plain error answer; then each job's file is written into the zip in turn, named as the one-file
 * export names it (`name.fr.srt`), numbered where two would collide. A file that fails once the zip has started (an
 * encoding that cannot hold a character, a file deleted meanwhile) is listed in `not-exported.txt` instead.
 * The zip is written as it is read: one job's file at a time is in memory, and a reader that stops pauses it.
 */
export async function exportBatch(
  db: Db,
  files: DocumentCache,
  owner: Owner,
  input: ExportBatchRequest,
): Promise<Readable> {
  const { job_ids, ...choices } = input;
  await assertPlanExports(db, owner, choices.format);
  const jobs: JobView[] = [];
  for (const id of new Set(job_ids)) jobs.push(await findCompletedJob(db, owner, id));
  const names = uniqueZipNames(
    jobs.map((job) => exportFilename(job.original_filename, job.target_language, choices.format)),
  );

  const stream = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) stream.destroy(error);
    else {
      stream.write(chunk);
      if (final) stream.end();
    }
  });
  const write = async () => {
    const problems: string[] = [];
    for (const [i, job] of jobs.entries()) {
      if (stream.destroyed) return;
      const name = names[i] ?? job.id;
      try {
        const content = writeExport(job, await loadJobDocuments(db, files, job), choices);
        addEntry(zip, name, encodeSubtitle(content, choices.encoding));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        problems.push(`${name}: ${error.message}`);
      }
      // The reader sets the pace: a slow download holds one file's bytes, not the batch's.
      if (stream.writableNeedDrain) await drainedOrClosed(stream);
    }
    if (problems.length > 0)
      addEntry(zip, BATCH_PROBLEMS_ENTRY, encodeSubtitle(`${problems.join("\n")}\n`, "utf-8"));
    zip.end();
  };
  write().catch((error: unknown) =>
    stream.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return stream;
}

function addEntry(zip: Zip, name: string, bytes: Uint8Array): void {
  const entry = new ZipDeflate(name, { level: 6 });
  zip.add(entry);
  entry.push(bytes, true);
}

/** Resolves when the reader has taken the buffered bytes, or has gone (Koa destroys the body of a closed answer). */
function drainedOrClosed(stream: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off("drain", done);
      stream.off("close", done);
      resolve();
    };
    stream.on("drain", done);
    stream.on("close", done);
  });
}
