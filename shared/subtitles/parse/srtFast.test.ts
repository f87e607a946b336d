import { asciiPieces } from "@test/helpers/subtitles";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { serializeSubtitle } from "../index";
import type { Cue } from "../types";
import { readSrtLines } from "./srt";
import { readCanonicalSrt } from "./srtFast";

const line = fc.stringMatching(/^[A-Za-z0-9 <>/.,!?'-]{0,30}$/);

/** The fast path on the text as characters and as ASCII bytes: both give the general reader's cues, or null. */
function expectSameAsGeneral(text: string): void {
  const general = readSrtLines(text).document.cues;
  for (const pieces of [{ pieces: [text] }, asciiPieces([text])]) {
    const fast = readCanonicalSrt(pieces);
    if (fast !== null) expect(fast).toEqual(general);
  }
}

/** The fast path's verdict, the same from characters and from bytes. */
function fastRead(text: string): Cue[] | null {
  const fast = readCanonicalSrt(asciiPieces([text]));
  expect(readCanonicalSrt({ pieces: [text] })).toEqual(fast);
  return fast;
}

describe("canonical SRT fast path", () => {
  it("gives exactly what the general reader gives, or steps aside", () => {
    const cue = fc.record({
      start: fc.integer({ min: 0, max: 99 * 3600 * 1000 }),
      end: fc.integer({ min: 0, max: 99 * 3600 * 1000 }),
      lines: fc.array(line, { maxLength: 3 }),
    });
    const tail = fc.constantFrom("", "\n", "\n\n\n", " \n", "junk\n");
    fc.assert(
      fc.property(fc.array(cue, { minLength: 1, maxLength: 12 }), tail, (raw, end) => {
        const cues: Cue[] = raw.map((c, i) => ({
          start: c.start,
          end: c.end,
          text: c.lines.join("\n"),
          line: i,
        }));
        expectSameAsGeneral(serializeSubtitle({ format: "srt", cues }, "srt") + end);
      }),
      { numRuns: 500 },
    );
  });

  it("reads a timing line exactly as the general reader does, character by character", () => {
    // One character of a canonical timing line replaced: digits out of range, other separators, stray bytes.
    const base = "1\n00:01:02,345 --> 01:59:59,999\nA\n\n2\n00:02:00,000 --> 00:02:01.000\nB\n";
    const timing = { from: 2, to: 31 };
    fc.assert(
      fc.property(
        fc.integer({ min: timing.from, max: timing.to - 1 }),
        fc.constantFrom(..."0159:,.-> x\t"),
        (at, c) => {
          expectSameAsGeneral(base.slice(0, at) + c + base.slice(at + 1));
        },
      ),
      { numRuns: 400 },
    );
    expect(fastRead(base)?.map((c) => [c.start, c.end])).toEqual([
      [62345, 7199999],
      [120000, 121000],
    ]);
    expect(fastRead(base.replace("00:01:02", "00:60:02"))).toBeNull();
  });

  it("takes lines of spaces between cues and at the end for the blank lines they are, and reads text with spaces around it", () => {
    // Real files carry them (a film's last cue followed by a line of tabs kept a 92 KB file off the fast path).
    const text = fc
      .stringMatching(/^[A-Za-z<>/.,!?'-][A-Za-z0-9 <>/.,!?'-]{0,20}[A-Za-z.!?>]$/)
      .filter((line) => !line.includes("-->"));
    // Lines with spaces around their text are text, kept as they are.
    const spaced = fc
      .tuple(fc.constantFrom("", " ", "\t"), text, fc.constantFrom("", " ", "  "))
      .map((parts) => parts.join(""));
    const blank = fc.constantFrom("", " ", "\t", " \t ", "\u000b");
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.array(spaced, { minLength: 1, maxLength: 3 }),
            fc.array(blank, { minLength: 1, maxLength: 3 }),
          ),
          {
            minLength: 1,
            maxLength: 8,
          },
        ),
        (blocks) => {
          const srt = blocks
            .map(([lines, blanks], i) => {
              const start = i * 2000;
              const timing = `00:00:${String(start / 1000).padStart(2, "0")},000 --> 00:00:${String(start / 1000 + 1).padStart(2, "0")},500`;
              return `${i + 1}\n${timing}\n${lines.join("\n")}\n${blanks.join("\n")}\n`;
            })
            .join("");
          const fast = fastRead(srt);
          expect(fast).toEqual(readSrtLines(srt).document.cues);
          expect(fast?.map((c) => c.text)).toEqual(blocks.map(([lines]) => lines.join("\n")));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("steps aside for anything unusual", () => {
    expect(fastRead("1\n00:00:01,000 --> 00:00:02,000 X1:1\nA\n")).toBeNull();
    // A line of spaces is a blank line to the general reader, and the number after it a cue that lost its timing.
    expect(fastRead("1\n00:00:01,000 --> 00:00:02,000\nA\n \n0\n\n")).toBeNull();
    expect(
      fastRead("1\n00:00:01,000 --> 00:00:02,000\nA\n\nB\n\n2\n00:00:03,000 --> 00:00:04,000\nC\n"),
    ).toBeNull();
    expect(fastRead("00:00:01,000 --> 00:00:02,000\nA\n")).toBeNull();
    expect(fastRead("1\n00:00:01,000 --> 00:00:02,000\nA\n2\n00:00:03,000 --> 00:00:04,000\nB\n")).toBeNull();
    expect(
      fastRead("1\n00:00:01,000 --> 00:00:02,000\nA\n\n2\n00:00:03,000 --> 00:00:04,000\nB\n"),
    ).toHaveLength(2);
  });
});
