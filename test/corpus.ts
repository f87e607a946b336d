// Locates the shared conformance corpus (../shared/corpus next to the repo); tests skip when it is absent.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const corpusDir = path.resolve(repoRoot, "../shared/corpus");
export const corpusPresent = existsSync(corpusDir);
export const corpusMissingMessage = `subtitle corpus not found at ${corpusDir}: corpus tests skipped`;

const EXPECTATION = /\.(test|json)$/;

export interface CorpusFile {
  /** Folder = the format a user would upload it as (vtt, srt, ass, sub, sbv). */
  folder: string;
  name: string;
  path: string;
}

/** Every subtitle file of the corpus (expectation files excluded). */
export function corpusFiles(): CorpusFile[] {
  if (!corpusPresent) return [];
  const files: CorpusFile[] = [];
  for (const folder of readdirSync(corpusDir, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    for (const name of readdirSync(path.join(corpusDir, folder.name)).sort()) {
      if (EXPECTATION.test(name)) continue;
      files.push({ folder: folder.name, name, path: path.join(corpusDir, folder.name, name) });
    }
  }
  return files;
}

export function readCorpus(folder: string, name: string): Buffer {
  return readFileSync(path.join(corpusDir, folder, name));
}

export function corpusNames(folder: string, suffix: string): string[] {
  if (!corpusPresent) return [];
  return readdirSync(path.join(corpusDir, folder))
    .filter((n) => n.endsWith(suffix))
    .sort();
}
