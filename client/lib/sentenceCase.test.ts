import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/** Names keep their capitals wherever they stand. */
const NAMES = new Set(["JSON", "CSV", "Premium", "Pro", "Polysub", "Monday", "Friday", "CET"]);
/** Spec section 8 quotes this one as the browser's own message. */
const QUOTED = new Set(["Network Error"]);

describe("interface strings", () => {
  it("are in sentence case: no label capitalises its every word ('Proceed to Translation')", () => {
    const catalog = readFileSync(new URL("../locales/en/messages.po", import.meta.url), "utf8");
    const ids = [...catalog.matchAll(/^msgid "(.+)"$/gm)].map((match) => match[1] ?? "");
    const titleCase = ids.filter((id) => {
      if (QUOTED.has(id) || id.includes("{")) return false;
      const later = (id.match(/[A-Za-z][A-Za-z']*/g) ?? [])
        .slice(1)
        .filter((w) => w.length > 3 && !NAMES.has(w));
      return later.length > 0 && later.every((word) => /^[A-Z]/.test(word));
    });
    expect(titleCase).toEqual([]);
  });
});
