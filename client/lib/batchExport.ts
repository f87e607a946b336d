import { type ExportBatchRequest, MAX_EXPORT_BATCH_JOBS } from "@shared/api/translate";
import { exportFilename } from "@shared/exportDocument";
import { BATCH_PROBLEMS_ENTRY, BATCH_ZIP_NAME, uniqueZipNames } from "@shared/zipEntryNames";
import { apiDownload } from "./api";
import { type ExportedFile, exportKeptResult, zipFiles } from "./subtitleWorker";
import { loadResult } from "./translationResult";

// "Download all", shared by two features: history (selected past jobs) and translate (a batch's queue).

/** A batch of up to 200 files takes longer than one answer's 30 s on a slow connection. */
const BATCH_TIMEOUT_MS = 120_000;

export interface BatchZip {
  blob: Blob;
  filename: string;
}

/**
 * The finished jobs as one zip: built by the server (POST /translate/export-batch) when it holds every one and the
 * device is online (and the batch within the route's cap), else written on the device from the kept results, with
 * the same entry names and the same not-exported.txt for a file the encoding cannot hold.
 */
export async function exportBatch(
  request: ExportBatchRequest,
  where: { onServer: boolean },
): Promise<BatchZip> {
  if (where.onServer && navigator.onLine && request.job_ids.length <= MAX_EXPORT_BATCH_JOBS) {
    const { blob, filename } = await apiDownload("/translate/export-batch", {
      method: "POST",
      body: request,
      timeoutMs: BATCH_TIMEOUT_MS,
    });
    return { blob, filename: filename ?? BATCH_ZIP_NAME };
  }
  return { blob: await zipOnDevice(request), filename: BATCH_ZIP_NAME };
}

async function zipOnDevice({ job_ids, ...choices }: ExportBatchRequest): Promise<Blob> {
  const results = [];
  for (const id of new Set(job_ids)) results.push(await loadResult(id));
  const names = uniqueZipNames(
    results.map((result) => exportFilename(result.original_filename, result.target_language, choices.format)),
  );
  const files: ExportedFile[] = [];
  const problems: string[] = [];
  for (const [i, result] of results.entries()) {
    const filename = names[i] ?? result.job_id;
    try {
      const { bytes } = await exportKeptResult(result, choices);
      files.push({ filename, bytes });
    } catch (error) {
      // The worker's UnencodableError arrives as a plain Error with its name: listed, as the server lists it.
      if (!(error instanceof Error && error.name === "UnencodableError")) throw error;
      problems.push(`${filename}: ${error.message}`);
    }
  }
  if (problems.length > 0) {
    files.push({
      filename: BATCH_PROBLEMS_ENTRY,
      bytes: new TextEncoder().encode(`${problems.join("\n")}\n`),
    });
  }
  const zipped = await zipFiles(files);
  return new Blob([zipped as Uint8Array<ArrayBuffer>], { type: "application/zip" });
}
