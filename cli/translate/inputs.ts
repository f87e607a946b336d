import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { hasUploadExtension } from "@shared/api/files";
import { EXPORT_FORMATS, type ExportFormat, FORMATS } from "@shared/catalog";
import { exportFilename } from "@shared/exportDocument";
import { UsageError } from "../read";
import type { TranslateOptions } from "./options";

/** One output to make: an input file in one target language. */
export interface Task {
  /** The input as named on the command line, or joined to its DIR. */
  file: string;
  target: string;
  format: ExportFormat;
  output: string;
}

/** An input that is no file to translate (missing, unreadable, a folder with no subtitle file). */
export interface BadInput {
  file: string;
  reason: string;
}

export interface TaskPlan {
  tasks: Task[];
  bad: BadInput[];
}

/**
 * The outputs a run makes. A DIR stands for the subtitle files directly in it (the catalog's extensions), not its
 * subfolders: outputs are written beside their inputs, so a recursive walk would take a previous run's outputs in
 * sub-folders of `-o` for inputs. For the same reason a DIR's files named like an output of this run
 * (`name.fr.srt` with `--to fr`) are left out. Two inputs writing one output is bad usage.
 */
export function planTasks(options: TranslateOptions): TaskPlan {
  const bad: BadInput[] = [];
  const files: string[] = [];
  const seen = new Set<string>();
  const take = (file: string) => {
    const key = path.resolve(file);
    if (seen.has(key)) return;
    seen.add(key);
    files.push(file);
  };
  for (const input of options.inputs) {
    let isDirectory: boolean;
    try {
      isDirectory = statSync(input).isDirectory();
    } catch (error) {
      bad.push({ file: input, reason: reasonOf(error) });
      continue;
    }
    if (!isDirectory) {
      take(input);
      continue;
    }
    const found = readdirSync(input, { withFileTypes: true })
      .filter((entry) => entry.isFile() && hasUploadExtension(entry.name))
      .map((entry) => entry.name)
      .filter((name) => !options.targets.some((target) => isOutputName(name, target)))
      .sort();
    if (found.length === 0) bad.push({ file: input, reason: "no subtitle file in this folder" });
    for (const name of found) take(path.join(input, name));
  }

  const tasks: Task[] = [];
  const byOutput = new Map<string, Task>();
  for (const file of files) {
    const format = options.format ?? formatOf(file);
    for (const target of options.targets) {
      const output = path.join(
        options.outputDir ?? path.dirname(file),
        exportFilename(path.basename(file), target, format),
      );
      const task = { file, target, format, output };
      const clash = byOutput.get(path.resolve(output));
      if (clash)
        throw new UsageError(
          `${clash.file} and ${file} would both be written to ${output}: translate one of them`,
        );
      byOutput.set(path.resolve(output), task);
      tasks.push(task);
    }
  }
  return { tasks, bad };
}

/** The format of the input's extension where a translation can be exported to it, else SubRip. */
function formatOf(file: string): ExportFormat {
  const extension = path.extname(file).toLowerCase();
  return EXPORT_FORMATS.find((id) => FORMATS[id].extension === extension) ?? "srt";
}

function isOutputName(name: string, target: string): boolean {
  const stem = name.slice(0, name.length - path.extname(name).length).toLowerCase();
  return stem.endsWith(`.${target}`);
}

export function reasonOf(error: unknown): string {
  const code = (error as { code?: string }).code;
  if (code === "ENOENT") return "no such file or folder";
  if (code === "EACCES" || code === "EPERM") return "permission denied";
  return error instanceof Error ? error.message : String(error);
}
