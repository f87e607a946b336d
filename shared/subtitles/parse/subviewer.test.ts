import { describe, expect, it } from "vitest";
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
});
