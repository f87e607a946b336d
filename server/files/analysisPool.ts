import { MessageChannel } from "node:worker_threads";
import { ErrorCode } from "@shared/errors";
import { Piscina } from "piscina";
import type { Config } from "../config";
import { AppError } from "../errors";
import type { AnalysisTask, AnalyzedFile } from "./analysisTask";
import type { PackedDocument } from "./packedDocument";

/**
 * The worker threads that read subtitle files: parsing, summary and language detection of a 100,000-cue file
 * took the event loop for about 2 s, during which the server answered no one.
 */
export interface AnalysisPool {
  /** A stored file's document, read again. Each call is refused with file_too_complex past the time budget. */
  parse(filename: string, bytes: Uint8Array): Promise<{ packed: PackedDocument }>;
  /** An upload's document and summary. */
  analyze(filename: string, bytes: Uint8Array): Promise<AnalyzedFile>;
  close(): Promise<void>;
}

/** Whole seconds, for the message of a refused file. */
const seconds = (ms: number) => Math.max(1, Math.round(ms / 1000));

export function createAnalysisPool(config: Config["analysis"]): AnalysisPool {
  const pool = new Piscina<AnalysisTask, { packed: PackedDocument } | AnalyzedFile>({
    filename: new URL("./analysisTask.ts", import.meta.url).href,
    // The server and the tests run TypeScript through tsx, and a worker thread starts without the parent's loader.
    execArgv: ["--import", "tsx"],
    minThreads: 0,
    maxThreads: config.threads,
    // Threads are started on the first upload and stopped after a minute without one.
    idleTimeout: 60_000,
  });
  const run = async (filename: string, bytes: Uint8Array, summarize: boolean) => {
    const { port1: started, port2 } = new MessageChannel();
    const budget = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    started.once("message", () => {
      timer = setTimeout(() => budget.abort(), config.budgetMs);
    });
    try {
      return await pool.run(
        { filename, bytes, summarize, started: port2 },
        { signal: budget.signal, transferList: [port2] },
      );
    } catch (err) {
      // Piscina ends the thread of an aborted task: the work stops too, not only the wait for it.
      if (!budget.signal.aborted) throw err;
      throw new AppError(
        ErrorCode.fileTooComplex,
        `"${filename}" could not be read within ${seconds(config.budgetMs)} s: split it into smaller files`,
      );
    } finally {
      clearTimeout(timer);
      started.close();
    }
  };
  return {
    parse: (filename, bytes) => run(filename, bytes, false),
    // The task summarises when asked to (analysisTask.ts).
    analyze: (filename, bytes) => run(filename, bytes, true) as Promise<AnalyzedFile>,
    close: () => pool.destroy(),
  };
}
