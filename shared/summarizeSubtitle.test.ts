import { readFixture } from "@test/helpers/subtitles";
import { describe, expect, it } from "vitest";
import { parseSubtitle } from "./subtitles";
import { summarizeSubtitle } from "./summarizeSubtitle";

describe("summarizeSubtitle", () => {
  it("ends the duration at the latest cue end, even when the cues are out of order", () => {
    const srt = "1\n00:00:05,000 --> 00:00:09,250\nLate\n\n2\n00:00:01,000 --> 00:00:02,000\nEarly\n";
    const summary = summarizeSubtitle(parseSubtitle(srt, { filename: "film.srt" }));
    expect(summary).toMatchObject({ format: "srt", subtitle_count: 2, duration: 9.25 });
    expect(summary.diagnostic_count).toBe(summary.diagnostics.length);
  });

  it("says when a file is rolling auto-captions, and what collapsing them counts", () => {
    const vtt = new Uint8Array(readFixture("rolling-captions.vtt"));
    const summary = summarizeSubtitle(parseSubtitle(vtt, { filename: "captions.vtt" }));
    expect(summary).toMatchObject({
      subtitle_count: 12,
      rolling_captions: true,
      collapsed: { subtitle_count: 6, characters: 213 },
    });
    // Read as written, each line goes out in two rolling cues and in its repeat: over twice the characters.
    expect(summary.characters).toBeGreaterThan(2 * 213);
    const srt = summarizeSubtitle(
      parseSubtitle(new Uint8Array(readFixture("dialogue.srt")), { filename: "d.srt" }),
    );
    expect(srt).toMatchObject({ rolling_captions: false });
    expect(srt.collapsed).toBeUndefined();
  });
});
