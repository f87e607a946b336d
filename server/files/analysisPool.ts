import { MessageChannel } from "node:worker_threads";
import { ErrorCode } from "@shared/errors";
import { Piscina } from "piscina";
import type { Config } from "../config";
import { AppError, RetryLaterError } from "../errors";
import type {
  AnalysisTask,
  AnalyzedFile,
  FileTask,
  JobTexts,
  LanguageTask,
  PlannedTexts,
  PlanTask,
} from "./analysisTask";
import type { PackedDocument } from "./packedDocument";

/**
 * Who waits for a task: a request is refused with service_unavailable (Retry-After) once the queue is full, so
 * that a flood of uploads answers at once instead of holding memory and sockets; a job's task always waits its
 * turn, as the job worker's concurrency already bounds them and a refused job would have to fail.
 */
export type Asker = "request" | "job";

/**
 * The worker threads that do the CPU work on user data: parsing, summary and language detection of a
 * 100,000-cue file took the event loop for about 2 s, during which the server answered no one.
 */
export interface AnalysisPool {
  /** A stored file's document, read again. Each call is refused with file_too_complex past the time budget. */
  parse(filename: string, bytes: Uint8Array, asker?: Asker): Promise<{ packed: PackedDocument }>;
  /** An upload's document and summary. */
  analyze(filename: string, bytes: Uint8Array): Promise<AnalyzedFile>;
  /** What a job of a stored file would send (the estimate): read, segmented and deduplicated in a thread. */
  plan(filename: string, bytes: Uint8Array, job: JobTexts): Promise<PlannedTexts>;
  /**
   * Which of one provider answer's texts read as another language than the target (seemsOtherLanguage), for a
   * job. Answers that cannot be told within the time budget are not flagged: the flag is a hint of the quality
   * report, never a reason to fail a job.
   */
  otherLanguage(texts: readonly string[], target: string): Promise<boolean[]>;
  /** Tasks queued or running now. */
  pending(): number;
  close(): Promise<void>;
}

/** Whole seconds, for the message of a refused file. */
const seconds = (ms: number) => Math.max(1, Math.round(ms / 1000));
/** Told to a request refused on a full queue: a file is read in well under a second, the queue drains fast. */
const BUSY_RETRY_SECONDS = 5;

class BudgetExceeded extends Error {}

type TaskInput = Omit<FileTask, "started"> | Omit<PlanTask, "started"> | Omit<LanguageTask, "started">;

export function createAnalysisPool(config: Config["analysis"]): AnalysisPool {
  const pool = new Piscina<
    AnalysisTask,
    { packed: PackedDocument } | AnalyzedFile | PlannedTexts | boolean[]
  >({
    filename: new URL("./analysisTask.ts", import.meta.url).href,
    // The server and the tests run TypeScript through tsx, and a worker thread starts without the parent's loader.
    execArgv: ["--import", "tsx"],
    minThreads: 0,
    maxThreads: config.threads,
    // Threads are started on the first upload and stopped after a minute without one.
    idleTimeout: 60_000,
  });
  // Counted here, before anything is copied to a thread: the limit is taken before the work.
  let pending = 0;
  const run = async (input: TaskInput, asker: Asker) => {
    if (asker === "request" && pending >= config.threads + config.queue)
      throw new RetryLaterError(
        ErrorCode.serviceUnavailable,
        "The server is busy reading other files: try again in a few seconds",
        BUSY_RETRY_SECONDS,
      );
    pending++;
    const { port1: started, port2 } = new MessageChannel();
    const budget = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    started.once("message", () => {
      timer = setTimeout(() => budget.abort(), config.budgetMs);
    });
    try {
      return await pool.run({ ...input, started: port2 } as AnalysisTask, {
        signal: budget.signal,
        transferList: [port2],
      });
    } catch (err) {
      // Piscina ends the thread of an aborted task: the work stops too, not only the wait for it.
      if (!budget.signal.aborted) throw err;
      throw new BudgetExceeded();
    } finally {
      pending--;
      clearTimeout(timer);
      started.close();
    }
  };
  const readFile = async (input: Omit<FileTask, "started"> | Omit<PlanTask, "started">, asker: Asker) => {
    const { filename } = input;
    try {
      return await run(input, asker);
    } catch (err) {
      if (!(err instanceof BudgetExceeded)) throw err;
      throw new AppError(
        ErrorCode.fileTooComplex,
        `"${filename}" could not be read within ${seconds(config.budgetMs)} s: split it into smaller files`,
      );
    }
  };
  return {
    parse: (filename, bytes, asker = "request") =>
      readFile({ kind: "file", filename, bytes, summarize: false }, asker) as Promise<{
        packed: PackedDocument;
      }>,
    // The task summarises when asked to (analysisTask.ts).
    analyze: (filename, bytes) =>
      readFile({ kind: "file", filename, bytes, summarize: true }, "request") as Promise<AnalyzedFile>,
    plan: (filename, bytes, job) =>
      readFile({ kind: "plan", filename, bytes, job }, "request") as Promise<PlannedTexts>,
    async otherLanguage(texts, target) {
      if (texts.length === 0) return [];
      try {
        return (await run({ kind: "language", texts: [...texts], target }, "job")) as boolean[];
      } catch (err) {
        if (err instanceof BudgetExceeded) return texts.map(() => false);
        throw err;
      }
    },
    pending: () => pending,
    close: () => pool.destroy(),
  };
}
