import { asciiPieces, buildSrt, type FixtureCue, numberedCues, vttBlocks } from "@test/helpers/subtitles";
import { describe, expect, it } from "vitest";
import { SAMPLE_CUES } from "./cueRoom";
import { readSrtLines } from "./srt";
import { readCanonicalSrt } from "./srtFast";
import { readVttStrict } from "./vtt";

/**
 * Cues whose text runs `ratio` times as long after the fast paths' sample as in it: they then need fewer (or more)
 * cues than the room made for them, which must leave no hole and lose no cue.
 */
function cuesChangingLength(count: number, ratio: number): FixtureCue[] {
  return numberedCues(count).map((cue, i) =>
    i < SAMPLE_CUES
      ? cue
      : { ...cue, text: cue.text.repeat(Math.ceil(ratio)).slice(0, Math.ceil(cue.text.length * ratio)) },
  );
}

const COUNT = SAMPLE_CUES * 16;

describe("room made for the cues of a large file", () => {
  for (const [label, ratio] of [
    ["as long", 1],
    ["longer", 3],
    ["shorter", 0.2],
  ] as const) {
    it(`keeps every SubRip cue, in order, when later cues are ${label}`, () => {
      const cues = cuesChangingLength(COUNT, ratio);
      // One index that is not its cue's number, after the sample.
      const text = buildSrt(cues).replace(`\n${SAMPLE_CUES + 100}\n`, "\n1\n");
      const fast = readCanonicalSrt(asciiPieces([text]));
      expect(fast).toEqual(readSrtLines(text).document.cues);
      expect(fast?.length).toBe(COUNT);
      expect(Object.keys(fast ?? []).length).toBe(COUNT);
      expect(fast?.filter((cue) => cue.id !== undefined).map((cue) => cue.id)).toEqual(["1"]);
    });

    it(`keeps every WebVTT cue, on both sides of a block for the collector, when later cues are ${label}`, () => {
      const cues = cuesChangingLength(COUNT, ratio);
      const note = "NOTE read by the block collector";
      const half = COUNT / 2;
      const text = `WEBVTT\n\n${vttBlocks(cues.slice(0, half))}\n${note}\n\n${vttBlocks(cues.slice(half))}`;
      const fast = readVttStrict(asciiPieces([text]), true);
      expect(fast).toEqual(readVttStrict(text, false));
      const read = fast.document.cues;
      expect(read.map((cue) => cue.text)).toEqual(cues.map((cue) => cue.text));
      expect(Object.keys(read).length).toBe(COUNT);
      expect(fast.document.vtt?.blocks).toEqual([{ kind: "NOTE", text: note, beforeCue: half }]);
    });
  }
});
