import { describe, expect, it } from "vitest";
import { detectLanguage, sampleText, stripMarkup } from "./detectLanguage";

describe("detectLanguage", () => {
  it("recognises a language through the markup of any format", () => {
    expect(
      detectLanguage("<i>Je ne sais pas</i> {\\i1}où elle est partie{\\i0},\\Nnous devons la retrouver.")
        .language,
    ).toBe("fr");
    expect(detectLanguage("{y:i}Wir müssen sie finden, bevor es dunkel wird.").language).toBe("de");
  });

  it("says nothing rather than guess on too little text", () => {
    expect(detectLanguage("<b>Oh!</b>")).toEqual({ language: null, confidence: 0 });
    expect(detectLanguage("♪ ♪ ♪ 123").language).toBeNull();
  });

  it("strips tags, override blocks and ASS escapes", () => {
    expect(stripMarkup('<font color="red">Hi</font>{\\an8}\\Nthere\\h!')).toBe("Hi there !");
  });

  it("samples cues spread over the whole file, within the size asked", () => {
    const texts = Array.from({ length: 10_000 }, (_, i) => `line ${i}`);
    const sample = sampleText(texts, 500);
    expect(sample.length).toBeLessThanOrEqual(520);
    const first = sample.split("\n");
    expect(first[0]).toBe("line 0");
    expect(first[1]).toBe("line 50");
  });
});
