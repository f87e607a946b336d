import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cleanOutput, decodeEntities, escapeXmlText } from "./entities";
import { groupTexts, joinPieces, splitByBytes, utf8Length } from "./split";

describe("splitByBytes", () => {
  it("leaves a short text whole", () => {
    expect(splitByBytes("Short.", 500)).toEqual([{ text: "Short.", separator: "" }]);
  });

  it("cuts at sentence ends, keeping the separator", () => {
    const pieces = splitByBytes("One two. Three four! Five six?", 12);
    expect(pieces).toEqual([
      { text: "One two.", separator: " " },
      { text: "Three four!", separator: " " },
      { text: "Five six?", separator: "" },
    ]);
  });

  it("cuts between words when a sentence is too long", () => {
    const pieces = splitByBytes("alpha beta gamma delta", 11);
    expect(pieces.map((p) => p.text)).toEqual(["alpha beta", "gamma delta"]);
  });

  it("keeps placeholders whole even though they contain a space", () => {
    const text = 'aaaa<x id="1"/>bbbb<x id="2"/>cccc';
    for (const piece of splitByBytes(text, 16)) {
      expect(piece.text.split("<x").length).toBe(piece.text.split('"/>').length);
    }
  });

  it("rebuilds any text exactly, every piece within the limit (property)", () => {
    const alphabet = fc.constantFrom(
      "a",
      "é",
      "字",
      "😀",
      " ",
      ".",
      "!",
      "。",
      '<x id="3"/>',
      "<",
      "&",
      "\u00a0",
    );
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 300 }), fc.integer({ min: 16, max: 80 }), (parts, max) => {
        const text = parts.join("");
        const pieces = splitByBytes(text, max);
        expect(
          joinPieces(
            pieces.map((p) => p.text),
            pieces,
          ),
        ).toBe(text);
        for (const piece of pieces) {
          expect(utf8Length(piece.text)).toBeLessThanOrEqual(max);
          expect(piece.text.match(/<x/g)?.length ?? 0).toBe(piece.text.match(/<x id="\d+"\/>/g)?.length ?? 0);
        }
      }),
    );
  });
});

describe("groupTexts", () => {
  it("groups texts by count and body size", () => {
    const groups = groupTexts(
      Array.from({ length: 120 }, () => "x".repeat(1000)),
      50,
      40 * 1024,
    );
    expect(groups.map((g) => g.length)).toEqual([40, 40, 40]);
    expect(groupTexts(["a", "b", "c"], 2, 1000).map((g) => g.length)).toEqual([2, 1]);
  });
});

describe("entities", () => {
  it("decodes numeric and named references, leaving unknown ones", () => {
    expect(decodeEntities("i don&#39;t &quot;x&quot; &#x27;y&#X27; &amp;amp; &nope;")).toBe(
      `i don't "x" 'y' &amp; &nope;`,
    );
  });

  it("escapes text for XML but keeps placeholders as elements, and round-trips", () => {
    const text = 'Tom & Jerry <3 <x id="1"/>>_<';
    const escaped = escapeXmlText(text);
    expect(escaped).toBe('Tom &amp; Jerry &lt;3 <x id="1"/>&gt;_&lt;');
    expect(decodeEntities(escaped)).toBe(text);
  });

  it("puts rewritten placeholders back in canonical form", () => {
    expect(cleanOutput(`<x id="1"></x>a <x id='2' /> b < x id = "3"/> &lt;x id=&quot;4&quot;/&gt;`)).toBe(
      '<x id="1"/>a <x id="2"/> b <x id="3"/> <x id="4"/>',
    );
  });
});
