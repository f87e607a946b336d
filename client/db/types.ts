import type { UploadedFile } from "@shared/api/files";
import type { StartTranslationBody, TranslationJob, TranslationResult } from "@shared/api/translate";
import type { DeviceServiceId, ServiceId } from "@shared/catalog";
import type { FileSummary } from "@shared/fileSummary";
import type { GlossaryTerm } from "@shared/glossary";
import type { DeviceReport } from "@shared/translation/device";

/**
 * Whose a row of the device is: the id of the account signed in when it was made (or that the server listed it
 * for), or VISITOR for what was made signed out. Signing out removes the account's rows; the visitor's stay.
 */
export const VISITOR = "";

/** The server's UploadedFile plus the worker's summary, kept on the device so the app shows it at once, offline too. */
export interface StoredFile extends UploadedFile {
  summary: FileSummary;
  stored_at: number;
  account: string;
  /**
   * A file checked while offline, not on the server yet: its bytes, sent once when its translation starts; the
   * server's record then takes its place (and its `file_id`, which is a device one until then).
   */
  unsent?: Blob;
  /** The file as read, sent or not: the device translates it itself (issue 39 item 8), offline too. */
  bytes?: Blob;
}

/**
 * A translation made on this device by the browser's translator (issue 39 item 8), shaped as the server's jobs so
 * that the history lists it alike; the server never had it (its id starts with DEVICE_JOB_PREFIX).
 */
export type DeviceJob = Omit<TranslationJob, "service"> & { service: DeviceServiceId };
export type HistoryJob = TranslationJob | DeviceJob;

export const DEVICE_JOB_PREFIX = "device-job-";

export function isDeviceJob(job: HistoryJob): job is DeviceJob {
  return job.service === "device";
}

export function isDeviceJobId(jobId: string): boolean {
  return jobId.startsWith(DEVICE_JOB_PREFIX);
}

/**
 * One job of the history as the device last saw it. Deleting marks it (`deleted`) until the server confirmed, so
 * a sync in between cannot bring it back.
 */
export interface HistoryEntry {
  job_id: string;
  job: HistoryJob;
  /** The job's created_at, the history's order. */
  created_at: string;
  /** Whose entry it is (VISITOR above); the signed-in history shows the account's and the visitor's. */
  account: string;
  /** The server listed it at least once for this account. */
  synced: boolean;
  /** False once the server no longer has it (expired): it stays on the device, without retry. */
  on_server: boolean;
  deleted: boolean;
  /** A finished job whose documents the device kept: it downloads offline. */
  has_result: boolean;
}

/** A finished job's documents, exported on the device in any format and encoding. */
export interface KeptResult extends TranslationResult {
  kept_at: number;
  /** A translation made on the device: its quality report, made there too (the server's is asked of the server). */
  device_report?: DeviceReport;
}

/** A translation asked for while offline: sent as it was asked when the network returns. */
export interface QueuedStart {
  id: string;
  file_id: string;
  filename: string;
  body: StartTranslationBody;
  queued_at: number;
  account: string;
}

/**
 * A cue of a finished job changed in the review on this device: typed (`service` null) or re-translated. `synced`
 * is false until the server stored it (an edit made offline, or whose request a reload interrupted); the device's
 * export uses it either way.
 */
export interface LocalCueEdit {
  job_id: string;
  /** The cue's place among the shown cues, 0-based (the API's index). */
  index: number;
  text: string;
  service: ServiceId | null;
  updated_at: string;
  synced: boolean;
}

/** A visitor's glossary kept on the device: a series' (or project's) term pairs for one language pair. */
export interface DeviceGlossary {
  series: string;
  source_language: string;
  target_language: string;
  terms: GlossaryTerm[];
  updated_at: number;
}

/**
 * The device's copy of an account's glossary (the server keeps the account's own): shown offline, and holding an
 * edit made offline until the server has it (`unsent`). Whose it is as in the history (VISITOR never is).
 */
export interface AccountGlossary extends DeviceGlossary {
  account: string;
  /** 1 while the server has not stored these terms yet (a number: IndexedDB indexes no booleans). */
  unsent: 0 | 1;
}
