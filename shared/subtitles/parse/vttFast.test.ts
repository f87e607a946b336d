import { asciiPieces } from "@test/helpers/subtitles";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { textLinesEnd } from "../text";
import { parseVtt, readVttStrict } from "./vtt";

// Pieces of WebVTT files, canonical and not, glued at random: the fast path must never change the result.
const piece = fc.constantFrom(
  "00:00:01.000 --> 00:00:02.000",
  "00:00:01.000 --> 00:00:02.000 align:start line:10%",
  "00:00:01.000 --> 00:00:02.000\tsize:50%",
  "00:00:01.000 --> 00:00:02.000line:1",
  "01:02.000 --> 01:03.000",
  "00:00:03.000 --> 00:00:01.000",
  "00:00:01.00 --> 00:00:02.000",
  "00:60:01.000 --> 00:00:02.000",
  "00:00:0x.000 --> 00:00:02.000",
  "00:00:01.000 --> 00:00:02,000",
  "00:00:01.000 --> 00:00:02.000 \u00a0line:1 ",
  "id",
  " spaced id ",
  "NOTE comment",
  "STYLE",
  "::cue { color: red }",
  "REGION",
  "id:r1",
  "text",
  "  ",
  "a --> b",
  "<i>italic</i>",
  "",
);

describe("canonical WebVTT fast path", () => {
  it("gives exactly what the W3C block collector gives", () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), fc.boolean(), (lines, finalNewline) => {
        const text = `WEBVTT\n\n${lines.join("\n")}${finalNewline ? "\n" : ""}`;
        const collected = readVttStrict(text, false);
        expect(readVttStrict(text, true)).toEqual(collected);
        // Timings read from the ASCII bytes, as in text decoded from bytes.
        expect(readVttStrict(asciiPieces([text]), true)).toEqual(collected);
      }),
      { numRuns: 1500 },
    );
  });

  it("reads cues without blank lines between them, stopping each block's scan at the next arrow", () => {
    const body = "00:00:01.000 --> 00:00:01.500\nHello\n".repeat(3);
    expect(parseVtt(`WEBVTT\n\n${body}`).document.cues.map((c) => [c.text, c.line])).toEqual([
      ["Hello", 3],
      ["Hello", 5],
      ["Hello", 7],
    ]);
    // The scan ends with the line that holds the arrow (at 14), not at the end of the text.
    expect(textLinesEnd("x\nHello\n00:00 --> 00:01\nmore\nlines\n", 1, 14, false)).toBe(23);
  });
});
