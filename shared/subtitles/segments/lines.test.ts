// Line breaks and dialogue: a speaker keeps their line with the dash first, a line styled apart keeps its own
// words, other cues keep their number of lines. Files written for these tests: test/fixtures.

import { styledWords, wellNested } from "@test/helpers/styledWords";
import { readFixture } from "@test/helpers/subtitles";
import { describe, expect, it } from "vitest";
import { parseSubtitle } from "../index";
import { applyTranslations, extractSegments } from "../segments";
import type { SubtitleDocument } from "../types";

const read = (name: string) => parseSubtitle(new Uint8Array(readFixture(name)), { filename: name });

/** The segments of cue `i` as [text, line count]. */
function segmentsOf(doc: SubtitleDocument, i: number): [string, number][] {
  return extractSegments(doc)
    .filter((s) => s.cueIndex === i)
    .map((s) => [s.text, s.lineCount]);
}

/** Translates cue `i` only, one translation per segment; every other cue keeps its text. */
function translateCue(doc: SubtitleDocument, i: number, texts: string[]): string {
  const segments = extractSegments(doc);
  let k = 0;
  const translations = segments.map((s) => (s.cueIndex === i ? (texts[k++] ?? null) : null));
  expect(k).toBe(texts.length);
  return applyTranslations(doc, translations).document.cues[i]?.text ?? "";
}

describe("dialogue cues", () => {
  const doc = read("dialogue.srt");

  it("sends each speaker's line as its own text, without its dash", () => {
    expect(segmentsOf(doc, 0)).toEqual([
      ['<x id="1"/>Where is it coming from?<x id="2"/>', 1],
      ["The back of the house.", 1],
    ]);
    expect(segmentsOf(doc, 1)).toEqual([
      ["Are you coming?", 1],
      ["Not tonight, I have to work.", 1],
    ]);
    expect(segmentsOf(doc, 2)).toEqual([
      ["Who was it?", 1],
      ["Nobody.", 1],
    ]);
  });

  it("writes one speaker a line, the dash first as the source wrote it, after the line's opening tags", () => {
    expect(
      translateCue(doc, 0, ['<x id="1"/>D\'où ça vient ?<x id="2"/>', "De l'arrière de la maison."]),
    ).toBe("<i>- D'où ça vient ?</i>\n- De l'arrière de la maison.");
    expect(translateCue(doc, 1, ["Tu viens ?", "Pas ce soir, je dois travailler."])).toBe(
      "– Tu viens ?\n– Pas ce soir, je dois travailler.",
    );
    // A dash the service wrote itself is not doubled.
    expect(translateCue(doc, 2, ["- Qui était-ce ?", "– Personne."])).toBe("-Qui était-ce ?\n-Personne.");
  });

  it("keeps the dash first when the service dropped the tags, and the italics on the first speaker", () => {
    expect(translateCue(doc, 0, ["D'où ça vient ?", "De l'arrière de la maison."])).toBe(
      "<i>- D'où ça vient ?</i>\n- De l'arrière de la maison.",
    );
  });

  it("breaks a speaker's long line further, the dash on its first line only", () => {
    const long = "Je pense vraiment que nous devrions partir d'ici avant la tombée de la nuit";
    const text = translateCue(doc, 1, ["Tu viens ?", long]);
    const lines = text.split("\n");
    expect(lines[0]).toBe("– Tu viens ?");
    expect(lines.slice(1).join(" ")).toBe(`– ${long}`);
    expect(lines.length).toBe(3);
    expect(lines.every((l) => l.length <= 44)).toBe(true);
  });

  it("keeps one speaker over two lines in one text, and hyphenated words are not speakers", () => {
    expect(segmentsOf(doc, 3)).toEqual([["I think we should leave before it gets dark.", 2]]);
    expect(translateCue(doc, 3, ["Je pense qu'on devrait partir avant la nuit."])).toBe(
      "- Je pense qu'on devrait\npartir avant la nuit.",
    );
    expect(segmentsOf(doc, 4)).toEqual([["Well-known faces and well-worn roads", 2]]);
  });
});

describe("lines styled one by one", () => {
  it("SubRip: an italic or coloured line is its own text; lines styled alike or inline stay one", () => {
    const doc = read("styled-lines.srt");
    expect(segmentsOf(doc, 0)).toEqual([
      ['<x id="1"/>On the radio tonight<x id="2"/>', 1],
      ["we talk about the weather", 1],
    ]);
    expect(segmentsOf(doc, 1)).toEqual([
      ["She said:", 1],
      ['<x id="1"/>leave the door open<x id="2"/>', 1],
    ]);
    expect(segmentsOf(doc, 2)).toEqual([
      ['<x id="1"/>Both lines are sung<x id="2"/> <x id="3"/>in the same voice<x id="4"/>', 2],
    ]);
    expect(segmentsOf(doc, 3)).toEqual([
      ['Only <x id="1"/>one word<x id="2"/> is styled in this plain cue', 2],
    ]);

    const radio = translateCue(doc, 0, ['<x id="1"/>Ce soir à la radio<x id="2"/>', "on parle de la météo"]);
    expect(radio).toBe("<i>Ce soir à la radio</i>\non parle de la météo");
    // Words never cross into the italic line, even when the service drops its tags.
    const dropped = translateCue(doc, 0, ["Ce soir à la radio", "on parle de la météo"]);
    expect(styledWords(dropped, "srt")).toEqual([
      ...["Ce", "soir", "à", "la", "radio"].map((w) => `${w}:i`),
      "/",
      ...["on", "parle", "de", "la", "météo"].map((w) => `${w}:`),
    ]);
  });

  it("SubRip: a plain cue takes the source's number of lines, balanced, never cut inside a tag", () => {
    const doc = read("styled-lines.srt");
    const text = translateCue(doc, 3, ['Seul <x id="1"/>un mot<x id="2"/> a un style dans cette réplique']);
    expect(text.split("\n")).toHaveLength(2);
    expect(text.replace("\n", " ")).toBe("Seul <i>un mot</i> a un style dans cette réplique");
    // No line ends inside a tag or starts in the middle of one.
    expect(text.split("\n").filter((l) => /<[^>]*$|^[^<]*>/.test(l))).toEqual([]);
    expect(wellNested(text)).toBe(true);
  });

  it("MicroDVD: `/` and `{y:i}` lines keep their own words; a long one is broken with its code on both lines", () => {
    const doc = read("styled-lines.sub");
    expect(segmentsOf(doc, 0)).toEqual([
      ['<x id="1"/>Ich bin hier am Telefon', 1],
      ["und du stehst dort drüben", 1],
    ]);
    expect(segmentsOf(doc, 1)).toEqual([
      ["Das Wetter ist schön", 1],
      ['<x id="1"/>sagt die Stimme im Radio', 1],
    ]);
    expect(segmentsOf(doc, 2)).toEqual([['<x id="1"/>Zwei Zeilen ganz kursiv', 2]]);
    expect(segmentsOf(doc, 3)).toEqual([
      ['<x id="1"/>Gelb nur hier', 1],
      ["und weiß hier", 1],
    ]);
    expect(translateCue(doc, 0, ["Jestem tutaj przy telefonie", "a ty stoisz tam"])).toBe(
      "/Jestem tutaj przy telefonie\na ty stoisz tam",
    );
    const long = "Jestem tutaj przy telefonie i czekam na ciebie od samego rana";
    const text = translateCue(doc, 0, [`<x id="1"/>${long}`, "a ty stoisz tam"]);
    expect(text.split("\n").map((l) => l.startsWith("/"))).toEqual([true, true, false]);
    expect(styledWords(text, "sub").filter((w) => w !== "/" && w.endsWith(":i"))).toHaveLength(11);
    expect(translateCue(doc, 1, ["Pogoda jest ładna", '<x id="1"/>mówi głos w radiu'])).toBe(
      "Pogoda jest ładna\n{y:i}mówi głos w radiu",
    );
  });

  it("ASS: override tags that style one line keep it apart; a style over both lines keeps them together", () => {
    const doc = read("styled-lines.ass");
    expect(segmentsOf(doc, 0)).toEqual([
      ['<x id="1"/>On the radio tonight<x id="2"/>', 1],
      ["we talk about the weather", 1],
    ]);
    expect(segmentsOf(doc, 1)).toEqual([
      ['<x id="1"/>She said:', 1],
      ['<x id="1"/>leave the door open', 1],
    ]);
    expect(segmentsOf(doc, 2)).toEqual([['<x id="1"/>Bold all the way to the end<x id="2"/>', 2]]);
    expect(translateCue(doc, 1, ["Elle a dit :", "laisse la porte ouverte"])).toBe(
      "{\\an8}Elle a dit :\n{\\c&H00FFFF&}laisse la porte ouverte",
    );
  });
});
