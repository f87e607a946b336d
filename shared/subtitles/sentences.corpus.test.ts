// Every corpus file through sentence-aware translation with a service that keeps the words of what it gets: the cue
// count and every timing stay, and the cues of each joined sentence hold the sentence's words in their order.

import { corpusFiles, corpusMissingMessage, corpusPresent, readCorpus } from "@test/corpus";
import { describe, expect, it } from "vitest";
import { applyTranslations, extractSegments, parseSubtitle } from "./index";
import { tokenizeMarkup } from "./markup";
import { spreadUnits, translationUnits } from "./sentences";
import type { SubtitleDocument } from "./types";

const words = (doc: SubtitleDocument, cues: number[]) =>
  cues
    .flatMap((i) =>
      tokenizeMarkup(doc.cues[i]?.text ?? "", doc.format).map((t) => (t.kind === "text" ? t.text : " ")),
    )
    .join(" ")
    .replaceAll("[xx]", "")
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ""))
    .filter((w) => w !== "");

describe.skipIf(!corpusPresent)("sentence-aware translation on the corpus", () => {
  const files = corpusFiles()
    .map((file) => ({
      name: file.name,
      doc: parseSubtitle(new Uint8Array(readCorpus(file.folder, file.name)), { filename: file.name }),
    }))
    .filter(({ doc }) => doc.cues.length > 0);

  it("keeps cue count, timings and each sentence's words in order (and joins some)", () => {
    let joined = 0;
    let cuesJoined = 0;
    for (const { name, doc } of files) {
      const segments = extractSegments(doc);
      const units = translationUnits(doc, segments, true);
      const sent = units.map((u) => (u.translatable ? `[xx] ${u.text}` : null));
      const out = applyTranslations(doc, spreadUnits(doc, segments, units, sent, false)).document;
      expect(out.cues.length, name).toBe(doc.cues.length);
      expect(
        out.cues.map((c) => [c.start, c.end]),
        name,
      ).toEqual(doc.cues.map((c) => [c.start, c.end]));
      for (const unit of units.filter((u) => u.cueIndexes.length > 1)) {
        joined++;
        cuesJoined += unit.cueIndexes.length;
        expect(words(out, unit.cueIndexes), `${name} cues ${unit.cueIndexes.join(",")}`).toEqual(
          words(doc, unit.cueIndexes),
        );
      }
    }
    console.info(`sentences joined: ${joined} (${cuesJoined} cues) in ${files.length} files`);
    expect(joined).toBeGreaterThan(0);
  });
});

describe.skipIf(corpusPresent)("sentence-aware translation on the corpus", () => {
  it.skip(corpusMissingMessage, () => {});
});
