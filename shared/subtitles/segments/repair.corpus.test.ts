// Every corpus file, its tags dropped or moved by the fake: each cue keeps exactly its tags (a karaoke cue one timing
// for all its syllables), SubRip's well nested, and where the repair is seen every character keeps its styles; a
// speaker's dash stays first on their line.

import { corpusFiles, corpusMissingMessage, corpusPresent, readCorpus } from "@test/corpus";
import { dropTag, moveTag, placeholderCount, shout } from "@test/fakes/tagFaults";
import { styledWords, wellNested } from "@test/helpers/styledWords";
import { describe, expect, it } from "vitest";
import { parseSubtitle } from "../index";
import { tokenizeMarkup } from "../markup";
import { applyTranslations, extractSegments, needsTagRepair } from "../segments";
import type { SubtitleFormat } from "../types";
import { karaokeOf } from "./karaoke";

const tagsOf = (text: string, format: SubtitleFormat) =>
  tokenizeMarkup(text, format)
    .flatMap((t) => (t.kind === "tag" ? [t.raw] : []))
    .sort();
/** The tags a cue keeps once translated: a karaoke cue's syllable timings become one (karaoke.ts). */
function keptTags(source: string, translated: string, format: SubtitleFormat): string[] {
  if (translated === source) return tagsOf(source, format);
  const { tokens, timing } = karaokeOf(tokenizeMarkup(source, format));
  const tags = tokens.flatMap((t) => (t.kind === "tag" ? [t.raw] : []));
  return (timing === "" ? tags : [timing, ...tags]).sort();
}
/** Each visible character with its styles, upper-cased, in order: independent of where lines and words break. */
const styledChars = (text: string, format: SubtitleFormat) =>
  styledWords(text, format).flatMap((w) => {
    if (w === "/") return [];
    const at = w.lastIndexOf(":");
    return Array.from(w.slice(0, at).toUpperCase(), (ch) => `${ch}${w.slice(at)}`);
  });
const DASH_LINE = /^(?:<[^>]+>|\{[^}]*\})*[-–—]/;

const ROUNDS = {
  "drop the first tag": (text: string) => dropTag(text, 1),
  "drop the last tag": (text: string) => dropTag(text, placeholderCount(text)),
  "move the first tag": (text: string) => moveTag(text, 1),
  "move the last tag": (text: string) => moveTag(text, placeholderCount(text)),
};

describe.skipIf(!corpusPresent)("tag repair on the corpus", () => {
  const files = corpusFiles()
    .map((file) => ({
      name: file.name,
      doc: parseSubtitle(new Uint8Array(readCorpus(file.folder, file.name)), { filename: file.name }),
    }))
    .filter(({ doc }) => doc.cues.length > 0);

  for (const [round, spoil] of Object.entries(ROUNDS)) {
    it(`${round} of every segment`, () => {
      let repairs = 0;
      for (const { name, doc } of files) {
        const segments = extractSegments(doc);
        const translations = segments.map((s) =>
          placeholderCount(s.text) > 0 ? spoil(s.text) : shout(s.text),
        );
        const seen = new Set(
          segments.flatMap((s, k) =>
            s.translatable && needsTagRepair(s.text, translations[k] as string) ? [s.cueIndex] : [],
          ),
        );
        // A tag moved within the words, order kept, cannot be told from a translation that reorders them.
        const unseen = new Set(
          segments.flatMap((s, k) =>
            !needsTagRepair(s.text, translations[k] as string) && translations[k] !== shout(s.text)
              ? [s.cueIndex]
              : [],
          ),
        );
        const { document, repaired } = applyTranslations(doc, translations);
        expect(new Set(repaired), name).toEqual(seen);
        document.cues.forEach((cue, i) => {
          const source = doc.cues[i]?.text ?? "";
          const label = `${name} cue ${i + 1}: ${JSON.stringify(source)} → ${JSON.stringify(cue.text)}`;
          expect([cue.start, cue.end], label).toEqual([doc.cues[i]?.start, doc.cues[i]?.end]);
          expect(tagsOf(cue.text, doc.format), label).toEqual(keptTags(source, cue.text, doc.format));
          if (doc.format === "srt" && wellNested(source)) expect(wellNested(cue.text), label).toBe(true);
          if (!seen.has(i) || unseen.has(i)) return;
          repairs++;
          expect(styledChars(cue.text, doc.format), label).toEqual(styledChars(source, doc.format));
        });
      }
      expect(repairs).toBeGreaterThan(100);
    });
  }

  it("keeps each speaker's dash first on their line", () => {
    let dialogues = 0;
    for (const { name, doc } of files) {
      const segments = extractSegments(doc);
      const { document } = applyTranslations(
        doc,
        segments.map((s) => shout(s.text)),
      );
      document.cues.forEach((cue, i) => {
        const speakers = (text: string) => text.split("\n").filter((l) => DASH_LINE.test(l)).length;
        const source = doc.cues[i]?.text ?? "";
        if (speakers(source) < 2) return;
        dialogues++;
        expect(speakers(cue.text), `${name} cue ${i + 1}: ${JSON.stringify(cue.text)}`).toBe(
          speakers(source),
        );
      });
    }
    expect(dialogues).toBeGreaterThan(20);
  });
});

describe.skipIf(corpusPresent)("tag repair on the corpus", () => {
  it.skip(corpusMissingMessage, () => {});
});
