// Tag repair: when a service drops or moves a placeholder, the cue gets exactly the source's tags, well nested,
// around the same words (else around the line that held them), and is reported as repaired.

import { dropTag, moveTag, placeholderCount, shout } from "@test/fakes/tagFaults";
import { styledWords, wellNested } from "@test/helpers/styledWords";
import { readFixture } from "@test/helpers/subtitles";
import { describe, expect, it } from "vitest";
import { parseSubtitle } from "../index";
import { tokenizeMarkup } from "../markup";
import { applyTranslations, extractSegments, needsTagRepair } from "../segments";
import type { SubtitleDocument, SubtitleFormat } from "../types";

const read = (name: string) => parseSubtitle(new Uint8Array(readFixture(name)), { filename: name });
const tagsOf = (text: string, format: SubtitleFormat) =>
  tokenizeMarkup(text, format)
    .flatMap((t) => (t.kind === "tag" ? [t.raw] : []))
    .sort();
const upper = (words: string[]) =>
  words.map((w) => {
    const at = w.lastIndexOf(":");
    return at < 0 ? w : w.slice(0, at).toUpperCase() + w.slice(at);
  });

/** Every way the fake spoils one placeholder of one segment, the other segments translated cleanly. */
function* spoiled(doc: SubtitleDocument) {
  const segments = extractSegments(doc);
  for (const [k, segment] of segments.entries()) {
    for (let id = 1; id <= placeholderCount(segment.text); id++) {
      for (const [fault, spoil] of [
        ["drop", dropTag],
        ["move", moveTag],
      ] as const) {
        const translations = segments.map((s, j) => (j === k ? spoil(s.text, id) : shout(s.text)));
        // A tag moved within the words, order kept, looks like a translation that reorders them: not repairable.
        const seen = needsTagRepair(segment.text, translations[k] as string);
        yield { label: `${fault} ${id} of "${segment.text}"`, cue: segment.cueIndex, translations, seen };
      }
    }
  }
}

describe("tag repair", () => {
  for (const name of [
    "nested-tags.srt",
    "styled-lines.srt",
    "styled-lines.ass",
    "styled-lines.sub",
    "dialogue.srt",
  ]) {
    it(`${name}: each tag dropped or moved in turn comes back once, well nested, on its own words`, () => {
      const doc = read(name);
      let runs = 0;
      let repairs = 0;
      for (const { label, cue, translations, seen } of spoiled(doc)) {
        runs++;
        const { document, repaired, diagnostics } = applyTranslations(doc, translations);
        const source = doc.cues[cue]?.text ?? "";
        const out = document.cues[cue]?.text ?? "";
        expect(tagsOf(out, doc.format), label).toEqual(tagsOf(source, doc.format));
        if (doc.format === "srt") expect(wellNested(out), label).toBe(true);
        if (!seen) continue;
        repairs++;
        // Words may move between lines styled alike (lines.test.ts): compared without the line breaks.
        const words = (text: string) => upper(styledWords(text, doc.format).filter((w) => w !== "/"));
        expect(words(out), label).toEqual(words(source));
        expect(repaired, label).toContain(cue);
        expect(
          diagnostics.map((d) => d.params?.cue),
          label,
        ).toContain(cue + 1);
      }
      expect(repairs).toBeGreaterThan(runs / 2);
    });
  }

  it("closes nested styles in the right order (was <b><i>…</b></i>)", () => {
    const doc = read("nested-tags.srt");
    const segments = extractSegments(doc);
    const out = applyTranslations(
      doc,
      segments.map((s) => s.text.replace(/<x id="\d+"\/>/g, "").toUpperCase()),
    ).document.cues.map((c) => c.text);
    expect(out[0]).toBe("<b><i>BOTH STYLES HERE</i></b>");
    expect(out[1]).toBe("<b>BIG <i>RED</i></b> DOG");
    expect(out[2]).toBe("<i>TOM</i> AND <b>JERRY</b> RUN");
    expect(out[4]).toBe("{\\an8}<i>TOP</i> OF THE <b>SCREEN</b>");
  });

  it("puts a style whose words are not in the translation around the line that held it, never another line", () => {
    const doc = read("nested-tags.srt");
    const translations = extractSegments(doc).map((s) =>
      s.cueIndex === 3 ? "Dis bonjour à Anna maintenant et arrête" : null,
    );
    const { document, repaired } = applyTranslations(doc, translations);
    const [first, second] = (document.cues[3]?.text ?? "").split("\n");
    // "hello to Anna now", "to Anna" and "stop" are not in the translation: each goes around its line.
    expect(first).toBe("<u><i>Dis bonjour à Anna</i></u>");
    expect(second).toBe('<font color="#ff0000">maintenant et arrête</font>');
    expect(repaired).toEqual([3]);
  });

  it("writes an ASS block that ends one style and starts another once, where the new style starts", () => {
    const doc = parseSubtitle(
      "[Script Info]\nScriptType: v4.00+\n\n[Events]\nFormat: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\nDialogue: 0,0:00:01.00,0:00:02.00,D,,0,0,0,,{\\i1}Anna{\\i0\\b1} runs to Tom{\\b0} now\n",
    );
    const translations = extractSegments(doc).map(() => "Anna runs to Tom maintenant");
    expect(applyTranslations(doc, translations).document.cues[0]?.text).toBe(
      "{\\i1}Anna {\\i0\\b1}runs to Tom{\\b0} maintenant",
    );
  });

  it("finds names and numbers the service left as they were", () => {
    const doc = read("nested-tags.srt");
    const translations = extractSegments(doc).map((s) => (s.cueIndex === 2 ? "Tom et Jerry courent" : null));
    expect(applyTranslations(doc, translations).document.cues[2]?.text).toBe(
      "<i>Tom</i> et <b>Jerry</b> courent",
    );
  });

  it("tells a translation that lost or moved placeholders from one that kept them", () => {
    const source = '<x id="1"/>Big <x id="2"/>red<x id="3"/> dog';
    expect(needsTagRepair(source, '<x id="1"/>Gros <x id="2"/>rouge<x id="3"/> chien')).toBe(false);
    expect(needsTagRepair(source, '<x id="1"/>Gros chien <x id="2"/>rouge<x id="3"/>')).toBe(false);
    expect(needsTagRepair(source, '<x id="1"/>Gros <x id="3"/>rouge<x id="2"/> chien')).toBe(true);
    expect(needsTagRepair(source, "Gros chien rouge")).toBe(true);
    expect(needsTagRepair("No tags", "Pas de balises")).toBe(false);
  });
});
