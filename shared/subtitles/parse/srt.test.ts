import { asciiPieces } from "@test/helpers/subtitles";
import { describe, expect, it } from "vitest";
import { parseSubtitle } from "../index";
import { scanClockTime } from "../timecode";
import { readCanonicalSrt } from "./srtFast";

const read = (text: string) => {
  const result = parseSubtitle(text, { filename: "film.srt" });
  return {
    cues: result.cues.map((c) => [c.start, c.end, c.text]),
    diagnostics: result.diagnostics.map((d) => `${d.line} ${d.code}`),
  };
};

describe("SubRip general reader: a cue number without its timing", () => {
  const first = "1\n00:00:01,000 --> 00:00:02,000\nHello.\nSecond line.\n\n";

  it("drops a number left alone at the end of the file instead of showing it as text", () => {
    const expected = { cues: [[1000, 2000, "Hello.\nSecond line."]], diagnostics: ["6 srt.missing_timing"] };
    expect(read(`${first}2\n`)).toEqual(expected);
    expect(read(`${first}2`)).toEqual(expected);
    expect(read(`${first}2\n\n\n`)).toEqual(expected);
  });

  it("drops a number alone between blank lines before the next cue", () => {
    expect(read(`${first}2\n\n3\n00:00:03,000 --> 00:00:04,000\nBye.\n`)).toEqual({
      cues: [
        [1000, 2000, "Hello.\nSecond line."],
        [3000, 4000, "Bye."],
      ],
      diagnostics: ["6 srt.missing_timing"],
    });
  });

  it("keeps text after a blank line, and a number right under a text line, in the cue", () => {
    expect(read(`${first}More text.\n`).cues).toEqual([[1000, 2000, "Hello.\nSecond line.\n\nMore text."]]);
    expect(read("1\n00:00:01,000 --> 00:00:02,000\nLine\n42\n").cues).toEqual([[1000, 2000, "Line\n42"]]);
  });
});

describe("SubRip general reader: a first cue with a broken timing", () => {
  it("reports the timing alone, not its text as text before the first cue", () => {
    expect(
      read("1\n-0:00:04,567 --> -0:00:03,456\nFirst.\n\n2\n00:00:05,000 --> 00:00:06,000\nSecond.\n"),
    ).toEqual({ cues: [[5000, 6000, "Second."]], diagnostics: ["2 srt.bad_timing"] });
  });

  it("still reports text before the first cue", () => {
    expect(read("Subtitles by someone\n\n1\n00:00:05,000 --> 00:00:06,000\nSecond.\n").diagnostics).toEqual([
      "1 srt.ignored_text",
    ]);
  });
});

describe("scanClockTime", () => {
  const scan = (t: string) => scanClockTime(t, 0, t.length);

  it("reads seconds zero-padded to three digits when a fraction follows", () => {
    expect(scan("00:00:013,567")).toBe(13_567);
    expect(scan("01:02:003.5")).toBe(3_723_500);
    expect(scan("00:00:099,000")).toBe(-1);
  });

  it("still reads three digits after a second colon as the fraction of mm:ss:fff", () => {
    expect(scan("00:01:500")).toBe(1_500);
    expect(scan("1:02:03:04")).toBe(3_723_040);
  });

  it("rejects more than three digits after a colon rather than reading a fraction of them", () => {
    expect(scan("00:00:01000")).toBe(-1);
    expect(scan("00:00:01,0004")).toBe(1_000);
  });

  it("reports a timing whose comma was lost, where it read 10 ms before", () => {
    expect(read("1\n00:00:01000 --> 00:00:02,000\nA\n").diagnostics).toEqual([
      "2 srt.bad_timing",
      "0 no_cues",
    ]);
    expect(read("5\n00:00:013,567 --> 00:00:14,901\nA\n").cues).toEqual([[13_567, 14_901, "A"]]);
  });
});

describe("SubRip indexes", () => {
  const ids = (text: string) => parseSubtitle(text, { filename: "film.srt" }).cues.map((c) => c.id);
  const cue = (index: string, second: number) =>
    `${index}\n00:00:0${second},000 --> 00:00:0${second},500\nText ${second}\n\n`;

  it("keeps an index only where it is not the cue's number, in both readers", () => {
    const file = cue("1", 1) + cue("02", 2) + cue("3", 3) + cue("7", 4) + cue("5", 5);
    const expected = [undefined, "02", undefined, "7", undefined];
    expect(readCanonicalSrt(asciiPieces([file]))?.map((c) => c.id)).toEqual(expected);
    expect(ids(file)).toEqual(expected);
    // A cue with a settings-like tail sends the file to the general reader, which must agree.
    const general = file.replace("00:00:05,500\n", "00:00:05,500 X1:10\n");
    expect(readCanonicalSrt(asciiPieces([general]))).toBeNull();
    expect(ids(general)).toEqual(expected);
    expect(ids(general + cue("intro", 6))).toEqual([...expected, "intro"]);
  });

  it("numbers the cues that are read: after a dropped cue the next index is its number again", () => {
    const broken = "2\n00:00:02,000 -> 00:00:02,500\nLost\n\n";
    expect(ids(cue("1", 1) + broken + cue("3", 3) + cue("3", 4))).toEqual([undefined, "3", undefined]);
  });
});
