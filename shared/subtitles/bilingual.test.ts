import { describe, expect, it } from "vitest";
import { type ExportChoices, exportDocument, type TranslatedDocuments } from "../exportDocument";
import { parseSubtitle } from ".";

const SRT = [
  "1\n00:00:01,000 --> 00:00:02,500\n<i>Where are you going?</i>",
  "2\n00:00:03,000 --> 00:00:05,000\nHome.\nIt is late.",
  "3\n00:00:06,000 --> 00:00:07,000\n♪",
].join("\n\n");
const FRENCH = ["<i>Où vas-tu ?</i>", "À la maison.\nIl est tard.", "♪"];

function documents(text: string, format?: "ass", french = FRENCH): TranslatedDocuments {
  const source = parseSubtitle(text, format ? { format } : {});
  const translated = {
    ...source,
    cues: source.cues.map((cue, i) => ({ ...cue, text: french[i] ?? cue.text })),
  };
  return { source, translated };
}

const choices = (format: ExportChoices["format"], extra: Partial<ExportChoices> = {}): ExportChoices => ({
  format,
  encoding: "utf-8",
  include_original: false,
  bilingual: true,
  target_language: "fr",
  preserve_formatting: true,
  ...extra,
});

describe("bilingual export", () => {
  it("SRT: each cue holds the translation, then the original on its last lines (italics on request)", () => {
    const back = parseSubtitle(exportDocument(documents(SRT), choices("srt", { bilingual_italic: true })));
    expect(back.cues.map((c) => c.text)).toEqual([
      "<i>Où vas-tu ?</i>\n<i>Where are you going?</i>",
      "À la maison.\nIl est tard.\n<i>Home.\nIt is late.</i>",
      "♪",
    ]);
    expect(back.cues.map((c) => [c.start, c.end])).toEqual([
      [1000, 2500],
      [3000, 5000],
      [6000, 7000],
    ]);
  });

  it("WebVTT: the same cues with the original below, re-parsed by the format engine", () => {
    const back = parseSubtitle(exportDocument(documents(SRT), choices("vtt")), { format: "vtt" });
    expect(back.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(back.cues.map((c) => c.text)).toEqual([
      "<i>Où vas-tu ?</i>\n<i>Where are you going?</i>",
      "À la maison.\nIl est tard.\nHome.\nIt is late.",
      "♪",
    ]);
  });

  it("ASS: the original as a second event at the same time, in a smaller top style added to [V4+ Styles]", () => {
    const content = exportDocument(documents(SRT), choices("ass", { bilingual_italic: true }));
    expect(content).toMatch(
      /^Style: Original,Arial,15,&H00FFFFFF,&H000000FF,&H00000000,&H00000000,0,-1,0,0,100,100,0,0,1,2,2,8,10,10,10,1$/m,
    );
    const back = parseSubtitle(content, { format: "ass" });
    expect(back.cues).toHaveLength(5);
    const originals = back.cues.filter((c) => c.ass?.fields.Style === "Original");
    expect(originals.map((c) => [c.start, c.end, c.text])).toEqual([
      [1000, 2500, "{\\i1}Where are you going?{\\i0}"],
      [3000, 5000, "Home.\nIt is late."],
    ]);
    const translations = back.cues.filter((c) => c.ass?.fields.Style === "Default");
    expect(translations.map((c) => c.text)).toEqual([
      "{\\i1}Où vas-tu ?{\\i0}",
      "À la maison.\nIl est tard.",
      "♪",
    ]);
  });

  it("ASS source: the style copies the script's Default at three quarters of its size, under a free name", () => {
    const script = [
      "[Script Info]",
      "ScriptType: v4.00+",
      "",
      "[V4+ Styles]",
      "Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding",
      "Style: Default,Verdana,60,&H00FFFFFF,&H000000FF,&H00000000,&H00000000,0,0,0,0,100,100,0,0,1,2,2,2,10,10,30,1",
      "Style: Original,Arial,20,&H00FFFFFF,&H000000FF,&H00000000,&H00000000,0,0,0,0,100,100,0,0,1,2,2,2,10,10,10,1",
      "",
      "[Events]",
      "Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text",
      "Dialogue: 0,0:00:01.00,0:00:02.50,Default,Bob,0,0,0,,{\\an8}Where are you going?",
      "Comment: 0,0:00:02.00,0:00:03.00,Default,,0,0,0,,a note",
      "",
    ].join("\n");
    const content = exportDocument(documents(script, "ass", ["{\\an8}Où vas-tu ?"]), choices("ass"));
    expect(content).toContain(
      "Style: Original 2,Verdana,45,&H00FFFFFF,&H000000FF,&H00000000,&H00000000,0,0,0,0,100,100,0,0,1,2,2,8,10,10,30,1",
    );
    const back = parseSubtitle(content, { format: "ass" });
    expect(back.cues.map((c) => [c.ass?.kind, c.ass?.fields.Style, c.ass?.fields.Name, c.text])).toEqual([
      ["Dialogue", "Default", "Bob", "{\\an8}Où vas-tu ?"],
      ["Dialogue", "Original 2", "Bob", "Where are you going?"],
      ["Comment", "Default", "", "a note"],
    ]);
  });

  it("keeps the hidden comments of include_original apart from the bilingual lines", () => {
    const content = exportDocument(
      documents(SRT),
      choices("vtt", { bilingual: false, include_original: true }),
    );
    expect(parseSubtitle(content, { format: "vtt" }).cues.map((c) => c.text)).toEqual(FRENCH);
  });
});
