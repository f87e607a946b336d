import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { rebreakLines, visibleLength } from "./quality";

describe("rebreakLines", () => {
  it("balances lines at word boundaries, keeping short single lines whole", () => {
    expect(rebreakLines("Bonjour, je m'appelle Alice et voici mon ami John Brown", 2)).toEqual([
      "Bonjour, je m'appelle Alice",
      "et voici mon ami John Brown",
    ]);
    expect(rebreakLines("  Short   text ", 1)).toEqual(["Short text"]);
  });

  it("prefers a break after punctuation", () => {
    expect(rebreakLines("He left, and she stayed at home", 2)).toEqual([
      "He left,",
      "and she stayed at home",
    ]);
  });

  it("keeps a whole sentence on a line rather than balancing the lengths", () => {
    expect(rebreakLines("Shall we walk along the river bank? I know a shortcut.", 2)).toEqual([
      "Shall we walk along the river bank?",
      "I know a shortcut.",
    ]);
  });

  it("adds one line when the source count would pass the maximum length", () => {
    const lines = rebreakLines(
      "A single line that is definitely much longer than forty-two characters",
      1,
      42,
    );
    expect(lines).toHaveLength(2);
    expect(lines.every((l) => l.length <= 42)).toBe(true);
  });

  it("breaks CJK text between characters, never before closing punctuation", () => {
    const lines = rebreakLines(
      "これは日本語の字幕ですとても長い文章なので二行に分ける必要があります。",
      2,
      20,
    );
    expect(lines).toHaveLength(2);
    expect(lines.join("")).toBe("これは日本語の字幕ですとても長い文章なので二行に分ける必要があります。");
    expect(lines[1]?.startsWith("。")).toBe(false);
    expect(lines.every((l) => l.length <= 20)).toBe(true);
  });

  it("breaks dialogue before each speaker's dash", () => {
    expect(rebreakLines("- Salut. - Bonjour, comment vas-tu ?", 2)).toEqual([
      "- Salut.",
      "- Bonjour, comment vas-tu ?",
    ]);
  });

  it("counts Private Use Area markers as zero width", () => {
    expect(visibleLength("\ue001Hi\ue002")).toBe(2);
    const lines = rebreakLines(`\ue001${"word ".repeat(8).trim()}\ue002`, 2, 42);
    expect(lines.join(" ")).toBe(`\ue001${"word ".repeat(8).trim()}\ue002`);
    expect(lines.map(visibleLength)).toEqual([19, 19]);
  });

  it("keeps every word in order and never returns more than one extra line", () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-zé]{1,12}$/), { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 1, max: 3 }),
        (words, count) => {
          const lines = rebreakLines(words.join(" "), count, 42);
          expect(lines.join(" ")).toBe(words.join(" "));
          expect(lines.length).toBeLessThanOrEqual(Math.max(count, 1) + 1);
          expect(lines.every((l) => l.length > 0)).toBe(true);
        },
      ),
    );
  });
});
