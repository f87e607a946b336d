import { describe, expect, it } from "vitest";
import { parseAss } from "./parse/ass";
import { parseMicroDvd } from "./parse/microdvd";
import { applyTranslations, extractSegments, type SegmentOptions } from "./segments";
import type { Cue, SubtitleDocument, SubtitleFormat } from "./types";

function doc(format: SubtitleFormat, ...texts: string[]): SubtitleDocument {
  const cues: Cue[] = texts.map((text, i) => ({
    start: i * 1000,
    end: i * 1000 + 900,
    text,
    line: i * 4 + 1,
  }));
  return { format, cues };
}

/** Upper-cases the words between placeholders: a "translation" that keeps every tag where it was. */
const shout = (text: string) =>
  text.replace(/(<x id="\d+"\/>)|([^<]+)/g, (_, tag, words) => tag ?? words.toUpperCase());

const ASS_HEAD =
  "[Script Info]\nScriptType: v4.00+\n\n[Events]\nFormat: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\n";

describe("extractSegments", () => {
  it("replaces markup by numbered placeholders and line breaks by spaces", () => {
    const segments = extractSegments(
      doc("srt", "<i>Hello</i> you\nworld", '<font color="#ff0000">Red</font> alert'),
    );
    expect(segments).toEqual([
      {
        cueIndex: 0,
        text: '<x id="1"/>Hello<x id="2"/> you world',
        translatable: true,
        shown: true,
        lineCount: 2,
      },
      { cueIndex: 1, text: '<x id="1"/>Red<x id="2"/> alert', translatable: true, shown: true, lineCount: 1 },
    ]);
  });

  it("merges adjacent tags of one kind into one placeholder", () => {
    expect(extractSegments(doc("srt", "<b><i>Both</i></b>"))[0]?.text).toBe('<x id="1"/>Both<x id="2"/>');
    expect(extractSegments(doc("ass", "{\\pos(1,2)}{\\i1}Hi\\hthere"))[0]?.text).toBe(
      '<x id="1"/><x id="2"/>Hi<x id="3"/>there',
    );
  });

  it("marks empty, music-only, tag-only, lyrics, number-only, Comment and drawing cues untranslatable", () => {
    const flags = (d: SubtitleDocument) => extractSegments(d).map((s) => s.translatable);
    expect(
      flags(doc("srt", "", "♪ ♪", "# #", "<i></i>", "♪ La la la ♪", "[music]", "42", "1984...!")),
    ).toEqual([false, false, false, false, false, true, false, false]);
    const ass = parseAss(
      `${ASS_HEAD}Comment: 0,0:00:01.00,0:00:02.00,D,,0,0,0,,a note\nDialogue: 0,0:00:01.00,0:00:02.00,D,,0,0,0,,{\\p1}m 0 0 l 10 0 10 10{\\p0}\nDialogue: 0,0:00:01.00,0:00:02.00,D,,0,0,0,,Words\nDialogue: 0,0:00:01.00,0:00:02.00,D,,0,0,0,,{\\p1}m 0 0 l 1 1{\\p0}Sign\n`,
    ).document;
    expect(flags(ass)).toEqual([false, false, true, true]);
    expect(extractSegments(ass)[3]?.text).toBe('<x id="1"/>Sign');
  });
});

describe("protected spans and speakers", () => {
  const d = () => doc("srt", "<i>♪ La la la ♪</i>", "[door slams]", "(laughs)", "Hi [waves]");
  it("keeps lyrics unless asked to translate them, and sound descriptions when asked to keep them", () => {
    const flags = (options: SegmentOptions) => extractSegments(d(), options).map((s) => s.translatable);
    expect(flags({})).toEqual([false, true, true, true]);
    expect(flags({ lyrics: "translate", soundDescriptions: "keep" })).toEqual([true, false, false, true]);
    const kept = applyTranslations(d(), ["X", "Y", "Z", "W"], { soundDescriptions: "keep" }).document;
    expect(kept.cues.map((c) => c.text)).toEqual(["<i>♪ La la la ♪</i>", "[door slams]", "(laughs)", "W"]);
  });

  it("keeps SDH labels out of the text, gives their speaker, and writes them back", () => {
    const source = doc("srt", "JOHN: Where are you?\n- MARY ANN: Here.", "<i>DR. WHO:</i> Run!", "10:30 now");
    const segments = extractSegments(source);
    expect(segments.map((s) => [s.text, s.speaker])).toEqual([
      ["Where are you?", "JOHN"],
      ["Here.", "MARY ANN"],
      ['<x id="1"/><x id="2"/> Run!', "DR. WHO"],
      ["10:30 now", undefined],
    ]);
    const out = applyTranslations(source, ["Où es-tu ?", "Ici.", null, null]).document;
    expect(out.cues[0]?.text).toBe("JOHN: Où es-tu ?\n- MARY ANN: Ici.");
  });

  it("gives WebVTT voices and ASS names as speakers", () => {
    expect(extractSegments(doc("vtt", "<v.loud Bob>Hi</v>"))[0]?.speaker).toBe("Bob");
    const ass = parseAss(`${ASS_HEAD}Dialogue: 0,0:00:01.00,0:00:02.00,D,Alice,0,0,0,,Words\n`).document;
    expect(extractSegments(ass)[0]).toMatchObject({ text: "Words", speaker: "Alice" });
  });
});

describe("applyTranslations", () => {
  const samples: [SubtitleFormat, string[]][] = [
    ["srt", ["<i>Hello there,</i>\nmy friend", "{\\an8}Top <b>bold</b> text", "plain"]],
    ["vtt", ["<v Bob>Tom &amp; Jerry</v>", "<c.yellow>Hi</c>\n<i>there</i>"]],
    ["ass", ["{\\pos(10,20)}{\\i1}Hello{\\i0}\nsecond line", "a\\hb{\\fad(100,200)}", "{comment}text"]],
    ["sub", ["{y:i}Hello there\n{y:i}my friend", "{Y:b}{c:$0000FF}All|bold"]],
  ];

  it("gives the source back exactly for an identity translation", () => {
    for (const [format, texts] of samples) {
      const source = doc(format, ...texts);
      const segments = extractSegments(source);
      const { document, diagnostics } = applyTranslations(
        source,
        segments.map((s) => s.text),
      );
      expect(document.cues.map((c) => c.text)).toEqual(texts);
      expect(diagnostics).toEqual([]);
    }
  });

  it("restores every tag where the provider kept it", () => {
    const source = doc("srt", "<i>Hello there,</i>\nmy friend", "{\\an8}Top <b>bold</b> text");
    const { document, diagnostics } = applyTranslations(
      source,
      extractSegments(source).map((s) => shout(s.text)),
    );
    expect(document.cues.map((c) => c.text)).toEqual([
      "<i>HELLO THERE,</i>\nMY FRIEND",
      "{\\an8}TOP <b>BOLD</b> TEXT",
    ]);
    expect(diagnostics).toEqual([]);
  });

  it("keeps ASS override blocks in place and writes line breaks the model's way", () => {
    const source = parseAss(
      `${ASS_HEAD}Dialogue: 0,0:00:01.00,0:00:02.00,D,,0,0,0,,{\\pos(10,20)}{\\i1}Hello{\\i0} you\\Nthere\n`,
    ).document;
    const [segment] = extractSegments(source);
    expect(segment?.text).toBe('<x id="1"/><x id="2"/>Hello<x id="3"/> you there');
    const { document } = applyTranslations(source, ['<x id="1"/><x id="2"/>Bonjour<x id="3"/> vous là']);
    expect(document.cues[0]?.text).toBe("{\\pos(10,20)}{\\i1}Bonjour{\\i0}\nvous là");
    expect(document.cues[0]?.start).toBe(source.cues[0]?.start);
  });

  it("puts MicroDVD line codes back at the start of their lines", () => {
    const source = parseMicroDvd("{0}{25}{y:i}Hello there|{y:i}my friend\n").document;
    const { document } = applyTranslations(source, ['<x id="1"/>Salut toi <x id="2"/>mon très cher ami']);
    expect(document.cues[0]?.text).toBe("{y:i}Salut toi\n{y:i}mon très cher ami");
  });

  it("repairs tags around their words or their line and warns when placeholders are lost or reordered", () => {
    const source = doc("srt", "Say <i>hello</i>\nto her", "<b>x</b> y");
    const { document, diagnostics, repaired } = applyTranslations(source, [
      "Dis bonjour à elle",
      '<x id="2"/>x<x id="1"/> y',
    ]);
    expect(document.cues.map((c) => c.text)).toEqual(["<i>Dis bonjour</i>\nà elle", "<b>x</b> y"]);
    expect(repaired).toEqual([0, 1]);
    expect(diagnostics.map((d) => [d.code, d.line, d.severity])).toEqual([
      ["segments.placeholders_lost", 1, "warning"],
      ["segments.placeholders_lost", 5, "warning"],
    ]);
  });

  it("accepts placeholders written slightly differently by a provider", () => {
    const source = doc("srt", "<i>Hi</i> you");
    const { document, diagnostics } = applyTranslations(source, ["<x id='1' />Salut<x id=\"2\"></x> toi"]);
    expect(document.cues[0]?.text).toBe("<i>Salut</i> toi");
    expect(diagnostics).toEqual([]);
  });

  it("re-breaks to the source line count, adding a line only when one would pass the limit", () => {
    const source = doc("srt", "Hello\nworld", "One line only");
    const long = "This translation is quite a lot longer than the original one was";
    const { document } = applyTranslations(source, ["Bonjour tout le monde", long]);
    expect(document.cues[0]?.text).toBe("Bonjour\ntout le monde");
    const lines = document.cues[1]?.text.split("\n") ?? [];
    expect(lines).toHaveLength(2);
    expect(lines.every((l) => l.length <= 42)).toBe(true);
    expect(lines.join(" ")).toBe(long);
  });

  it("escapes text for WebVTT and keeps untranslatable cues and nulls as they were", () => {
    const source = doc("vtt", "<i>Tom</i> and Jerry", "♪ ♪", "kept");
    const { document } = applyTranslations(source, ['<x id="1"/>Tom<x id="2"/> & Jerry', "notes", null]);
    expect(document.cues.map((c) => c.text)).toEqual(["<i>Tom</i> &amp; Jerry", "♪ ♪", "kept"]);
  });

  it("throws on a translation count that does not match the segments", () => {
    expect(() => applyTranslations(doc("srt", "a", "b"), ["x"])).toThrow(/1 translations for 2 segments/);
  });

  it("never changes timings, cue count or the source document", () => {
    const source = doc("srt", "<i>a</i>", "b", "c");
    const before = JSON.stringify(source);
    const { document } = applyTranslations(source, ["x", null, "z"]);
    expect(document.cues.map((c) => [c.start, c.end])).toEqual(source.cues.map((c) => [c.start, c.end]));
    expect(JSON.stringify(source)).toBe(before);
  });
});
