import { describe, expect, it } from "vitest";
import { browserLocale } from "./locales";

describe("browserLocale", () => {
  it("takes the first browser language that the interface speaks, by its primary subtag", () => {
    expect(browserLocale(["de-CH", "en-US"])).toBe("de");
    expect(browserLocale(["pt-BR"])).toBe("pt");
    expect(browserLocale(["ko-KR", "ja"])).toBe("ja");
    expect(browserLocale(["ZH-Hans-CN"])).toBe("zh");
  });

  it("falls back to French when none of them is one of the eight", () => {
    expect(browserLocale(["ko-KR", "ru"])).toBe("fr");
    expect(browserLocale([])).toBe("fr");
  });
});
