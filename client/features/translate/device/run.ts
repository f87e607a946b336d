import { setCurrentJobId } from "@client/db/currentJob";
import { recordDeviceJob } from "@client/db/history";
import { DEVICE_JOB_PREFIX, type DeviceJob, type StoredFile } from "@client/db/types";
import { appStore } from "@client/lib/store";
import { translateFileOnDevice } from "@client/lib/subtitleWorker";
import type { TranslationResult } from "@shared/api/translate";
import { DEVICE_SERVICE } from "@shared/catalog";
import type { ReadingLimits } from "@shared/readingLimits";
import type { DeviceJobOptions, DeviceOutcome } from "@shared/translation/device";
import { atom } from "jotai";
import { translateTexts } from "./translateTexts";
import { createDeviceTranslator } from "./translator";

/** A translation running on the device, as its progress view shows it. */
export interface DeviceRun {
  file_id: string;
  /** Getting the translator (downloading its model when needed), translating, then putting the answers back. */
  phase: "starting" | "downloading" | "translating" | "finishing" | "failed";
  /** The model's download, 0–1. */
  downloaded: number;
  /** Texts translated of those to send. */
  done: number;
  total: number;
  cancel(): void;
}

/** The running translation; it lives with the page (the Translator API is the window's), not in the database. */
export const deviceRunAtom = atom<DeviceRun | null>(null);

export interface DeviceStart {
  file: StoredFile;
  bytes: Blob;
  options: DeviceJobOptions;
  preserveFormatting: boolean;
  /** The user's own reading limits (More options); unset ones are the target script's. */
  limits?: ReadingLimits;
}

/**
 * Starts a translation on the device. Call it from the Start click: the translator is made before anything is
 * awaited, as a model to download needs the gesture. When it ends, the result is kept in the history (an entry of
 * the device, never sent) and becomes the current job; a cancel leaves nothing behind.
 */
export function startDeviceRun(start: DeviceStart): void {
  const controller = new AbortController();
  const { signal } = controller;
  const update = (patch: Partial<DeviceRun>) =>
    appStore.set(deviceRunAtom, (run) =>
      run && run.file_id === start.file.file_id ? { ...run, ...patch } : run,
    );
  const translator = createDeviceTranslator(
    { source: start.options.source_language, target: start.options.target_language },
    { signal, onDownload: (downloaded) => update({ phase: "downloading", downloaded }) },
  );
  appStore.set(deviceRunAtom, {
    file_id: start.file.file_id,
    phase: "starting",
    downloaded: 0,
    done: 0,
    total: 0,
    cancel: () => {
      controller.abort(new DOMException("Cancelled", "AbortError"));
      appStore.set(deviceRunAtom, null);
    },
  });
  const startedAt = new Date();
  void (async () => {
    const made = await translator;
    try {
      const outcome = await translateFileOnDevice(
        start.bytes,
        start.file.filename,
        start.options,
        async (texts) => {
          update({ phase: "translating", total: texts.length, done: 0 });
          const answers = await translateTexts(made, texts, {
            signal,
            onProgress: (done) => update({ done }),
          });
          update({ phase: "finishing" });
          return answers;
        },
        start.limits,
      );
      const job = deviceJob(start, outcome, startedAt, new Date());
      await recordDeviceJob(job, deviceResult(job, start, outcome), outcome.report);
      await setCurrentJobId(job.job_id);
      appStore.set(deviceRunAtom, null);
    } finally {
      made.destroy();
    }
  })().catch(() => {
    // Cancelled: the view is back on the settings already. Anything else (the model could not be had, offline
    // before its download) is said by the progress view, which offers to go back.
    if (!signal.aborted) update({ phase: "failed" });
  });
}

/** The history's record of a translation made on the device, shaped as a server job (client/db/types.ts). */
export function deviceJob(
  start: DeviceStart,
  outcome: DeviceOutcome,
  startedAt: Date,
  endedAt: Date,
): DeviceJob {
  return {
    job_id: `${DEVICE_JOB_PREFIX}${crypto.randomUUID()}`,
    file_id: start.file.file_id,
    status: "completed",
    progress: 100,
    source_language: start.options.source_language,
    target_language: start.options.target_language,
    service: DEVICE_SERVICE,
    total_subtitles: outcome.total_subtitles,
    processed_subtitles: outcome.total_subtitles,
    created_at: startedAt.toISOString(),
    started_at: startedAt.toISOString(),
    completed_at: endedAt.toISOString(),
    error_message: null,
    error_code: null,
    error_detail: null,
    error_service: null,
    notice: null,
    original_filename: start.file.filename,
    // No server service translated a cue of it: the quality report says the device did.
    services_used: {},
  };
}

function deviceResult(job: DeviceJob, start: DeviceStart, outcome: DeviceOutcome): TranslationResult {
  return {
    job_id: job.job_id,
    original_filename: job.original_filename,
    target_language: job.target_language,
    preserve_formatting: start.preserveFormatting,
    source: outcome.source,
    translated: outcome.translated,
    joined_cues: outcome.joined_cues,
    edits: [],
    glossary_misses: outcome.glossary_misses,
  };
}
