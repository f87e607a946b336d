import { describe, expect, it } from "vitest";
import { LOCALES } from "../lib/locales";

const catalogs = import.meta.glob<string>("./*/messages.po", {
  query: "?raw",
  import: "default",
  eager: true,
});

function entries(po: string): { id: string; translation: string }[] {
  return [...po.matchAll(/^msgid "(.*)"\nmsgstr "(.*)"$/gm)]
    .map((m) => ({ id: m[1] ?? "", translation: m[2] ?? "" }))
    .filter((entry) => entry.id !== "");
}

function placeholders(text: string): string[] {
  const simple = text.replace(/\{(\w+), plural,.*$/, "{$1}");
  return [...simple.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? "").sort();
}

describe("catalogs", () => {
  it("exist for every interface language", () => {
    expect(Object.keys(catalogs).sort()).toEqual(LOCALES.map((l) => `./${l}/messages.po`).sort());
  });

  for (const locale of LOCALES) {
    it(`${locale}: every message is translated and keeps its placeholders`, () => {
      const po = catalogs[`./${locale}/messages.po`] ?? "";
      const list = entries(po);
      expect(list.length).toBeGreaterThan(100);
      expect(list.filter((e) => e.translation === "").map((e) => e.id)).toEqual([]);
      const broken = list.filter((e) => placeholders(e.id).join() !== placeholders(e.translation).join());
      expect(broken.map((e) => e.id)).toEqual([]);
    });
  }

  it("fr: writes the typographic apostrophe (l’envoi), as every French text of the app does", () => {
    const straight = entries(catalogs["./fr/messages.po"] ?? "").filter((e) =>
      /\p{L}'\p{L}/u.test(e.translation),
    );
    expect(straight.map((e) => e.translation)).toEqual([]);
  });
});
