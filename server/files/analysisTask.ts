import type { MessagePort } from "node:worker_threads";
import { seemsOtherLanguage } from "@shared/answerChecks";
import type { FileSummary } from "@shared/fileSummary";
import { parseSubtitle, type SegmentOptions } from "@shared/subtitles";
import { summarizeSubtitle } from "@shared/summarizeSubtitle";
import { jobSegments, jobSource } from "@shared/translation/document";
import { move, transferableSymbol, valueSymbol } from "piscina";
import { planTranslation } from "../jobs/plan";
import { type PackedDocument, packDocument } from "./packedDocument";

/** What the pool sends a worker thread (server/files/analysisPool.ts): a file to read, or answers to check. */
export type AnalysisTask = FileTask | PlanTask | LanguageTask;

interface TaskBase {
  /** Told when the work starts, so that a task's time budget does not count its wait in the queue. */
  started: MessagePort;
}

export interface FileTask extends TaskBase {
  kind: "file";
  filename: string;
  bytes: Uint8Array;
  /** The summary is asked at upload; a stored file read again needs only its document. */
  summarize: boolean;
}

/** The options of a job that decide what it sends of its file (shared/translation/document.ts jobSource, jobSegments). */
export interface JobTexts {
  collapse_rolling: boolean;
  source_language?: string;
  sentenceAware: boolean;
  segmentOptions: SegmentOptions;
}

/** The distinct texts a job of a file would send, as the estimate counts them. */
export interface PlanTask extends TaskBase {
  kind: "plan";
  filename: string;
  bytes: Uint8Array;
  job: JobTexts;
}

/**
 * What a job of a file sends: its translatable segments, and its distinct texts with their hashes (plan.ts), as
 * two strings and the texts' ends: a copy of 100,000 strings from the thread held the event loop itself.
 */
export interface PlannedTexts {
  translatable: number;
  /** The distinct texts one after the other; the n-th ends at ends[n]. */
  texts: string;
  ends: Uint32Array;
  /** Their SHA-256 hashes in hex, 64 characters each, in the same order. */
  hashes: string;
}

/** One provider answer's texts, checked for a language other than the target (shared/answerChecks.ts). */
export interface LanguageTask extends TaskBase {
  kind: "language";
  texts: string[];
  target: string;
}

/** An upload: its document and the same summary the browser worker shows before upload. */
export interface AnalyzedFile {
  packed: PackedDocument;
  summary: FileSummary;
}

/** Runs in a worker thread of the analysis pool: the CPU work on user data, off the server's event loop. */
export default function analyze(task: AnalysisTask) {
  task.started.postMessage(null);
  task.started.close();
  if (task.kind === "language") return task.texts.map((text) => seemsOtherLanguage(text, task.target));
  if (task.kind === "plan") return plannedTexts(task);
  const parsed = parseSubtitle(task.bytes, { filename: task.filename });
  const packed = packDocument(parsed);
  const result = task.summarize ? { packed, summary: summarizeSubtitle(parsed) } : { packed };
  // Moved, not copied: the main thread receives the buffer without a copy.
  return move({ [transferableSymbol]: [packed.buffer], [valueSymbol]: result });
}

function plannedTexts(task: PlanTask) {
  const parsed = parseSubtitle(task.bytes, { filename: task.filename });
  const segments = jobSegments(jobSource(parsed, task.job), task.job);
  const { distinct } = planTranslation(segments);
  const ends = new Uint32Array(distinct.length);
  let end = 0;
  distinct.forEach((t, i) => {
    end += t.text.length;
    ends[i] = end;
  });
  const planned: PlannedTexts = {
    translatable: segments.filter((s) => s.translatable).length,
    texts: distinct.map((t) => t.text).join(""),
    ends,
    hashes: distinct.map((t) => t.hash).join(""),
  };
  return move({ [transferableSymbol]: [ends.buffer], [valueSymbol]: planned });
}
