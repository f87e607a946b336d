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

  it("strips a run of unclosed tags and braces in linear time", () => {
    // 400 KB of `<` froze the server for minutes with the quadratic pattern; linear, it takes milliseconds.
    for (const opener of ["<", "{"]) {
      const text = `${opener.repeat(400_000)} hello`;
      const started = performance.now();
      expect(stripMarkup(text)).toBe(text);
      expect(performance.now() - started).toBeLessThan(500);
    }
  });

  it("reads at most a slice of each cue and of the whole file, before stripping their markup", () => {
    const giant = `<i>${"word ".repeat(2_000_000)}</i>`;
    const started = performance.now();
    const sample = sampleText([giant, "second cue"], 3000);
    expect(performance.now() - started).toBeLessThan(100);
    expect(sample.length).toBeLessThanOrEqual(3000);
    expect(sample).toContain("second cue");
  });
});
