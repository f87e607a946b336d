import { describe, expect, it } from "vitest";
import { serializeSubtitle } from "../index";
import { serializeAss, serializeSsa } from "../serialize/ass";
import { parseAss } from "./ass";

const ASS = `[Script Info]
ScriptType: v4.00+
PlayResX: 640

[V4+ Styles]
Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding
Style: Default,Arial,20,&H00FFFFFF,&H000000FF,&H00000000,&H00000000,0,0,0,0,100,100,0,0,1,2,2,8,10,10,10,1

[Events]
Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text
Dialogue: 0,0:00:01.00,0:00:02.50,Default,Bob,0,0,0,,{\\i1}Hello, world{\\i0}\\Nsecond line
Comment: 0,0:00:03.00,0:00:04.00,Default,,0,0,0,,a note
; a comment line

Dialogue: 1,0:00:05.00,0:00:06.00,Default,,0,0,0,,I start with a letter
`;

describe("parseAss", () => {
  it("reads events by their Format fields, keeps commas in Text and the first character", () => {
    const { document, diagnostics } = parseAss(ASS);
    expect(diagnostics).toEqual([]);
    expect(document.format).toBe("ass");
    expect(document.cues.map((c) => [c.start, c.end, c.text, c.line, c.ass?.kind])).toEqual([
      [1000, 2500, "{\\i1}Hello, world{\\i0}\nsecond line", 11, "Dialogue"],
      [3000, 4000, "a note", 12, "Comment"],
      [5000, 6000, "I start with a letter", 15, "Dialogue"],
    ]);
    expect(document.cues[0]?.ass?.fields).toEqual({
      Layer: "0",
      Style: "Default",
      Name: "Bob",
      MarginL: "0",
      MarginR: "0",
      MarginV: "0",
      Effect: "",
    });
  });

  it("accepts Format fields in any order and a reduced field list", () => {
    const text = "[Events]\nFormat: Text, Start, Style, End\nDialogue: Hi, 0:00:01.00,S,0:00:02.00\n";
    // Text first is unusual; the last field still keeps the rest of the line.
    const { document } = parseAss(text);
    expect(document.cues[0]).toMatchObject({ start: 1000, text: "Hi", ass: { fields: { Style: "S" } } });
    const { document: reduced } = parseAss(
      "[Events]\nFormat: Start, End, Style, Text\nDialogue: 00:00:00.00,00:00:10.00,S1,a, b\n",
    );
    expect(reduced.cues[0]).toMatchObject({ start: 0, end: 10000, text: "a, b" });
  });

  it("gives each event its own fields when Dialogue, Comment and unreadable events alternate", () => {
    const head =
      "[Events]\nFormat: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\n";
    const events = [
      "Dialogue: 0,0:00:01.00,0:00:02.00,A,,0,0,0,,one",
      "Comment: 0,0:00:01.00,0:00:02.00,B,,0,0,0,,two",
      "Dialogue: 0,0:00:03.00,0:00:04.00,B,,0,0,0,,three",
      "Dialogue: 2,0:00:05.00,0:00:06.00,C,,0",
      "Dialogue: 0,0:00:05.00,0:00:06.00,B,,0,0,0,,four",
      "Dialogue: 2,0:00:07.00,bad,B,,0,0,0,,lost",
      "Dialogue: 2,0:00:08.00,0:00:09.00,B,,0,0,0,,five",
      "Dialogue: 2,12:00:00.00,123:00:00.00,B,,0,0,0,,six",
      "Dialogue: 2,01:00:00.00,1:00:00.0,B,,0,0,0,,seven",
    ];
    const text = `${head}${events.join("\n")}\n`;
    const { document } = parseAss(text);
    expect(document.cues.map((c) => [c.text, c.ass?.kind, c.ass?.fields.Layer, c.ass?.fields.Style])).toEqual(
      [
        ["one", "Dialogue", "0", "A"],
        ["two", "Comment", "0", "B"],
        ["three", "Dialogue", "0", "B"],
        ["four", "Dialogue", "0", "B"],
        ["five", "Dialogue", "2", "B"],
        ["six", "Dialogue", "2", "B"],
        ["seven", "Dialogue", "2", "B"],
      ],
    );
    expect(document.cues.slice(-2).map((c) => [c.start, c.end])).toEqual([
      [43_200_000, 442_800_000],
      [3_600_000, 3_600_000],
    ]);
    expect(serializeAss(document)).toBe(text);
  });

  it("tells repeated Dialogue and Comment events apart when their leads and first fields are as long", () => {
    const head =
      "[Events]\nFormat: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\n";
    const events = [
      "Dialogue: 0,0:00:01.00,0:00:02.00,A,,0,0,0,,d1",
      "Dialogue: 0,0:00:02.00,0:00:03.00,A,,0,0,0,,d2",
      "Comment: 10,0:00:03.00,0:00:04.00,A,,0,0,0,,c1",
      "Comment: 10,0:00:04.00,0:00:05.00,A,,0,0,0,,c2",
      "Dialogue: 0,0:00:05.00,0:00:06.00,A,,0,0,0,,d3",
      "Comment: 10,10:00:06.00,12:00:07.00,A,,0,0,0,,c3",
      "Comment: 10,0:00:07.00,0:00:08.5,A,,0,0,0,,c4",
      "Comment: 10,0:00:08.00,0:00:09.0x,A,,0,0,0,,c5",
      "Dialogue:  0,0:00:09.00,0:00:10.00,A,,0,0,0,,d4",
    ];
    const text = `${head}${events.join("\n")}\n`;
    const { document, diagnostics } = parseAss(text);
    expect(document.cues.map((c) => [c.text, c.ass?.kind, c.ass?.fields.Layer, c.start, c.end])).toEqual([
      ["d1", "Dialogue", "0", 1000, 2000],
      ["d2", "Dialogue", "0", 2000, 3000],
      ["c1", "Comment", "10", 3000, 4000],
      ["c2", "Comment", "10", 4000, 5000],
      ["d3", "Dialogue", "0", 5000, 6000],
      ["c3", "Comment", "10", 36_006_000, 43_207_000],
      ["c4", "Comment", "10", 7000, 8500],
      ["d4", "Dialogue", "0", 9000, 10_000],
    ]);
    expect(diagnostics.map((d) => [d.code, d.line])).toEqual([["ass.bad_timing", 10]]);
    expect(serializeAss(document)).toBe(text);
  });

  it("serializes back to the same text", () => {
    const { document } = parseAss(ASS);
    expect(serializeAss(document)).toBe(ASS);
  });

  it("keeps non-standard times and leads as written while the timing is unchanged", () => {
    const text =
      "[Events]\nFormat: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\nDialogue:0,00:00:03.766,0:00:04.00,D,,0,0,0,,x\n";
    const { document } = parseAss(text);
    expect(document.cues[0]?.start).toBe(3766);
    expect(serializeAss(document)).toBe(text);
    const moved = { ...document, cues: document.cues.map((c) => ({ ...c, start: 3000 })) };
    expect(serializeAss(moved)).toContain("Dialogue:0,0:00:03.00,0:00:04.00,");
  });

  it("reports malformed lines with their line numbers and never throws", () => {
    const text =
      "junk\n[Events]\nFormat: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\nDialogue: 0,0:00:01.00\nDialogue: 0,xx,0:00:02.00,D,,0,0,0,,t\nwhat\nDialogue: 0,0:00:01.00,0:00:02.00,D,,0,0,0,,ok\n";
    const { document, diagnostics } = parseAss(text);
    expect(diagnostics.map((d) => [d.code, d.line])).toEqual([
      ["ass.junk_before_header", 1],
      ["ass.bad_event", 4],
      ["ass.bad_timing", 5],
      ["ass.unknown_line", 6],
    ]);
    expect(document.cues).toHaveLength(1);
    // Unreadable events stay in the file when it is written back.
    expect(serializeAss(document)).toContain("Dialogue: 0,xx,0:00:02.00,D,,0,0,0,,t");
    expect(parseAss("").diagnostics.map((d) => d.code)).toEqual(["no_cues"]);
  });

  it("keeps [Fonts]/[Graphics] data verbatim, even lines that look like section headers", () => {
    const text =
      "[Script Info]\nTitle: x\n\n[Graphics]\nfilename: a.png\n[M(&%\n!!!!\n\n[Events]\nFormat: Start, End, Text\nDialogue: 0:00:01.00,0:00:02.00,hi\n";
    const { document } = parseAss(text);
    expect(document.ass?.sections.map((s) => s.name)).toEqual(["Script Info", "Graphics", "Events"]);
    expect(serializeAss(document)).toBe(text);
  });

  it("writes each event in the fields of the Format line above it, as scripts pasted together have", () => {
    const first =
      "[Script Info]\nScriptType: v4.00+\n\n[Events]\nFormat: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\nDialogue: 0,0:00:01.00,0:00:02.00,A,Ann,0,0,0,,one, two\nDialogue: 0,0:00:03.00,0:00:04.00,A,,0,0,0,,three\n\n";
    const second =
      "[Script Info]\nTitle: part 2\n\n[Events]\nFormat: Start, End, Style, Text\nDialogue: 0:00:05.00,0:00:06.00,B,four, five\nFormat: Layer, Start, End, Text\nDialogue: 2,0:00:07.00,0:00:08.00,six\n";
    const text = first + second;
    const { document, diagnostics } = parseAss(text);
    expect(diagnostics).toEqual([]);
    expect(document.cues.map((c) => [c.start, c.text, c.ass?.fields])).toEqual([
      [1000, "one, two", expect.objectContaining({ Style: "A", Name: "Ann" })],
      [3000, "three", expect.objectContaining({ Style: "A", Name: "" })],
      [5000, "four, five", { Style: "B" }],
      [7000, "six", { Layer: "2" }],
    ]);
    expect(serializeAss(document)).toBe(text);
    // In the other flavour every [Events] section gets the standard Format line, and keeps its own events.
    const ssa = serializeSsa(document);
    expect(ssa.match(/^Format: Marked, Start, End, .*$/gm)).toHaveLength(2);
    const back = parseAss(ssa).document;
    expect(back.cues.map((c) => [c.start, c.text])).toEqual(document.cues.map((c) => [c.start, c.text]));
    expect(ssa.indexOf("six")).toBeGreaterThan(ssa.lastIndexOf("[Events]"));
    expect(ssa.indexOf("three")).toBeLessThan(ssa.lastIndexOf("[Events]"));
  });

  it("reads events by the standard fields when the Format line names no Start, End or Text", () => {
    const text =
      "[Events]\nFormat: Layer, Strat, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\nDialogue: 0,0:00:01.00,0:00:02.00,D,,0,0,0,,hello\n";
    const { document, diagnostics } = parseAss(text);
    expect(diagnostics.map((d) => [d.code, d.line, d.severity])).toEqual([["ass.bad_format", 2, "warning"]]);
    expect(document.cues.map((c) => [c.start, c.end, c.text])).toEqual([[1000, 2000, "hello"]]);
    expect(serializeAss(document)).toBe(text);
    expect(serializeSsa(document)).toContain("Dialogue: Marked=0,0:00:01.00,0:00:02.00,D,,0,0,0,,hello\n");
  });

  it("keeps a Format line wrapped onto the next line whole: as written, or replaced in the other flavour", () => {
    const text =
      "[Script Info]\nScriptType: v4.00\n\n[Events]\nFormat: Marked, Start, End, Style, Name,\n MarginL, MarginR, MarginV, Effect, Text\nDialogue: Marked=0,0:00:01.00,0:00:02.00,D,,0,0,0,,hi\n";
    const { document, diagnostics } = parseAss(text);
    expect(diagnostics).toEqual([]);
    expect(document.cues[0]).toMatchObject({ start: 1000, text: "hi", line: 7 });
    expect(serializeSsa(document)).toBe(text.replace("\n MarginL", "\nMarginL"));
    const ass = serializeAss(document);
    expect(ass).not.toContain("\nMarginL");
    expect(parseAss(ass).diagnostics).toEqual([]);
  });

  it("ends a Format line cut after its comma at the next section header or blank line", () => {
    const text =
      "[V4+ Styles]\nFormat: Name, Fontname,\n[Events]\nFormat: Layer, Start, End, Style, Text\nDialogue: 0,0:00:01.00,0:00:02.00,D,hi\n";
    const { document } = parseAss(text);
    expect(document.ass?.sections.map((s) => s.name)).toEqual(["V4+ Styles", "Events"]);
    expect(document.cues.map((c) => c.text)).toEqual(["hi"]);
    expect(serializeAss(document)).toBe(text);
    const blank = "[V4+ Styles]\nFormat: Name, Fontname,\n\nStyle: D,Arial\n";
    expect(parseAss(blank).document.ass?.sections[0]?.lines).toEqual([
      "Format: Name, Fontname,",
      "",
      "Style: D,Arial",
    ]);
  });

  it("writes an event it could not read as a comment in the other flavour, where it might read as a cue", () => {
    const ssa =
      "[Script Info]\nScriptType: v4.00\n\n[Events]\nFormat: Start, End, Marked, Style, Text\nDialogue: 0:00:01.00,0:00:02.00,Marked=0,D,kept\nDialogue: Marked=0,0:00:03.00,0:00:04.00,D,,0,0,0,,broken\n";
    const { document, diagnostics } = parseAss(ssa);
    expect(diagnostics.map((d) => [d.code, d.line])).toEqual([["ass.bad_timing", 7]]);
    expect(serializeSsa(document)).toBe(ssa);
    const ass = serializeAss(document);
    expect(ass).toContain("\n; Dialogue: Marked=0,0:00:03.00,0:00:04.00,D,,0,0,0,,broken\n");
    expect(parseAss(ass).document.cues.map((c) => c.text)).toEqual(["kept"]);
  });

  it("reads SSA v4 with Marked= and converts styles to ASS and back", () => {
    const ssa = `[Script Info]
ScriptType: v4.00

[V4 Styles]
Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, TertiaryColour, BackColour, Bold, Italic, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, AlphaLevel, Encoding
Style: Default,Arial,28,11861244,65535,255,-2147483640,-1,0,1,1,2,6,30,30,30,0,0

[Events]
Format: Marked, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text
Dialogue: Marked=0,0:00:01.18,0:00:06.85,Default,NTP,0000,0000,0000,,MAN:\\nHow did we
`;
    const { document } = parseAss(ssa);
    expect(document.format).toBe("ssa");
    expect(document.cues[0]).toMatchObject({ start: 1180, end: 6850, text: "MAN:\\nHow did we" });
    expect(serializeSsa(document)).toBe(ssa);
    const ass = serializeAss(document);
    expect(ass).toContain("ScriptType: v4.00+");
    expect(ass).toContain("[V4+ Styles]");
    // Alignment 6 (SSA top centre) is 8 on the ASS keypad; decimal colours become &HAABBGGRR.
    expect(ass).toContain(
      "Style: Default,Arial,28,&H00B4FCFC,&H0000FFFF,&H000000FF,&H80000008,-1,0,0,0,100,100,0,0,1,1,2,8,30,30,30,0",
    );
    // SSA's \n line break is a soft break in ASS: it becomes \N.
    expect(ass).toContain("Dialogue: 0,0:00:01.18,0:00:06.85,Default,NTP,0000,0000,0000,,MAN:\\NHow did we");
    const back = parseAss(ass).document;
    expect(back.format).toBe("ass");
    expect(serializeSsa(back)).toContain(
      "Style: Default,Arial,28,&H00B4FCFC,&H0000FFFF,&H000000FF,&H80000008,-1,0,1,1,2,6,30,30,30,0,0",
    );
  });

  it("writes SRT-born documents with a default script, style and converted markup", () => {
    const doc = {
      format: "srt" as const,
      cues: [{ start: 1000, end: 2000, text: "<i>Hi</i>\nthere", line: 1 }],
    };
    const out = serializeAss(doc);
    expect(out).toContain("[Script Info]\n; Script generated by Polysub\nScriptType: v4.00+");
    expect(out).toContain("Style: Default,Arial,20,");
    expect(out).toContain("Dialogue: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,,{\\i1}Hi{\\i0}\\Nthere\n");
    const reparsed = parseAss(out);
    expect(reparsed.diagnostics).toEqual([]);
    expect(reparsed.document.cues[0]).toMatchObject({
      start: 1000,
      end: 2000,
      text: "{\\i1}Hi{\\i0}\nthere",
    });
    expect(serializeSsa(doc)).toContain(
      "Dialogue: Marked=0,0:00:01.00,0:00:02.00,Default,,0000,0000,0000,,{\\i1}Hi{\\i0}\\Nthere\n",
    );
  });

  it("leaves Comment events out of formats without comments, originals still aligned", () => {
    const { document } = parseAss(ASS);
    const srt = serializeSubtitle(document, "srt", { original: document.cues });
    expect(srt).not.toContain("a note");
    expect(srt).toContain("2\n00:00:05,000 --> 00:00:06,000\nI start with a letter\nI start with a letter\n");
    expect(serializeSubtitle(document, "ssa")).toContain(
      "Comment: Marked=0,0:00:03.00,0:00:04.00,Default,,0,0,0,,a note",
    );
  });

  it("puts a WebVTT voice in the Name field", () => {
    const doc = {
      format: "vtt" as const,
      cues: [{ start: 0, end: 1000, text: "<v.loud Roger Bingham>Hi</v>", line: 1 }],
    };
    expect(serializeAss(doc)).toContain(
      "Dialogue: 0,0:00:00.00,0:00:01.00,Default,Roger Bingham,0,0,0,,Hi\n",
    );
  });

  it("adds the original text as Comment events when asked", () => {
    const { document } = parseAss(ASS);
    const translated = {
      ...document,
      cues: document.cues.map((c) => ({ ...c, text: c.text.toUpperCase() })),
    };
    const out = serializeAss(translated, { original: document.cues });
    expect(out).toContain(
      "Comment: 0,0:00:01.00,0:00:02.50,Default,Bob,0,0,0,,{\\i1}Hello, world{\\i0}\\Nsecond line\nDialogue: 0,0:00:01.00",
    );
  });

  it("stays linear on big scripts with and without \\N breaks", () => {
    const script = (text: string) =>
      `[Events]\nFormat: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\n${Array.from(
        { length: 20000 },
        (_, i) => `Dialogue: 0,0:00:0${i % 10}.00,0:00:0${i % 10}.50,D,,0,0,0,,${text}`,
      ).join("\n")}\n`;
    const time = (text: string) => {
      const t0 = performance.now();
      expect(parseAss(text).document.cues).toHaveLength(20000);
      return performance.now() - t0;
    };
    const withBreaks = script("one line\\Nand another");
    const without = script("one line and another one");
    time(withBreaks);
    // A search for \N running to the end of the file for every event would make this one quadratic.
    expect(time(without)).toBeLessThan(10 * time(withBreaks) + 50);
  });
});
