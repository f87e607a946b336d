import { FREE_LANGUAGES, PAID_LANGUAGES } from "@shared/plans";
import { describe, expect, it } from "vitest";
import { likelyTarget } from "./likelyTarget";

describe("likelyTarget", () => {
  it("takes the browser's language when the plan allows it and it is not the source", () => {
    expect(likelyTarget(["de-DE", "de", "en"], FREE_LANGUAGES, "en")).toBe("de");
    expect(likelyTarget(["ja-JP"], PAID_LANGUAGES, "auto")).toBe("ja");
  });

  it("moves to the next likely one when the browser's is the source, or outside the plan", () => {
    expect(likelyTarget(["de-DE"], FREE_LANGUAGES, "de")).toBe("en");
    expect(likelyTarget(["de-DE", "fr"], FREE_LANGUAGES, "de")).toBe("fr");
    expect(likelyTarget(["ja-JP"], FREE_LANGUAGES, "fr")).toBe("en");
    expect(likelyTarget(["en-US"], FREE_LANGUAGES, "en")).toBe("fr");
  });
});
