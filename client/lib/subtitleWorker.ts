import { type Remote, transfer, wrap } from "comlink";
import type { ExportEncoding } from "../../shared/subtitles/types";
import type { FileSummary } from "../db/types";
import type { SubtitleWorkerApi } from "../workers/subtitle.worker";

let worker: Remote<SubtitleWorkerApi> | undefined;

/** One worker for the whole app, started on first use so the home page loads without the parser. */
function subtitleWorker(): Remote<SubtitleWorkerApi> {
  worker ??= wrap<SubtitleWorkerApi>(
    new Worker(new URL("../workers/subtitle.worker.ts", import.meta.url), {
      type: "module",
      name: "subtitles",
    }),
  );
  return worker;
}

export async function inspectFile(file: File): Promise<FileSummary> {
  const bytes = await file.arrayBuffer();
  return subtitleWorker().inspect(transfer(bytes, [bytes]), file.name);
}

export async function encodeText(text: string, encoding: ExportEncoding): Promise<Uint8Array> {
  return subtitleWorker().encode(text, encoding);
}
