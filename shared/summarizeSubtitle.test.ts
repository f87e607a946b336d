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
});
