import { describe, expect, it } from "vitest";
import { parseCsv, writeCsv } from "./csv";
import {
  findTerms,
  glossaryFromCsv,
  glossaryToCsv,
  missesTerm,
  protectTerms,
  restoreTerms,
  suggestTerms,
} from "./glossary";

const terms = [
  { source: "Night's Watch", target: "Garde de Nuit" },
  { source: "Night", target: "Nuit" },
  { source: "Winterfell", target: "Winterfell" },
];

describe("glossary terms", () => {
  it("finds whole words, longest first, never inside placeholders", () => {
    const found = findTerms('<x id="1"/>The Night\'s Watch of Winterfells, at Night.', terms);
    expect(found.map((f) => f.term.source)).toEqual(["Night's Watch", "Night"]);
  });

  it("protects terms as placeholders numbered after the text's own and puts the targets back", () => {
    const p = protectTerms('<x id="1"/>Join the Night\'s Watch<x id="2"/> at Winterfell', terms);
    expect(p.text).toBe('<x id="1"/>Join the <x id="3"/><x id="2"/> at <x id="4"/>');
    const back = restoreTerms('<x id="1"/>Rejoins la <x id="3"/><x id="2"/> à <x id="4"/>', p.targets);
    expect(back).toEqual({
      text: '<x id="1"/>Rejoins la Garde de Nuit<x id="2"/> à Winterfell',
      missing: false,
    });
    expect(restoreTerms('<x id="1"/>Rejoins<x id="2"/> à <x id="4"/>', p.targets).missing).toBe(true);
  });

  it("tells when a translation lacks a term's target", () => {
    expect(missesTerm("The Night's Watch", "La garde de nuit", terms)).toBe(false);
    expect(missesTerm("The Night's Watch", "Les veilleurs", terms)).toBe(true);
    expect(missesTerm("Nothing here", "Rien", terms)).toBe(false);
  });

  it("suggests recurring names that do not open a sentence", () => {
    const texts = [
      "Where is Jon Snow?",
      "I saw Jon Snow in Winterfell.",
      "Winterfell is cold. Bring Ghost to Winterfell.",
      "The Wall is tall. Yes, the Wall.",
      "Bring Ghost.",
    ];
    expect(suggestTerms(texts)).toEqual(["Ghost", "Jon Snow", "Wall", "Winterfell"]);
  });
});

describe("hostile glossaries", () => {
  it("finds overlapping terms in a long text of them in linear time (the overlap check was quadratic)", () => {
    // "a", "a a", "a a a", …: every term matches everywhere in "a a a …"; 20,000 chars took 0.5 s of the server.
    const overlapping = Array.from({ length: 50 }, (_, i) => ({
      source: Array.from({ length: i + 1 }, () => "a").join(" "),
      target: `b${i}`,
    }));
    const text = "a ".repeat(100_000).trim();
    const t = performance.now();
    const found = findTerms(text, overlapping);
    expect(performance.now() - t).toBeLessThan(1000);
    // The longest term takes every 50 words; the remainder is one term more.
    expect(found).toHaveLength(2000);
    expect(found.every((f) => f.term.source.length === 99)).toBe(true);
    expect(protectTerms(text, overlapping).targets.size).toBe(2000);
  });
});

describe("CSV", () => {
  it("reads quoted fields with commas, doubled quotes and line breaks, CRLF and LF", () => {
    const text = '\ufeffsource,target\r\n"Night\'s Watch, the","Garde ""de"" Nuit"\n"two\nlines",x\n\nA,B';
    expect(parseCsv(text)).toEqual([
      ["source", "target"],
      ["Night's Watch, the", 'Garde "de" Nuit'],
      ["two\nlines", "x"],
      ["A", "B"],
    ]);
  });

  it("reads semicolon CSV and writes what it reads", () => {
    expect(parseCsv("a;b\nc;d")).toEqual([
      ["a", "b"],
      ["c", "d"],
    ]);
    const rows = [
      ["a,b", 'q"q'],
      ["x\ny", " pad"],
    ];
    expect(parseCsv(writeCsv(rows))).toEqual(rows);
  });

  it("round-trips a glossary, skipping the header and incomplete rows", () => {
    expect(glossaryFromCsv(glossaryToCsv(terms))).toEqual(terms);
    expect(glossaryFromCsv("source,target\nonly\n,x\nA,B")).toEqual([{ source: "A", target: "B" }]);
  });

  it("parses a long file in linear time", () => {
    const big = `${'"a, ""b""",c\n'.repeat(100_000)}`;
    const t = performance.now();
    expect(parseCsv(big)).toHaveLength(100_000);
    expect(performance.now() - t).toBeLessThan(2000);
  });
});
