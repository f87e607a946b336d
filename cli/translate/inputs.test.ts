import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { UsageError } from "../read";
import { planTasks } from "./inputs";
import { parseTranslateArgs } from "./options";

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "polysub-inputs-"));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const files = (names: string[]) => {
  for (const name of names) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), "x");
  }
};
const plan = (...args: string[]) => planTasks(parseTranslateArgs(args, {}));
const rel = (file: string) => path.relative(dir, file);

describe("polysub translate's inputs and outputs", () => {
  it("takes a folder's subtitle files, not its subfolders nor its outputs for the run's languages", () => {
    files(["ep1.en.srt", "ep1.fr.srt", "ep2.ass", "notes.txt", "cover.jpg", "extras/ep3.srt"]);
    const { tasks, bad } = plan(dir, "--to", "fr,es");
    expect(bad).toEqual([]);
    expect(tasks.map((t) => [rel(t.file), t.target, rel(t.output), t.format])).toEqual([
      ["ep1.en.srt", "fr", "ep1.fr.srt", "srt"],
      ["ep1.en.srt", "es", "ep1.es.srt", "srt"],
      ["ep2.ass", "fr", "ep2.fr.ass", "ass"],
      ["ep2.ass", "es", "ep2.es.ass", "ass"],
    ]);
  });

  it("writes in -o DIR in --format, and takes a file named twice once", () => {
    files(["a.vtt"]);
    const a = path.join(dir, "a.vtt");
    const { tasks } = plan(a, a, "--to", "de", "--format", "srt", "-o", path.join(dir, "out"));
    expect(tasks.map((t) => rel(t.output))).toEqual([path.join("out", "a.de.srt")]);
  });

  it("refuses two inputs that would write one output, and reports what is no input", () => {
    files(["ep1.en.srt", "ep1.de.srt", "empty/.keep"]);
    expect(() => plan(dir, "--to", "fr")).toThrow(UsageError);
    expect(() => plan(dir, "--to", "fr")).toThrow(/ep1\.de\.srt and .*ep1\.en\.srt would both be written to/);
    const { tasks, bad } = plan(
      path.join(dir, "ep1.en.srt"),
      path.join(dir, "missing.srt"),
      path.join(dir, "empty"),
      "--to",
      "fr",
    );
    expect(tasks).toHaveLength(1);
    expect(bad.map((b) => [rel(b.file), b.reason])).toEqual([
      ["missing.srt", "no such file or folder"],
      ["empty", "no subtitle file in this folder"],
    ]);
  });
});
