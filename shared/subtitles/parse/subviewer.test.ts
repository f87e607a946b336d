import { describe, expect, it } from "vitest";
import { parseSubtitle } from "../index";
import { serializeSubViewer } from "../serialize/subviewer";
import { parseSubViewer } from "./subviewer";

describe("parseSubViewer", () => {
  const withHeader = `[INFORMATION]
[TITLE]x
[END INFORMATION]
[SUBTITLE]
[COLF]&H000000,[STYLE]bd,[SIZE]25,[FONT]Arial
00:02:17.44,00:02:20.38
Senator, we're making[br]our final approach.

01:02:20.48,01:02:22.50
Very good.
`;

  it("keeps the header, reads timings and [br] breaks, and writes the same text back", () => {
    const { document, diagnostics } = parseSubViewer(withHeader);
    expect(diagnostics).toEqual([]);
    expect(document.subviewer?.header).toHaveLength(5);
    expect(document.cues.map((c) => [c.start, c.end, c.text, c.line])).toEqual([
      [137440, 140380, "Senator, we're making\nour final approach.", 6],
      [3740480, 3742500, "Very good.", 9],
    ]);
    expect(serializeSubViewer(document)).toBe(withHeader);
  });

  it("keeps no header line that is only a stray U+FEFF, which would be written back as a blank line", () => {
    const { document } = parseSubViewer(withHeader.replace("[SUBTITLE]\n", "[SUBTITLE]\n\uFEFF\n"));
    expect(document.subviewer?.header).toHaveLength(5);
    expect(serializeSubViewer(document)).toBe(withHeader);
  });

  it("reads a body without header and writes a standard header for other formats", () => {
    const { document } = parseSubViewer("00:00:01.00,00:00:02.00\na[br]b");
    expect(document.cues[0]).toMatchObject({ start: 1000, end: 2000, text: "a\nb" });
    const srt = { format: "srt" as const, cues: [{ start: 1000, end: 2500, text: "<b>x</b>\ny", line: 1 }] };
    const out = serializeSubViewer(srt);
    expect(out.startsWith("[INFORMATION]\n")).toBe(true);
    expect(
      out.endsWith(
        "[SUBTITLE]\n[COLF]&HFFFFFF,[STYLE]bd,[SIZE]18,[FONT]Arial\n00:00:01.00,00:00:02.50\nx[br]y\n",
      ),
    ).toBe(true);
  });

  it("reports stray text between cues", () => {
    const { diagnostics } = parseSubViewer("00:00:01.00,00:00:02.00\na\n\nstray\n");
    expect(diagnostics.map((d) => [d.code, d.line])).toEqual([["subviewer.stray_text", 4]]);
  });

  // Millisecond timings look like SBV's; the sections do not, however many cues there are.
  const milliseconds = `[SUBTITLE]\n\n${Array.from(
    { length: 15 },
    (_, i) => `00:00:${String(i * 2 + 10)}.680,00:00:${String(i * 2 + 11)}.880\nLine ${i}[br]of two\n`,
  ).join("\n")}\n[END SUBTITLE]\n`;

  it("is told from SBV by its [SUBTITLE] section even with three-digit fractions", () => {
    const result = parseSubtitle(milliseconds, { filename: "sonnet.sub" });
    expect(result.format).toBe("subviewer");
    expect(result.diagnostics).toEqual([]);
    expect(result.cues).toHaveLength(15);
    expect(result.cues[0]).toMatchObject({ start: 10_680, end: 11_880, text: "Line 0\nof two" });
  });

  it("keeps a closing [END SUBTITLE] and writes it back", () => {
    const { document } = parseSubViewer(milliseconds);
    expect(document.subviewer?.footer).toBe("[END SUBTITLE]");
    const out = serializeSubViewer(document);
    expect(out.endsWith("00:00:38.68,00:00:39.88\nLine 14[br]of two\n\n[END SUBTITLE]\n")).toBe(true);
    const timed = (cues: typeof document.cues) => cues.map((c) => [c.start, c.end, c.text]);
    expect(timed(parseSubViewer(out).document.cues)).toEqual(timed(document.cues));
  });

  it("reports a timing line that does not read and skips its cue, before the first cue and after", () => {
    const text =
      "[INFORMATION]\n[END INFORMATION]\n[SUBTITLE]\n\n-00:00:06.84,-00:00:02.85\nA\nA2\n\n" +
      "00:00:00.95,00:00:03.36\nB\n\n00:00:04.00,00:00:61.00\nC\n\n00:00:07.00,00:00:08.00\nD\n";
    const { document, diagnostics } = parseSubViewer(text);
    expect(document.cues.map((c) => c.text)).toEqual(["B", "D"]);
    expect(document.subviewer?.header).toEqual(["[INFORMATION]", "[END INFORMATION]", "[SUBTITLE]"]);
    expect(diagnostics.map((d) => [d.code, d.line])).toEqual([
      ["subviewer.bad_timing", 5],
      ["subviewer.bad_timing", 12],
    ]);
  });
});
