import { describe, expect, it } from "vitest";
import { measureCue, readingIssues, readingLimits } from "./readingLimits";

describe("reading limits", () => {
  it("are the target script's", () => {
    expect(readingLimits("pt-br")).toEqual({ max_cps: 17, max_line_length: 42, max_lines: 2 });
    expect(readingLimits("zh-TW")).toMatchObject({ max_cps: 9, max_line_length: 16 });
    expect(readingLimits("ja")).toMatchObject({ max_cps: 4, max_line_length: 13 });
    expect(readingLimits("ko")).toMatchObject({ max_cps: 12, max_line_length: 16 });
  });

  it("measure what a viewer sees: lines without markup, characters a second over the duration", () => {
    expect(measureCue("<i>Bonjour</i> à tous\nça va ?", 2000)).toEqual({
      cps: 10.5,
      max_line_length: 14,
      lines: 2,
    });
    expect(measureCue("{\\an8}Un\\NDeux\\NTrois", 1000)).toEqual({ cps: 11, max_line_length: 5, lines: 3 });
    expect(measureCue("Sans durée", 0).cps).toBe(0);
    const issues = readingIssues({ cps: 18, max_line_length: 43, lines: 3 }, readingLimits("fr"));
    expect(issues).toEqual(["over_cps", "over_line_length", "too_many_lines"]);
  });
});
