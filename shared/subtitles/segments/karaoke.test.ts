// Issue 36 item 18: a karaoke line is sent without its syllable timings, and comes back with one timing tag of
// the syllables' summed duration at its start, whatever the service did to the other placeholders.

import { shout } from "@test/fakes/tagFaults";
import { readFixture } from "@test/helpers/subtitles";
import { describe, expect, it } from "vitest";
import { parseSubtitle, serializeSubtitle } from "../index";
import { applyTranslations, extractSegments } from "../segments";

const doc = parseSubtitle(new Uint8Array(readFixture("karaoke-lines.ass")), {
  filename: "karaoke-lines.ass",
});
const segments = extractSegments(doc);
const dialogues = (text: string) => text.split("\n").filter((l) => l.startsWith("Dialogue:"));
const eventText = (line: string) => line.split(",").slice(9).join(",");
/** What real services do with placeholders they do not understand: drop them all. */
const dropAll = (text: string) => shout(text).replace(/<x id="\d+"\/>/g, "");

describe("ASS karaoke lines", () => {
  it("are sent as words, without syllable timings breaking them up", () => {
    expect(segments.filter((s) => s.shown).map((s) => s.text)).toEqual([
      "kimi no koe ga kikoeru",
      "I can hear your voice",
      '<x id="1"/>tooku e tokiwo koete'.replace("tokiwo", "toki wo"),
      "Far away, beyond time",
      '<x id="1"/>(The song fades out)<x id="2"/>',
    ]);
    expect(segments.find((s) => s.text.startsWith("Far"))?.lineCount).toBe(2);
  });

  it.each([
    ["placeholders kept", shout],
    ["placeholders dropped", dropAll],
  ])("get one timing tag spanning the sung time at their start (%s)", (_name, translate) => {
    const translations = segments.map((s) => (s.translatable ? translate(s.text) : null));
    const out = serializeSubtitle(applyTranslations(doc, translations).document, "ass");
    const texts = dialogues(out).map(eventText);
    expect(texts).toEqual([
      "{\\k280}KIMI NO KOE GA KIKOERU",
      "{\\kf280}I CAN HEAR YOUR VOICE",
      "{\\K430}{\\be1}TOOKU E\\NTOKI WO KOETE",
      "{\\ko430}FAR AWAY,\\NBEYOND TIME",
      "{\\i1}(THE SONG FADES OUT){\\i0}",
    ]);
    // Never a timing piled at the end of a line.
    for (const text of texts) expect(text).not.toMatch(/\\k[fo]?\d+\}$|\\K\d+\}$/);
  });

  it("keep every syllable timing when the service leaves the lyrics as they are", () => {
    const out = applyTranslations(
      doc,
      segments.map((s) => s.text),
    ).document;
    expect(out.cues).toEqual(doc.cues);
  });

  it("leave the karaoke template (a Comment) as written", () => {
    const translations = segments.map((s) => (s.translatable ? dropAll(s.text) : null));
    const out = serializeSubtitle(applyTranslations(doc, translations).document, "ass");
    expect(out).toContain(
      "Comment: 0,0:00:00.00,0:00:00.00,OP-Romaji,,0,0,0,template syl,{\\an5\\pos($scenter,$smiddle)\\k$kdur}",
    );
  });
});
