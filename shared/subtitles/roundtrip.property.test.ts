// Property tests: random documents survive serialize → parse for SRT, VTT and SBV; random bytes and strings
// never make the engine throw.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseSubtitle, serializeSubtitle } from "./index";
import type { Cue, SubtitleFormat } from "./types";

// A text line: starts with a letter (so it is never an index or a timing), no "-->", no line break.
const textLine = fc
  .stringMatching(/^[A-Za-zÀ-ÿ一-龥][A-Za-zÀ-ÿ一-龥0-9 ,.!?'"<>/&-]{0,40}$/)
  .filter((l) => !l.includes("-->"));
const cueArb = fc.record({
  start: fc.integer({ min: 0, max: 400 * 3600 * 1000 }),
  duration: fc.integer({ min: 0, max: 60_000 }),
  lines: fc.array(textLine, { minLength: 1, maxLength: 3 }),
  id: fc.option(textLine, { nil: undefined }),
});

type RawCue = typeof cueArb extends fc.Arbitrary<infer T> ? T : never;

function document(format: SubtitleFormat, raw: RawCue[]) {
  const cues: Cue[] = raw.map((c, i) => ({
    start: c.start,
    end: c.start + c.duration,
    text: c.lines.join("\n"),
    line: i + 1,
    ...(format === "vtt" && c.id ? { id: c.id } : {}),
  }));
  return { format, cues, ...(format === "vtt" ? { vtt: { header: "", blocks: [] } } : {}) };
}

describe("round trip of random documents", () => {
  for (const format of ["srt", "vtt", "sbv"] as const) {
    it(`${format}: serialize → parse gives the same cues`, () => {
      fc.assert(
        fc.property(fc.array(cueArb, { minLength: 1, maxLength: 20 }), (raw) => {
          const doc = document(format, raw);
          const parsed = parseSubtitle(serializeSubtitle(doc, format), { format });
          expect(
            parsed.cues.map((c) => [c.start, c.end, c.text, format === "vtt" ? c.id : undefined]),
          ).toEqual(doc.cues.map((c) => [c.start, c.end, c.text, c.id]));
          expect(parsed.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
        }),
        { numRuns: 150 },
      );
    });
  }
});

describe("robustness", () => {
  it("random bytes never throw and give diagnostics when nothing is readable", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2000 }), (bytes) => {
        const r = parseSubtitle(bytes);
        // Nothing readable: "no_cues", or "empty_file" alone when the bytes hold no text at all.
        const codes = r.diagnostics.map((d) => d.code);
        if (r.cues.length === 0) expect(codes.includes("no_cues") || codes.includes("empty_file")).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("random strings never throw in any forced format", () => {
    const formats: SubtitleFormat[] = ["srt", "vtt", "sbv", "ass", "ssa", "sub", "subviewer"];
    fc.assert(
      fc.property(
        fc.string({ unit: "binary", maxLength: 500 }),
        fc.constantFrom(...formats),
        (text, format) => {
          const r = parseSubtitle(text, { format });
          expect(Array.isArray(r.diagnostics)).toBe(true);
          expect(r.diagnostics.some((d) => d.code === "internal_error")).toBe(false);
        },
      ),
      { numRuns: 400 },
    );
  });

  it("subtitle-shaped random strings never throw", () => {
    const piece = fc.constantFrom(
      "1",
      "\n",
      "\r\n",
      "\r",
      " --> ",
      "00:00:01,000",
      "00:01.000",
      "WEBVTT",
      "NOTE",
      "STYLE",
      "-->",
      "\0",
      "text",
      "{1}{2}",
      ",",
      ".",
      ":",
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 60 }), (pieces) => {
        const r = parseSubtitle(pieces.join(""));
        expect(r.diagnostics.some((d) => d.code === "internal_error")).toBe(false);
      }),
      { numRuns: 400 },
    );
  });
});
