import { describe, expect, it } from "vitest";
import { asciiPieces, buildSrt, numberedCues, vttBlocks } from "../../../test/helpers/subtitles";
import { readSrtLines } from "./srt";
import { readCanonicalSrt } from "./srtFast";
import { readVttStrict } from "./vtt";

// Enough cues for three chunks of the fast paths' cue list, so that joining them is exercised.
const cues = numberedCues(20_000);

describe("cues collected in chunks by the fast paths", () => {
  it("keeps SubRip cues in order and drops only the indexes that are the cue's number", () => {
    // One index that is not its cue's number, after the first chunk.
    const text = buildSrt(cues).replace("\n9001\n", "\n1\n");
    const fast = readCanonicalSrt(asciiPieces([text]));
    expect(fast).toEqual(readSrtLines(text).document.cues);
    expect(fast?.map((cue) => cue.text)).toEqual(cues.map((cue) => cue.text));
    expect(fast?.[8_192]).toMatchObject({ start: 8_192 * 3000, line: 8_192 * 4 + 1 });
    expect(fast?.filter((cue) => cue.id !== undefined).map((cue) => cue.id)).toEqual(["1"]);
  });

  it("joins WebVTT cues read on both sides of a block the fast path leaves to the collector", () => {
    const note = "NOTE between two chunks";
    const text = `WEBVTT\n\n${vttBlocks(cues.slice(0, 12_000))}\n${note}\n\n${vttBlocks(cues.slice(12_000))}`;
    const fast = readVttStrict(asciiPieces([text]), true);
    expect(fast).toEqual(readVttStrict(text, false));
    expect(fast.document.cues.map((cue) => cue.text)).toEqual(cues.map((cue) => cue.text));
    expect(fast.document.vtt?.blocks).toEqual([{ kind: "NOTE", text: note, beforeCue: 12_000 }]);
  });
});
