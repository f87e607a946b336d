// Property tests for the styled formats: random ASS/SSA, MicroDVD and SubViewer documents survive
// serialize → parse; markup conversion and segments never throw and stay lossless where they promise to.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { convertMarkup, tokenizeMarkup } from "./markup";
import { parseAss } from "./parse/ass";
import { parseMicroDvd } from "./parse/microdvd";
import { parseSubViewer } from "./parse/subviewer";
import { applyTranslations, extractSegments } from "./segments";
import { serializeAss, serializeSsa } from "./serialize/ass";
import { serializeMicroDvd } from "./serialize/microdvd";
import { serializeSubViewer } from "./serialize/subviewer";
import type { Cue, OutputFormat, SubtitleDocument, SubtitleFormat } from "./types";

const word = fc.stringMatching(/^[A-Za-zÀ-ÿ一-龥0-9,.!?'"&-]{1,12}$/);
const tag = (format: SubtitleFormat) =>
  format === "sub"
    ? fc.constantFrom("{y:i}", "{c:$0000FF}", "{f:Arial}")
    : fc.constantFrom("{\\i1}", "{\\i0}", "{\\b1}", "{\\pos(10,20)}", "\\h");
const line = (format: SubtitleFormat) =>
  fc
    .array(fc.oneof(word, tag(format)), { minLength: 1, maxLength: 6 })
    .map((parts) => parts.join(" ").trim());
const cues = (format: SubtitleFormat, step: number) =>
  fc.array(
    fc.record({
      start: fc.integer({ min: 0, max: 20 * 3600 * 100 }).map((n) => n * step),
      duration: fc.integer({ min: 0, max: 6000 }).map((n) => n * step),
      lines: fc.array(line(format), { minLength: 1, maxLength: 3 }),
      comment: fc.boolean(),
    }),
    { minLength: 1, maxLength: 15 },
  );

describe("random styled documents survive serialize → parse", () => {
  for (const format of ["ass", "ssa"] as const) {
    it(`${format}`, () => {
      fc.assert(
        fc.property(cues(format, 10), (raw) => {
          const doc: SubtitleDocument = {
            format: "srt",
            cues: raw.map((c, i) => ({
              start: c.start,
              end: c.start + c.duration,
              text: c.lines.join("\n"),
              line: i + 1,
            })),
          };
          // Written from a plain document first, then read, written and read again in the same format.
          const first = parseAss((format === "ass" ? serializeAss : serializeSsa)(doc));
          expect(first.diagnostics).toEqual([]);
          expect(first.document.format).toBe(format);
          const withComments = {
            ...first.document,
            cues: first.document.cues.map(
              (c, i): Cue => ({
                ...c,
                ass: { kind: raw[i]?.comment ? "Comment" : "Dialogue", fields: c.ass?.fields ?? {} },
              }),
            ),
          };
          const text = (format === "ass" ? serializeAss : serializeSsa)(withComments);
          const again = parseAss(text);
          expect(again.document.cues.map((c) => [c.start, c.end, c.text, c.ass?.kind])).toEqual(
            withComments.cues.map((c) => [c.start, c.end, c.text, c.ass?.kind]),
          );
          expect((format === "ass" ? serializeAss : serializeSsa)(again.document)).toBe(text);
        }),
        { numRuns: 100 },
      );
    });
  }

  it("sub (MicroDVD)", () => {
    fc.assert(
      fc.property(cues("sub", 40), fc.constantFrom(23.976, 25, 29.97), (raw, frameRate) => {
        const doc: SubtitleDocument = {
          format: "sub",
          microdvd: { frameRate, declaration: `{1}{1}${frameRate.toFixed(3)}` },
          cues: raw.map((c, i) => ({
            start: c.start,
            end: c.start + c.duration,
            text: c.lines.join("\n"),
            line: i + 1,
          })),
        };
        const text = serializeMicroDvd(doc);
        const parsed = parseMicroDvd(text);
        expect(parsed.document.microdvd?.frameRate).toBe(frameRate);
        expect(parsed.document.cues.map((c) => c.text)).toEqual(doc.cues.map((c) => c.text));
        // Frames hold 1/fps s: timings come back within half a frame.
        parsed.document.cues.forEach((c, i) => {
          expect(Math.abs(c.start - (doc.cues[i]?.start ?? 0))).toBeLessThanOrEqual(500 / frameRate + 1);
        });
        expect(serializeMicroDvd(parsed.document)).toBe(text);
      }),
      { numRuns: 100 },
    );
  });

  it("subviewer", () => {
    fc.assert(
      fc.property(cues("srt", 10), (raw) => {
        const doc: SubtitleDocument = {
          format: "subviewer",
          cues: raw.map((c, i) => ({
            start: c.start,
            end: c.start + c.duration,
            text: c.lines.join("\n"),
            line: i + 1,
          })),
        };
        const text = serializeSubViewer(doc);
        const parsed = parseSubViewer(text);
        expect(parsed.document.cues.map((c) => [c.start, c.end, c.text])).toEqual(
          doc.cues.map((c) => [c.start, c.end, c.text]),
        );
        expect(serializeSubViewer(parsed.document)).toBe(text);
      }),
      { numRuns: 100 },
    );
  });
});

describe("markup and segments on random text", () => {
  const formats: SubtitleFormat[] = ["srt", "vtt", "ass", "ssa", "sub", "subviewer", "sbv"];
  const targets: OutputFormat[] = [...formats, "txt"];
  const markupish = fc
    .array(
      fc.oneof(
        fc.string({ maxLength: 6 }),
        fc.constantFrom(
          "<i>",
          "</i>",
          "<b>",
          "{\\i1}",
          "{\\",
          "{y:i}",
          "&amp;",
          "&",
          "<",
          "\n",
          "\\N",
          "\\h",
          "}",
          "<c.red>",
          "</c>",
          "<v A>",
        ),
      ),
      { maxLength: 20 },
    )
    .map((p) => p.join(""));

  it("tokenizing is lossless and conversion never throws", () => {
    fc.assert(
      fc.property(markupish, fc.constantFrom(...formats), fc.constantFrom(...targets), (text, from, to) => {
        expect(
          tokenizeMarkup(text, from)
            .map((t) => t.raw)
            .join(""),
        ).toBe(text);
        expect(typeof convertMarkup(text, from, to)).toBe("string");
      }),
      { numRuns: 500 },
    );
  });

  it("identity translations give every cue back, any other output never throws", () => {
    fc.assert(
      fc.property(
        fc.array(markupish, { minLength: 1, maxLength: 5 }),
        fc.constantFrom(...formats),
        fc.array(fc.option(markupish), { minLength: 15, maxLength: 15 }),
        (texts, format, junk) => {
          const doc: SubtitleDocument = {
            format,
            cues: texts.map((text, i) => ({ start: i, end: i + 1, text, line: i + 1 })),
          };
          const segments = extractSegments(doc);
          expect(
            applyTranslations(
              doc,
              segments.map((s) => s.text),
            ).document.cues.map((c) => c.text),
          ).toEqual(texts);
          const out = applyTranslations(
            doc,
            segments.map((_, i) => junk[i] ?? null),
          );
          expect(out.document.cues).toHaveLength(texts.length);
        },
      ),
      { numRuns: 300 },
    );
  });
});
