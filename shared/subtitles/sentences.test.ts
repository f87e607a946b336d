import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyTranslations, extractSegments, parseSubtitle } from ".";
import {
  continues,
  joinTexts,
  sentenceRuns,
  spreadTranslation,
  spreadUnits,
  translationUnits,
} from "./sentences";

const srt = (...cues: [number, number, string][]) =>
  parseSubtitle(
    cues
      .map(([start, end, text], i) => {
        const clock = (ms: number) =>
          `00:00:${String(Math.floor(ms / 1000)).padStart(2, "0")},${String(ms % 1000).padStart(3, "0")}`;
        return `${i + 1}\n${clock(start)} --> ${clock(end)}\n${text}`;
      })
      .join("\n\n"),
  );

/** The whole pipeline with a service that puts `[fr]` before each text it gets and keeps its words. */
function translate(doc: ReturnType<typeof srt>, sentenceAware = true, byCharacter = false) {
  const segments = extractSegments(doc);
  const units = translationUnits(doc, segments, sentenceAware);
  const sent = units.map((u) => (u.translatable ? `[fr] ${u.text}` : null));
  const translations = spreadUnits(doc, segments, units, sent, byCharacter);
  return { units, sent, document: applyTranslations(doc, translations).document };
}

describe("which cues make one sentence", () => {
  it("joins a sentence left open and carried on lower-case, after a comma or an ellipsis", () => {
    expect(continues("I was thinking", "that we could go")).toBe(true);
    expect(continues("When you get there,", "Tom will meet you")).toBe(true);
    expect(continues("I think that...", "...we should go")).toBe(true);
    expect(continues('<x id="1"/>I was thinking<x id="2"/>', '<x id="1"/>that we could go')).toBe(true);
    expect(continues("It is late.", "we should go")).toBe(false);
    expect(continues("Where are you?", "here")).toBe(false);
    expect(continues("I was thinking", "Tom will come")).toBe(false);
    expect(continues("Wait...", "Tom!")).toBe(false);
  });

  it("keeps dialogue cues, long gaps, other voices and more than four cues apart", () => {
    const doc = srt(
      [1000, 2000, "I was thinking"],
      [2200, 3000, "that we could go"],
      [3100, 4000, "to the sea"],
      [6000, 7000, "and then"],
      [7100, 8000, "- where"],
      [8100, 9000, "a, b, c, d"],
      [9100, 9500, "e, f"],
      [9600, 9900, "g, h"],
      [10000, 10500, "i, j"],
      [10600, 11000, "k"],
    );
    expect(sentenceRuns(doc, extractSegments(doc))).toEqual([
      [0, 1, 2],
      [5, 6, 7, 8],
    ]);
    expect(translationUnits(doc, extractSegments(doc), false)).toHaveLength(10);
  });

  it("sends one text per sentence, with the placeholders of each cue renumbered after the ones before", () => {
    const doc = srt([1000, 2000, "I was <i>really</i> thinking"], [2100, 3000, "that <b>we</b> could go."]);
    const { units, document } = translate(doc);
    expect(units.map((u) => [u.text, u.cueIndexes])).toEqual([
      ['I was <x id="1"/>really<x id="2"/> thinking that <x id="3"/>we<x id="4"/> could go.', [0, 1]],
    ]);
    expect(document.cues.map((c) => c.text)).toEqual([
      "[fr] I was <i>really</i> thinking",
      "that <b>we</b> could go.",
    ]);
  });

  it("takes a continuation's ellipses out of the text sent and puts them back around the cut", () => {
    const doc = srt([1000, 2000, "I think that..."], [2100, 3000, "...we should go."]);
    const { units, document } = translate(doc);
    expect(units[0]?.text).toBe("I think that we should go.");
    expect(document.cues.map((c) => c.text)).toEqual(["[fr] I think that...", "...we should go."]);
  });
});

const word = fc.stringMatching(/^[a-z]{1,9}$/);

describe("spreading a translation over the cues (properties)", () => {
  it("keeps the count of cues and the words in order, and gives each cue a word while there are enough", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ words: fc.array(word, { minLength: 1, maxLength: 8 }), duration: fc.nat(6000) }),
          {
            minLength: 2,
            maxLength: 4,
          },
        ),
        fc.array(word, { minLength: 1, maxLength: 40 }),
        (cues, translated) => {
          const sources = cues.map((c) => ({ text: c.words.join(" "), duration: c.duration }));
          const { joint } = joinTexts(sources.map((s) => s.text));
          const pieces = spreadTranslation(translated.join(" "), sources, joint, false);
          expect(pieces).toHaveLength(cues.length);
          if (translated.length >= cues.length) {
            expect(pieces.join(" ").split(" ")).toEqual(translated);
            for (const piece of pieces) expect(piece).not.toBe("");
          }
        },
      ),
    );
  });

  it("cuts a text written without spaces between characters, keeping them all in order", () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(5000), { minLength: 2, maxLength: 4 }),
        fc.string({
          unit: fc.constantFrom(..."我们今天晚上去海边吧你觉得怎么样好的，。"),
          minLength: 6,
          maxLength: 60,
        }),
        (durations, translated) => {
          fc.pre(!/^[，。]/.test(translated));
          const sources = durations.map((duration, k) => ({ text: `part ${k} of it`, duration }));
          const { joint } = joinTexts(sources.map((s) => s.text));
          const pieces = spreadTranslation(translated, sources, joint, true);
          expect(pieces).toHaveLength(durations.length);
          expect(pieces.join("")).toBe(translated);
          for (const piece of pieces.slice(1)) expect(piece).not.toMatch(/^[，。]/);
        },
      ),
    );
  });

  it("gives each cue back its own placeholders, numbered from 1, when the service kept them in order", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ words: fc.array(word, { minLength: 1, maxLength: 6 }), italic: fc.boolean() }), {
          minLength: 2,
          maxLength: 4,
        }),
        (cues) => {
          const sources = cues.map((c) => ({
            text: c.italic ? `<x id="1"/>${c.words.join(" ")}<x id="2"/>` : c.words.join(" "),
            duration: 1000,
          }));
          const { text, joint } = joinTexts(sources.map((s) => s.text));
          const pieces = spreadTranslation(
            text.toUpperCase().replaceAll("<X ID", "<x id"),
            sources,
            joint,
            false,
          );
          pieces.forEach((piece, k) => {
            const ids = Array.from(piece.matchAll(/<x id="(\d+)"\/>/g), (m) => Number(m[1]));
            expect(ids).toEqual(cues[k]?.italic ? [1, 2] : []);
          });
        },
      ),
    );
  });

  it("keeps cue count, timings and word order through the whole pipeline", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            words: fc.array(word, { minLength: 1, maxLength: 6 }),
            end: fc.constantFrom("", ",", ".", "..."),
            gap: fc.nat(1500),
            length: fc.integer({ min: 300, max: 4000 }),
          }),
          { minLength: 1, maxLength: 12 },
        ),
        (cues) => {
          let at = 0;
          const doc = srt(
            ...cues.map((c): [number, number, string] => {
              const start = at + c.gap;
              at = start + c.length;
              return [start, at, `${c.words.join(" ")}${c.end}`];
            }),
          );
          const { document } = translate(doc);
          expect(document.cues.map((c) => [c.start, c.end])).toEqual(doc.cues.map((c) => [c.start, c.end]));
          const words = (texts: string[]) =>
            texts
              .join(" ")
              .replaceAll("[fr]", "")
              .replaceAll(".", "")
              .replaceAll(",", "")
              .split(/\s+/)
              .filter((w) => w !== "");
          expect(words(document.cues.map((c) => c.text))).toEqual(words(doc.cues.map((c) => c.text)));
        },
      ),
    );
  });
});

describe("a target written without spaces", () => {
  it("is cut between its characters, never inside a word of a spaced script nor before punctuation", () => {
    const sources = [
      { text: "I was thinking", duration: 1000 },
      { text: "that Tom could come", duration: 1000 },
    ];
    const { joint } = joinTexts(sources.map((s) => s.text));
    const pieces = spreadTranslation("トムが来られるかなと思っていたんだ。Tomorrow", sources, joint, true);
    expect(pieces.join("")).toBe("トムが来られるかなと思っていたんだ。Tomorrow");
    expect(pieces[1]).not.toMatch(/^[。a-z]/);
  });
});
