import { existsSync } from "node:fs";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Io } from "../commands";
import { TRANSLATE_USAGE } from "../usage";
import { planTasks, reasonOf, type Task } from "./inputs";
import { type Env, parseTranslateArgs } from "./options";
import { barReporter, jsonReporter, lineReporter, type Reporter } from "./report";
import { TaskFailure, type Translator } from "./translator";

export interface TranslateIo extends Io {
  /** stdout when it is a terminal: progress bars are drawn there; plain lines otherwise. */
  terminal?: NodeJS.WriteStream;
  env: Env;
}

/** Outputs translated at once: the providers' own limits set the pace, this only keeps files finishing in turn. */
const PARALLEL_OUTPUTS = 2;

/**
 * `polysub translate FILE|DIR… --to LANGS`: every output is translated and written, or fails with its reason while
 * the others go on. Exit 0 when every output exists at the end (made or already there), 1 when any failed.
 */
export async function translateCommand(argv: string[], io: TranslateIo): Promise<number> {
  const options = parseTranslateArgs(argv, io.env);
  if (options.help) {
    io.out(TRANSLATE_USAGE);
    return 0;
  }
  const { tasks, bad } = planTasks(options);
  const reporter: Reporter = options.json
    ? jsonReporter(io.out)
    : io.terminal
      ? barReporter(io.terminal)
      : lineReporter(io.out, io.err);
  const counts = { done: 0, skipped: 0, failed: 0 };
  for (const input of bad) {
    counts.failed++;
    reporter.emit({ event: "failed", file: input.file, code: "bad_input", reason: input.reason });
  }
  const todo: Task[] = [];
  for (const task of tasks) {
    if (options.force || !existsSync(task.output)) todo.push(task);
    else {
      counts.skipped++;
      reporter.emit({ event: "skipped", ...where(task), reason: "exists; --force translates it again" });
    }
  }
  let translator: Translator | undefined;
  // Ctrl-C: the bars give the cursor back; the batches already stored stay in the cache for the next run.
  const interrupted = () => {
    reporter.close();
    process.exit(130);
  };
  process.once("SIGINT", interrupted);
  try {
    if (todo.length > 0) {
      // Each mode's modules are loaded when it runs: the local one brings the server's engine and database.
      translator = options.remote
        ? await (await import("./remote")).remoteTranslator(options.remote, options)
        : await (await import("./local")).localTranslator(io.env, options);
      const using = translator;
      await eachInTurn(todo, PARALLEL_OUTPUTS, async (task) => {
        reporter.emit({ event: "started", ...where(task) });
        try {
          const result = await using.translate(task, (progress) =>
            reporter.emit({ event: "progress", file: task.file, target: task.target, ...progress }),
          );
          await writeAtomically(task.output, result.bytes);
          counts.done++;
          const { services, sent, cached } = result;
          reporter.emit({
            event: "done",
            ...where(task),
            services,
            ...(sent !== undefined && { sent, cached }),
          });
        } catch (error) {
          counts.failed++;
          const failure =
            error instanceof TaskFailure ? error : new TaskFailure("internal_error", reasonOf(error));
          reporter.emit({ event: "failed", ...where(task), code: failure.code, reason: failure.message });
        }
      });
    }
    reporter.emit({ event: "summary", ...counts });
  } finally {
    process.off("SIGINT", interrupted);
    reporter.close();
    await translator?.close();
  }
  return counts.failed > 0 ? 1 : 0;
}

function where(task: Task) {
  return { file: task.file, target: task.target, output: task.output };
}

/** Written beside under another name, then renamed: an interrupted run leaves no half file to be skipped later. */
async function writeAtomically(output: string, bytes: Uint8Array): Promise<void> {
  await mkdir(path.dirname(output), { recursive: true });
  const part = `${output}.${process.pid}.part`;
  await writeFile(part, bytes);
  await rename(part, output);
}

async function eachInTurn<T>(items: T[], parallel: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, lane));
}
