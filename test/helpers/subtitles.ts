/** Subtitle texts written for tests (the corpus is read from ../shared/corpus, never copied here). */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { TextPieces } from "@shared/subtitles/text";

function clock(ms: number, fractionSeparator: "," | "."): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}${fractionSeparator}${pad(ms % 1000, 3)}`;
}

export interface FixtureCue {
  start: number;
  end: number;
  text: string;
}

export function buildSrt(cues: readonly FixtureCue[]): string {
  return cues
    .map((cue, i) => `${i + 1}\n${clock(cue.start, ",")} --> ${clock(cue.end, ",")}\n${cue.text}\n`)
    .join("\n");
}

/** The cues' blocks, without the `WEBVTT` line. */
export function vttBlocks(cues: readonly FixtureCue[]): string {
  return cues.map((cue) => `${clock(cue.start, ".")} --> ${clock(cue.end, ".")}\n${cue.text}\n`).join("\n");
}

/** One cue per text, 1.5 s long, every 2 s. */
export function cuesOf(texts: readonly string[]): FixtureCue[] {
  return texts.map((text, i) => ({ start: i * 2000, end: i * 2000 + 1500, text }));
}

/** `count` cues of two seconds each, one second apart, with distinct English text. */
export function numberedCues(count: number): FixtureCue[] {
  return Array.from({ length: count }, (_, i) => ({
    start: i * 3000,
    end: i * 3000 + 2000,
    text: `This is line number ${i + 1} of the story.`,
  }));
}

/**
 * Text in pieces as `decodeBytes` gives it: each ASCII piece with its bytes, which the fast readers read their
 * timings from (the same text as a string, or as pieces without bytes, takes the character path).
 */
export function asciiPieces(pieces: readonly string[]): TextPieces {
  const ascii = pieces.map((piece) => {
    const bytes = new TextEncoder().encode(piece);
    return bytes.length === piece.length ? bytes : undefined;
  });
  return { pieces, ascii };
}

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures");

/** A subtitle file written for the tests (test/fixtures). */
export function readFixture(name: string): Buffer {
  return readFileSync(path.join(fixtures, name));
}
