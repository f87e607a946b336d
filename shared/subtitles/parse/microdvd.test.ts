import { describe, expect, it } from "vitest";
import { serializeMicroDvd } from "../serialize/microdvd";
import { parseMicroDvd } from "./microdvd";

describe("parseMicroDvd", () => {
  it("reads frames at the declared frame rate, | breaks and control codes", () => {
    const text = "{1}{1}25.000\n{25}{50}{y:i}Hello|world\n{75}{100}{c:$0000ff}{f:Arial}Red\n";
    const { document, diagnostics } = parseMicroDvd(text);
    expect(diagnostics).toEqual([]);
    expect(document.microdvd).toEqual({ frameRate: 25, declaration: "{1}{1}25.000" });
    expect(document.cues.map((c) => [c.start, c.end, c.text, c.line])).toEqual([
      [1000, 2000, "{y:i}Hello\nworld", 2],
      [3000, 4000, "{c:$0000ff}{f:Arial}Red", 3],
    ]);
    expect(serializeMicroDvd(document)).toBe(text);
  });

  it("uses options.frameRate, else 23.976, and writes no fps line the source did not have", () => {
    const text = "{0}{24}a\n{24}{48}b\n";
    const guessed = parseMicroDvd(text);
    expect(guessed.document.cues[1]?.start).toBe(Math.round(24000 / 23.976));
    // Said once for the whole file, as every time depends on it.
    expect(guessed.diagnostics.map((d) => [d.code, d.line, d.params])).toEqual([
      ["sub.assumed_frame_rate", 0, { frameRate: 23.976 }],
    ]);
    const { document, diagnostics } = parseMicroDvd(text, { frameRate: 24 });
    expect(diagnostics).toEqual([]);
    expect(document.cues[1]).toMatchObject({ start: 1000, end: 2000 });
    expect(serializeMicroDvd(document)).toBe(text);
  });

  it.each([
    ["{0}{0}25.0", 25],
    ["{1}{}25", 25],
    ["{1}{20}29.970", 29.97],
    ["{1}{1}23.976", 23.976],
  ])("takes %s before the first cue as the frame rate, and writes it back as it was", (line, fps) => {
    const text = `${line}\n{311}{374}Hello\n`;
    const { document, diagnostics } = parseMicroDvd(text);
    expect(diagnostics).toEqual([]);
    expect(document.microdvd).toEqual({ frameRate: fps, declaration: line });
    expect(document.cues.map((c) => [c.start, c.end, c.text])).toEqual([
      [Math.round(311_000 / fps), Math.round(374_000 / fps), "Hello"],
    ]);
    expect(serializeMicroDvd(document)).toBe(text);
  });

  it("reads a number that cannot be a frame rate, or comes after a cue, as a cue", () => {
    expect(parseMicroDvd("{5}{10}25\n").document.cues.map((c) => c.text)).toEqual(["25"]);
    expect(parseMicroDvd("{1}{1}2000\n").document.cues.map((c) => c.text)).toEqual(["2000"]);
    expect(parseMicroDvd("{0}{10}Hi\n{1}{1}25\n").document.cues.map((c) => c.text)).toEqual(["Hi", "25"]);
  });

  it("reports a frame number too long to be one as a bad line", () => {
    const { document, diagnostics } = parseMicroDvd(`{1}{1}25\n{10}{${"9".repeat(400)}}Hello\n{30}{40}B\n`);
    expect(document.cues.map((c) => [c.start, c.end, c.text])).toEqual([[1200, 1600, "B"]]);
    expect(diagnostics.map((d) => [d.code, d.line])).toEqual([["sub.bad_line", 2]]);
  });

  it("reports junk lines and negative frames, keeps the cues", () => {
    const { document, diagnostics } = parseMicroDvd(
      "Content-Type: text/plain\n\n{1}{1}23.976\n{-10}{5}x\n{5}{}open end\n{30}{40}y",
    );
    expect(diagnostics.map((d) => [d.code, d.line])).toEqual([
      ["sub.bad_line", 1],
      ["sub.negative_frame", 4],
      ["sub.missing_end", 5],
    ]);
    expect(document.microdvd?.declaration).toBe("{1}{1}23.976");
    expect(document.cues.map((c) => c.text)).toEqual(["x", "open end", "y"]);
    // An open end lasts until the next cue.
    expect(document.cues[1]?.end).toBe(document.cues[2]?.start);
    expect(parseMicroDvd("not a subtitle").diagnostics.map((d) => d.code)).toEqual([
      "sub.bad_line",
      "no_cues",
    ]);
  });

  it("converts other formats' markup and writes the frame rate it used", () => {
    const doc = {
      format: "srt" as const,
      cues: [{ start: 1000, end: 2000, text: "<i>Hi</i>\nthere", line: 1 }],
    };
    expect(serializeMicroDvd(doc, { frameRate: 25 })).toBe("{1}{1}25.000\n{25}{50}{y:i}Hi|there\n");
  });
});
