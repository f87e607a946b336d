// ASS/SSA, MicroDVD and SubViewer corpus files: parse → serialize in the same format gives the file's text back
// (line endings, BOM and ASS indentation normalised), conversions never lose a cue, and every corpus file's
// segments survive an identity translation exactly.

import { corpusFiles, corpusMissingMessage, corpusPresent, readCorpus } from "@test/corpus";
import { describe, expect, it } from "vitest";
import { decodeBytes } from "./decode";
import { parseSubtitle, serializeSubtitle } from "./index";
import { applyTranslations, extractSegments } from "./segments";
import { wholeText } from "./text";
import type { OutputFormat } from "./types";

/** Line endings, BOMs and leading indentation are normalised by the writers; trailing blanks at EOF too. */
function normalise(text: string, trimIndent: boolean): string {
  const lines = text
    .replace(/^\ufeff/, "")
    .replace(/\r\n?/g, "\n")
    .split("\n");
  return `${lines
    .map((l) => (trimIndent ? l.replace(/^[\s\ufeff]+/, "") : l.trimEnd()))
    .join("\n")
    .replace(/\n+$/, "")}\n`;
}

/** Junk the readers drop on purpose (an HTTP header glued before the script), so the text cannot come back. */
const DROPS_JUNK = new Set([
  "SubtitlesParser__20140117-211217_invalidSub",
  "SubtitlesParser__20140118-173751_invalidSub",
]);

const EXPECTED: Record<string, { format: string; cues: number; codes?: string[] }> = {
  "Aegisub__ass-format-tests.ass": { format: "ass", cues: 41 },
  "SubtitlesParser__HP2.ssa": { format: "ssa", cues: 622 },
  "SubtitlesParser__20140117-211217_invalidSub": {
    format: "ass",
    cues: 43,
    codes: ["ass.junk_before_header"],
  },
  "go-astisub__example-in.ssa": { format: "ssa", cues: 6, codes: ["ass.unknown_line"] },
  "subsrt__sample.ssa": { format: "ssa", cues: 1 },
  "pysubs2__subtitle_with_attached_images_aegisub.ass": { format: "ass", cues: 1 },
  "subtitles__ass_different_format2.ass": { format: "ass", cues: 8 },
  "SubtitlesParser__20140118-173751_invalidSub": { format: "sub", cues: 289, codes: ["sub.bad_line"] },
  "SubtitlesParser__Pirates of Caraibean CD1.sub": { format: "sub", cues: 420 },
  "SubtitlesParser__20140115-194321_invalidSub": { format: "sub", cues: 2944, codes: ["sub.negative_frame"] },
  "SubtitlesParser__battlestar.galactica.s03e09.ws.dsr.xvid-orenji.eng.sub": {
    format: "subviewer",
    cues: 336,
  },
};

const STYLED = new Set(["ass", "ssa", "sub", "subviewer"]);
const TARGETS: OutputFormat[] = ["srt", "vtt", "ass", "ssa", "sub", "subviewer", "sbv", "txt"];

describe.skipIf(!corpusPresent)("styled formats in the corpus", () => {
  const files = corpusFiles().map((file) => {
    const bytes = new Uint8Array(readCorpus(file.folder, file.name));
    return { ...file, bytes, result: parseSubtitle(bytes, { filename: file.name }) };
  });

  for (const { name, bytes, result } of files.filter(
    (f) => STYLED.has(f.result.format) && f.result.cues.length > 0,
  )) {
    describe(name, () => {
      const expected = EXPECTED[name];
      if (expected) {
        it("has the expected format, cue count and diagnostics", () => {
          expect(result.format).toBe(expected.format);
          expect(result.cues).toHaveLength(expected.cues);
          expect(result.diagnostics.map((d) => d.code)).toEqual(expect.arrayContaining(expected.codes ?? []));
          expect(result.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
        });
      }

      if (!DROPS_JUNK.has(name)) {
        it("serializes back to the same text", () => {
          const source = wholeText(decodeBytes(bytes));
          const ass = result.format === "ass" || result.format === "ssa";
          expect(normalise(serializeSubtitle(result, result.format), ass)).toBe(normalise(source, ass));
        });
      }

      it("converts to every format without losing a shown cue or its timing", () => {
        for (const target of TARGETS.filter((t) => t !== "txt")) {
          const again = parseSubtitle(serializeSubtitle(result, target), { format: target as never });
          const tolerance = target === "sub" ? 45 : 10;
          // ASS Comment events are notes, only ASS and SSA keep them; the other formats list cues by start time.
          const shown =
            target === "ass" || target === "ssa"
              ? result.cues
              : result.cues.filter((c) => c.ass?.kind !== "Comment");
          if (result.ass && shown !== result.cues) shown.sort((a, b) => a.start - b.start);
          expect(again.cues, target).toHaveLength(shown.length);
          again.cues.forEach((cue, i) => {
            // Time-based formats cannot hold the negative times of a broken MicroDVD file: they start at 0.
            const start = Math.max(0, shown[i]?.start ?? 0);
            expect(Math.abs(Math.max(0, cue.start) - start), target).toBeLessThanOrEqual(tolerance);
          });
        }
      });
    });
  }

  it("gives every file's cue texts back exactly after an identity translation", () => {
    for (const { name, result } of files.filter((f) => f.result.cues.length > 0)) {
      const segments = extractSegments(result);
      const { document, diagnostics } = applyTranslations(
        result,
        segments.map((s) => s.text),
      );
      expect(
        document.cues.map((c) => c.text),
        name,
      ).toEqual(result.cues.map((c) => c.text));
      expect(diagnostics, name).toEqual([]);
    }
  });

  it("restores every placeholder when a translation keeps them, on every file", () => {
    const shout = (t: string) =>
      t.replace(/(<x id="\d+"\/>)|([^<]+)/g, (_, tag, w) => tag ?? w.toUpperCase());
    for (const { name, result } of files.filter((f) => f.result.cues.length > 0)) {
      const segments = extractSegments(result);
      const { document, diagnostics } = applyTranslations(
        result,
        segments.map((s) => shout(s.text)),
      );
      expect(diagnostics, name).toEqual([]);
      expect(document.cues).toHaveLength(result.cues.length);
      document.cues.forEach((cue, i) => {
        const source = result.cues[i];
        expect([cue.start, cue.end], name).toEqual([source?.start, source?.end]);
      });
    }
  });
});

describe.skipIf(corpusPresent)("styled formats in the corpus", () => {
  it.skip(corpusMissingMessage, () => {});
});
