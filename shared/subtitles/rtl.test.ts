import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { exportDocument } from "../exportDocument";
import { parseSubtitle, RLM, restoreRtlPunctuation, withRtlMarks } from ".";
import { tokenizeMarkup } from "./markup";
import type { SubtitleDocument } from "./types";

const fixture = new URL("../../test/fixtures/persian-moved-punctuation.srt", import.meta.url);

/** The visible text of each line of each cue (tags left out). */
function visibleLines(doc: SubtitleDocument): string[] {
  return doc.cues.flatMap((cue) =>
    tokenizeMarkup(cue.text, doc.format)
      .map((t) => (t.kind === "break" ? "\n" : t.kind === "text" ? t.raw : ""))
      .join("")
      .split("\n"),
  );
}

describe("restoreRtlPunctuation", () => {
  it("puts punctuation moved to a Persian line's start back at its logical end", () => {
    const doc = parseSubtitle(readFileSync(fixture, "utf8"), { filename: "fa.srt" });
    const repaired = restoreRtlPunctuation(doc);
    expect(repaired.cues.map((c) => c.text)).toEqual([
      "ادامه بديد.",
      "کجا رفتی؟\n<i>نه!</i>",
      "- بله.\n- خب،",
      "این درست است.",
      "و بعد...",
    ]);
    expect(repaired.cues.map((c) => [c.start, c.end])).toEqual(doc.cues.map((c) => [c.start, c.end]));
  });

  it("leaves left-to-right lines and lines that already end with punctuation alone", () => {
    const doc = parseSubtitle(
      "1\n00:00:01,000 --> 00:00:02,000\n...and then\n\n2\n00:00:03,000 --> 00:00:04,000\n.این.\n",
    );
    expect(restoreRtlPunctuation(doc).cues.map((c) => c.text)).toEqual(["...and then", ".این."]);
  });
});

describe("RIGHT-TO-LEFT MARKs", () => {
  const source = parseSubtitle(
    "1\n00:00:01,000 --> 00:00:02,000\n<i>Hello!</i>\nSecond line.\n\n2\n00:00:03,000 --> 00:00:04,000\n- Yes.\n- No?\n",
  );
  const translated = {
    ...source,
    cues: source.cues.map((cue, i) => ({
      ...cue,
      text: ["<i>!مرحبا</i>\nالسطر الثاني.", "- نعم.\n- لا؟"][i] ?? "",
    })),
  };

  it("open every exported line of an Arabic export, after its tags, and survive a parse round trip", () => {
    for (const format of ["srt", "vtt", "ass", "sub", "sbv", "txt"] as const) {
      const content = exportDocument(
        { source, translated },
        {
          format,
          encoding: "utf-8",
          include_original: false,
          target_language: "ar",
          preserve_formatting: true,
        },
      );
      if (format === "txt") {
        for (const line of content.split("\n").filter((l) => l.trim() !== ""))
          expect(line.startsWith(RLM)).toBe(true);
        continue;
      }
      const back = parseSubtitle(content, { format });
      expect(back.cues).toHaveLength(2);
      const lines = visibleLines(back);
      expect(lines).toHaveLength(4);
      for (const line of lines) expect(line.startsWith(RLM), `${format}: ${JSON.stringify(line)}`).toBe(true);
    }
  });

  it("are off for a left-to-right target unless asked, and can be turned off for a right-to-left one", () => {
    const base = {
      format: "srt",
      encoding: "utf-8",
      include_original: false,
      preserve_formatting: true,
    } as const;
    expect(exportDocument({ source, translated }, { ...base, target_language: "fr" })).not.toContain(RLM);
    expect(
      exportDocument({ source, translated }, { ...base, target_language: "he", rtl_marks: false }),
    ).not.toContain(RLM);
    expect(
      exportDocument({ source, translated }, { ...base, target_language: "fr", rtl_marks: true }),
    ).toContain(RLM);
  });

  it("are not doubled on a line that has one", () => {
    const once = withRtlMarks(translated);
    expect(withRtlMarks(once).cues.map((c) => c.text)).toEqual(once.cues.map((c) => c.text));
  });
});
