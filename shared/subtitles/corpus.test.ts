// Every corpus file through parse → serialize (same format) → re-parse: same cues, same timings; plus the
// detection, encoding and diagnostics expected for the tricky and broken files.

import { corpusFiles, corpusMissingMessage, corpusPresent, readCorpus } from "@test/corpus";
import { describe, expect, it } from "vitest";
import { parseSubtitle, serializeSubtitle } from "./index";
import type { ParseResult } from "./types";

/** Files that must be rejected or reported, with the diagnostic codes they must carry. */
const EXPECTED_DIAGNOSTICS: Record<string, string[]> = {
  "SubtitlesParser__Jack_the_Giant_Slayer.srt": ["no_cues"],
  "SubtitlesParser__Game of Thrones - 03x05 - Kissed by Fire.2HD.English.HI.C.orig.Addic7ed.com.srt": [
    "unknown_format",
    "no_cues",
  ],
  "SubtitlesParser__20140116-121030_invalidSub": ["cue.out_of_order", "cue.empty_text"],
  "webvtt-py__missing_timeframe.srt": ["srt.missing_timing"],
  "webvtt-py__missing_caption_text.srt": ["cue.empty_text"],
  "webvtt-py__missing_timeframe.sbv": ["sbv.missing_timing"],
  "webvtt-py__missing_caption_text.sbv": ["cue.empty_text"],
  "webvtt-py__invalid_timeframe.sbv": ["sbv.bad_timing", "cue.negative_duration"],
  "webvtt-py__invalid_format.sbv": ["unknown_format", "no_cues"],
  "webvtt-py__sample.sbv": ["cue.negative_duration"],
  "webvtt-py__empty.vtt": ["empty_file"],
  "webvtt-py__teams_timeframe.vtt": ["vtt.nonstandard_timing"],
  "go-astisub__example-in.vtt": ["vtt.nonstandard_timing"],
  "go-astisub__broken-1-in.vtt": ["unknown_format", "no_cues"],
  "vtt.js__newline-before-webvtt.vtt": ["vtt.missing_signature", "no_cues"],
  "vtt.js__tab-after-bom-before-header.vtt": ["vtt.missing_signature", "no_cues"],
  "wpt__signature-no-newline.vtt": ["no_cues"],
  "subtitles__vtt_with_multiple_new_lines.vtt": ["vtt.orphan_text"],
  "subtitleedit__sample_VodSub_stuffingBytes.sub": ["binary_file", "no_cues"],
};

const EXPECTED_FORMAT: Record<string, string> = {
  "SubtitlesParser__Fight Club_eng.sub": "srt",
  "webvtt-py__invalid.vtt": "srt",
  "SubtitlesParser__20140116-121030_invalidSub": "srt",
  "subtitles__sub_viewer.sub": "subviewer",
  "subtitles__sub_viewer_with_headers.sub": "subviewer",
  "SubtitlesParser__20140117-211217_invalidSub": "ass",
  "SubtitlesParser__20140115-194321_invalidSub": "sub",
  "go-astisub__example-in.ssa": "ssa",
  "subtitleedit__sample_WebVTT_AppleTV.webvtt": "vtt",
  "subsrt__sample.sbv": "sbv",
};

const EXPECTED_ENCODING: Record<string, [string, boolean]> = {
  "pysrt__bom-utf-16-be.srt": ["utf-16be", true],
  "pysrt__bom-utf-16-le.srt": ["utf-16le", true],
  "pysrt__bom-utf-32-le.srt": ["utf-32le", true],
  "pysrt__windows-1252.srt": ["windows-1252", false],
  "pysrt__capability_tester.srt": ["utf-8", true],
  "subtitleedit__auto_detect_windows-1250.srt": ["windows-1250", false],
  "subtitleedit__auto_detect_windows-1251.srt": ["windows-1251", false],
  "SubtitlesParser__Salvage.SRT": ["windows-1256", false],
  "go-astisub__example-in-non-utf8.vtt": ["utf-16le", true],
  "subtitle.js__LaLaLand.srt": ["utf-8", false],
};

/** Text a few known files must decode to (checks the encoding guess, not only its name). */
const EXPECTED_TEXT: Record<string, string> = {
  "subtitleedit__auto_detect_windows-1250.srt": "Đino, dođavola.",
  "subtitleedit__auto_detect_windows-1251.srt": "Из зоре времена долазимо",
  "pysrt__windows-1252.srt": "ÉVÉNEMENTS",
  "pysrt__bom-utf-32-le.srt": "About 2 months ago",
  "SubtitlesParser__Pirates of Caraibean CD1.sub": "…",
};

const codes = (r: ParseResult) => r.diagnostics.map((d) => d.code);
const timingsOf = (r: ParseResult) => r.cues.map((c) => ({ start: c.start, end: c.end, text: c.text }));

describe.skipIf(!corpusPresent)("subtitle corpus", () => {
  const files = corpusFiles();
  it("has files", () => expect(files.length).toBeGreaterThan(90));

  for (const file of files) {
    describe(`${file.folder}/${file.name}`, () => {
      const bytes = readCorpus(file.folder, file.name);
      const result = parseSubtitle(new Uint8Array(bytes), { filename: file.name });
      const expectedCodes = EXPECTED_DIAGNOSTICS[file.name];

      it("never throws and reports the expected diagnostics", () => {
        for (const d of result.diagnostics) {
          expect(d.line).toBeGreaterThanOrEqual(0);
          expect(d.message.length).toBeGreaterThan(0);
        }
        if (expectedCodes) expect(codes(result)).toEqual(expect.arrayContaining(expectedCodes));
        else expect(result.cues.length, JSON.stringify(result.diagnostics.slice(0, 3))).toBeGreaterThan(0);
        if (codes(result).includes("no_cues")) expect(result.cues).toHaveLength(0);
      });

      const format = EXPECTED_FORMAT[file.name];
      if (format) it("is detected by content", () => expect(result.format).toBe(format));
      const enc = EXPECTED_ENCODING[file.name];
      if (enc) it("has its encoding detected", () => expect([result.encoding, result.bom]).toEqual(enc));
      const sample = EXPECTED_TEXT[file.name];
      if (sample)
        it("decodes to the right characters", () =>
          expect(result.cues.some((c) => c.text.includes(sample))).toBe(true));

      it("survives serialize → re-parse in its own format", (ctx) => {
        if (result.cues.length === 0) ctx.skip("no cues to round-trip");
        const written = serializeSubtitle(result, result.format);
        const again = parseSubtitle(written, { format: result.format });
        expect(timingsOf(again)).toEqual(timingsOf(result));
        // SRT indexes are renumbered on write; VTT ids and both formats' settings come back as written.
        const kept = (r: ParseResult) => r.cues.map((c) => [r.format === "vtt" ? c.id : "", c.settings]);
        if (result.format === "vtt" || result.format === "srt") expect(kept(again)).toEqual(kept(result));
        expect(serializeSubtitle(again, again.format)).toBe(written);
      });

      it("converts to SRT, VTT and SBV with every visible cue and its timing kept", (ctx) => {
        if (result.cues.length === 0) ctx.skip("no cues to convert");
        // ASS Comment events are not shown, so other formats leave them out, and list the events by start time;
        // negative times (broken MicroDVD frames) cannot be written and start at zero.
        const visible = result.cues.filter((c) => c.ass?.kind !== "Comment");
        if (result.ass) visible.sort((a, b) => a.start - b.start);
        const expected = visible.map((c) => [Math.max(0, c.start), Math.max(0, c.end)]);
        for (const target of ["srt", "vtt", "sbv"] as const) {
          const converted = parseSubtitle(serializeSubtitle(result, target), { format: target });
          expect(
            converted.cues.map((c) => [c.start, c.end]),
            target,
          ).toEqual(expected);
        }
        expect(serializeSubtitle(result, "txt").length).toBeGreaterThan(0);
      });
    });
  }

  it("matches subtitle.js on LaLaLand.srt (ignoring its whitespace-only junk lines at EOF)", () => {
    const expected = JSON.parse(readCorpus("srt", "subtitle.js__LaLaLand.srt.json").toString("utf8")) as {
      data: { start: number; end: number; text: string };
    }[];
    const result = parseSubtitle(new Uint8Array(readCorpus("srt", "subtitle.js__LaLaLand.srt")));
    const trimJunk = (t: string) => t.replace(/(\n[ \t]*)+$/, "");
    expect(timingsOf(result)).toEqual(
      expected.map((e) => ({ start: e.data.start, end: e.data.end, text: trimJunk(e.data.text) })),
    );
  });
});

describe.skipIf(corpusPresent)("subtitle corpus", () => {
  it.skip(corpusMissingMessage, () => {});
});
