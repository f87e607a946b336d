import path from "node:path";
import { MultiBar, type SingleBar } from "cli-progress";

/** What a run tells, one event per output (`--json` prints each as one line). */
export type TranslateEvent =
  | { event: "skipped"; file: string; target: string; output: string; reason: string }
  | { event: "started"; file: string; target: string; output: string }
  | {
      event: "progress";
      file: string;
      target: string;
      processed: number;
      total: number;
      /** A wait the translation is in: "MyMemory unreachable, retrying 2/5 at …". */
      notice?: string;
    }
  | {
      event: "done";
      file: string;
      target: string;
      output: string;
      /** Cues each service translated. */
      services: Record<string, number>;
      /** Distinct texts sent to a provider by this run, and those the translation cache answered. */
      sent?: number;
      cached?: number;
    }
  | { event: "failed"; file: string; target?: string; output?: string; code: string; reason: string }
  | { event: "summary"; done: number; skipped: number; failed: number };

export interface Reporter {
  emit(event: TranslateEvent): void;
  close(): void;
}

export interface Terminal {
  write(text: string): void;
}

/** `--json`: one JSON object a line on stdout, for scripts. */
export function jsonReporter(out: (text: string) => void): Reporter {
  return { emit: (event) => out(`${JSON.stringify(event)}\n`), close() {} };
}

const label = (file: string, target: string) => `${path.basename(file)} → ${target}`;

/** stdout is not a terminal (a log, a pipe): a line when an output starts, ends or waits, no bar redrawn. */
export function lineReporter(out: (text: string) => void, err: (text: string) => void): Reporter {
  return {
    emit(event) {
      switch (event.event) {
        case "skipped":
          out(`skipped  ${event.output} (${event.reason})\n`);
          break;
        case "started":
          out(`started  ${label(event.file, event.target)}\n`);
          break;
        case "progress":
          if (event.notice) out(`waiting  ${label(event.file, event.target)}: ${event.notice}\n`);
          break;
        case "done":
          out(`done     ${event.output}${counts(event)}\n`);
          break;
        case "failed":
          err(`failed   ${event.target ? label(event.file, event.target) : event.file}: ${event.reason}\n`);
          break;
        case "summary":
          out(summaryLine(event));
      }
    },
    close() {},
  };
}

/** On a terminal: a bar per output, redrawn in place; ends, skips and failures printed above the bars. */
export function barReporter(stream: NodeJS.WriteStream): Reporter {
  const bars = new MultiBar({
    stream,
    format: " {bar} {percentage}% | {value}/{total} cues | {name} {notice}",
    barCompleteChar: "█",
    barIncompleteChar: "░",
    barsize: 24,
    hideCursor: true,
    autopadding: true,
    clearOnComplete: false,
    stopOnComplete: false,
  });
  const byTask = new Map<string, SingleBar>();
  const key = (file: string, target: string) => `${file}\u0000${target}`;
  const print = (text: string) => bars.log(text);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    // stop() leaves the lines logged since the last redraw unwritten: a last redraw writes them above the bars.
    bars.update();
    bars.stop();
  };
  return {
    emit(event) {
      switch (event.event) {
        case "skipped":
          print(`skipped  ${event.output} (${event.reason})\n`);
          break;
        case "started":
          byTask.set(
            key(event.file, event.target),
            bars.create(1, 0, { name: label(event.file, event.target), notice: "" }),
          );
          break;
        case "progress": {
          const bar = byTask.get(key(event.file, event.target));
          bar?.setTotal(Math.max(1, event.total));
          bar?.update(event.processed, { notice: event.notice ?? "" });
          break;
        }
        case "done": {
          const bar = byTask.get(key(event.file, event.target));
          bar?.update(bar.getTotal(), { notice: "✓" });
          print(`done     ${event.output}${counts(event)}\n`);
          break;
        }
        case "failed": {
          const bar = event.target ? byTask.get(key(event.file, event.target)) : undefined;
          bar?.update({ notice: "✗ failed" });
          print(`failed   ${event.target ? label(event.file, event.target) : event.file}: ${event.reason}\n`);
          break;
        }
        case "summary":
          stop();
          stream.write(summaryLine(event));
      }
    },
    close: stop,
  };
}

function counts(event: Extract<TranslateEvent, { event: "done" }>): string {
  if (event.sent === undefined) return "";
  return ` (${event.sent} texts sent, ${event.cached ?? 0} from the cache)`;
}

function summaryLine(event: Extract<TranslateEvent, { event: "summary" }>): string {
  return `${event.done} translated, ${event.skipped} skipped, ${event.failed} failed\n`;
}
