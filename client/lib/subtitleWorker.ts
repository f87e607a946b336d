import type { FileSummary } from "@shared/fileSummary";
import type { ReadingLimits } from "@shared/readingLimits";
import type { DeviceJobOptions, DeviceOutcome, DeviceSend } from "@shared/translation/device";
import { proxy, type Remote, transfer, wrap } from "comlink";
import type { KeptResult } from "../db/types";
import type { ExportedFile, SubtitleWorkerApi } from "../workers/subtitle.worker";

export type { ExportedFile };

interface RunningWorker {
  api: Remote<SubtitleWorkerApi>;
  /** Rejects if the worker script cannot load (offline before it was cached): comlink calls would wait forever. */
  failed: Promise<never>;
}

let running: RunningWorker | undefined;

function subtitleWorker(): RunningWorker {
  if (running) return running;
  const worker = new Worker(new URL("../workers/subtitle.worker.ts", import.meta.url), {
    type: "module",
    name: "subtitles",
  });
  const failed = new Promise<never>((_, reject) => {
    worker.addEventListener(
      "error",
      (event) => {
        running = undefined;
        worker.terminate();
        reject(new Error(`The subtitle worker stopped: ${event.message || "it could not load"}`));
      },
      { once: true },
    );
  });
  failed.catch(() => undefined);
  const started: RunningWorker = { api: wrap<SubtitleWorkerApi>(worker), failed };
  running = started;
  return started;
}

/** Loads the worker before it is needed, so a file dropped after the connection drops is still checked. */
export function startSubtitleWorker(): void {
  subtitleWorker();
}

function call<T>(use: (api: Remote<SubtitleWorkerApi>) => Promise<T>): Promise<T> {
  const { api, failed } = subtitleWorker();
  return Promise.race([use(api), failed]);
}

/** Parses the file off the main thread; if the worker cannot run, on the main thread rather than not at all. */
export async function inspectFile(file: File): Promise<FileSummary> {
  const bytes = await file.arrayBuffer();
  try {
    return await call((api) => api.inspect(transfer(bytes, [bytes]), file.name));
  } catch {
    const { inspectSubtitle } = await import("../workers/inspect");
    return inspectSubtitle(new Uint8Array(await file.arrayBuffer()), file.name);
  }
}

/** A kept result as a file to download, written in the worker (offline too). */
export function exportKeptResult(
  result: KeptResult,
  choices: Parameters<SubtitleWorkerApi["exportResult"]>[1],
): Promise<ExportedFile> {
  return call((api) => api.exportResult(result, choices));
}

/** Zips named files in the worker (a batch download built on the device). */
export function zipFiles(files: ExportedFile[]): Promise<Uint8Array> {
  return call((api) => api.zip(files));
}

/**
 * Translates a file on the device: the worker prepares the texts and checks and puts back the answers; `send` runs
 * here on the page (the Translator API is the window's), called by the worker through comlink.
 */
export async function translateFileOnDevice(
  file: Blob,
  filename: string,
  options: DeviceJobOptions,
  send: DeviceSend,
  limits?: ReadingLimits,
): Promise<DeviceOutcome> {
  const bytes = await file.arrayBuffer();
  return call((api) =>
    api.translateOnDevice(transfer(bytes, [bytes]), filename, options, proxy(send), limits),
  );
}
