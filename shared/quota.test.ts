import { describe, expect, it } from "vitest";
import { charactersToSend, codePoints, nextUtcMidnight, utcDay } from "./quota";
import { extractSegments, parseSubtitle } from "./subtitles";

describe("quota days", () => {
  it("counts by UTC day and resets at the next midnight UTC", () => {
    const late = Date.parse("2026-11-25T23:59:59.999Z");
    expect(utcDay(late)).toBe("2026-11-25");
    expect(new Date(nextUtcMidnight(late)).toISOString()).toBe("2026-11-26T00:00:00.000Z");
    expect(new Date(nextUtcMidnight(Date.parse("2026-11-26T00:00:00.000Z"))).toISOString()).toBe(
      "2026-11-27T00:00:00.000Z",
    );
  });

  it("counts the characters a translation sends: code points of each distinct translatable text", () => {
    const srt =
      "1\n00:00:01,000 --> 00:00:02,000\nHello there.\n\n2\n00:00:03,000 --> 00:00:04,000\n♪ ♪\n\n" +
      "3\n00:00:05,000 --> 00:00:06,000\nHello there.\n\n4\n00:00:07,000 --> 00:00:08,000\n日本語です\n";
    const segments = extractSegments(parseSubtitle(srt));
    expect(charactersToSend(segments)).toBe(codePoints("Hello there.") + codePoints("日本語です"));
    expect(codePoints("😀a")).toBe(2);
  });
});
