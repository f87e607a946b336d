// Issue 36 item 19: YouTube's rolling auto-captions are recognised, collapsed into clean cues, and their padding
// lines are never filled with translated words.

import { corpusFiles, readCorpus } from "@test/corpus";
import { shout } from "@test/fakes/tagFaults";
import { readFixture } from "@test/helpers/subtitles";
import { describe, expect, it } from "vitest";
import { parseSubtitle, serializeSubtitle } from "./index";
import { collapseRolling, isRollingCaptions } from "./rolling";
import { applyTranslations, extractSegments } from "./segments";

const read = (name: string) => parseSubtitle(new Uint8Array(readFixture(name)), { filename: name });
const rolling = read("rolling-captions.vtt");

describe("rolling captions", () => {
  it("are recognised; hand-made subtitles, the corpus's included, are not", () => {
    expect(rolling.cues).toHaveLength(12);
    expect(isRollingCaptions(rolling)).toBe(true);
    for (const name of ["dialogue.srt", "styled-lines.srt", "karaoke-lines.ass"]) {
      expect(isRollingCaptions(read(name)), name).toBe(false);
    }
    for (const file of corpusFiles()) {
      const doc = parseSubtitle(new Uint8Array(readCorpus(file.folder, file.name)), { filename: file.name });
      expect(isRollingCaptions(doc), file.name).toBe(false);
    }
  });

  it("collapse into one cue per spoken line, without repeats, word timings or 10 ms flashes", () => {
    const collapsed = collapseRolling(rolling);
    expect(collapsed.cues.map((c) => [c.start, c.end, c.text])).toEqual([
      [320, 2869, "hey everyone welcome back to the channel"],
      [2879, 5510, "today we're going to talk about sourdough"],
      [5520, 8150, "bread and why your starter keeps dying"],
      [8160, 10789, "so grab a coffee and let's go"],
      [10799, 13430, "the first thing is flour &amp; water"],
      [13440, 16070, "use whole wheat at first it helps"],
    ]);
    expect(collapsed.cues[0]?.settings).toBe("align:start position:0%");
    const written = serializeSubtitle(collapsed, "vtt");
    expect(written).toContain("Kind: captions");
    expect(parseSubtitle(written).cues.map((c) => c.text)).toEqual(collapsed.cues.map((c) => c.text));
    // Each spoken word is sent once.
    const sent = extractSegments(collapsed).filter((s) => s.translatable);
    expect(
      sent
        .map((s) => s.text)
        .join(" ")
        .split(" "),
    ).toHaveLength(42);
  });

  it("keep their padding lines blank when translated as written", () => {
    const segments = extractSegments(rolling);
    expect(segments.filter((s) => s.text.trim() === "").every((s) => !s.translatable)).toBe(true);
    const translations = segments.map((s) => (s.translatable ? shout(s.text) : null));
    const out = applyTranslations(rolling, translations).document;
    out.cues.forEach((cue, i) => {
      const source = rolling.cues[i]?.text.split("\n") ?? [];
      const lines = cue.text.split("\n");
      expect(lines).toHaveLength(source.length);
      source.forEach((line, j) => {
        if (line.trim() === "") expect(lines[j], `cue ${i + 1} line ${j + 1}`).toBe(line);
      });
    });
    expect(out.cues[1]?.text).toBe("HEY EVERYONE WELCOME BACK TO THE CHANNEL\n ");
  });

  it("keep a blank line blank in any cue", () => {
    const doc = parseSubtitle("1\n00:00:01,000 --> 00:00:02,000\nFirst line\n \nSecond line\n");
    const segments = extractSegments(doc);
    expect(segments.map((s) => [s.text, s.translatable])).toEqual([
      ["First line", true],
      [" ", false],
      ["Second line", true],
    ]);
    const out = applyTranslations(doc, ["PREMIÈRE LIGNE", null, "DEUXIÈME LIGNE"]).document;
    expect(out.cues[0]?.text).toBe("PREMIÈRE LIGNE\n \nDEUXIÈME LIGNE");
  });
});
