import { describe, expect, it } from "vitest";
import { type FaqItem, filterFaq } from "./faq";

const items: FaqItem[] = [
  { id: "a", category: "billing", question: "Comment résilier ?", answer: "Depuis le portail de paiement." },
  { id: "b", category: "technical", question: "Quels formats ?", answer: "SRT, VTT, ASS, SUB et SBV." },
  { id: "c", category: "account", question: "Übersetzung löschen?", answer: "Im Verlauf." },
];

const ids = (found: FaqItem[]) => found.map((item) => item.id);

describe("filterFaq", () => {
  it("keeps everything for all and no search, one category otherwise", () => {
    expect(ids(filterFaq(items, "all", ""))).toEqual(["a", "b", "c"]);
    expect(ids(filterFaq(items, "technical", "  "))).toEqual(["b"]);
  });

  it("searches questions and answers, every word, ignoring case and accents", () => {
    expect(ids(filterFaq(items, "all", "RESILIER"))).toEqual(["a"]);
    expect(ids(filterFaq(items, "all", "ubersetzung"))).toEqual(["c"]);
    expect(ids(filterFaq(items, "all", "srt sbv"))).toEqual(["b"]);
    expect(ids(filterFaq(items, "all", "srt portail"))).toEqual([]);
    expect(ids(filterFaq(items, "billing", "formats"))).toEqual([]);
  });
});
