import { asciiPieces } from "@test/helpers/subtitles";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseAss } from "../parse/ass";
import { serializeAss } from "../serialize/ass";

const HEAD = "[Events]\nFormat: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\n";

describe("EventReader with alternating styles and speakers", () => {
  // Runs already seen are found again by hash on both the repeat and the general path; each event must still
  // get exactly its own fields, and equal combinations one shared frozen record.
  const events = [
    "Dialogue: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,,one",
    "Dialogue: 0,0:00:02.00,0:00:03.00,Italics,Alice,0,0,0,,two",
    "Dialogue: 0,0:00:03.00,0:00:04.00,Default,,0,0,0,,three",
    "Comment: 0,0:00:04.00,0:00:05.00,Italics,Alice,0,0,0,,four",
    "Dialogue: 1,0:00:05.00,0:00:06.00,Default,,0,0,0,,five",
    "Dialogue: 0,0:00:06.00,0:00:07.00,Italics,Alice,0,0,0,,six",
    "Dialogue: 0,0:00:07.00,0:00:08.00,Italics,Alice,0,0,0,Scroll up,seven",
    "Dialogue: 1,0:00:08.00,0:00:09.00,Default,,0,0,0,,eight",
    "Dialogue: 0,00:00:09.00,0:00:10.00,Default,,0,0,0,,nine",
    "Dialogue: 0,0:00:10.00,0:00:11.00,Italics,Alice,0,0,0,,ten",
    "Comment: 0,0:00:11.00,0:00:12.00,Italics,Alice,0,0,0,,eleven",
  ];
  const text = `${HEAD}${events.join("\n")}\n`;
  const { document, diagnostics } = parseAss(text);
  const cues = document.cues;

  it("gives each event its own kind and fields", () => {
    expect(diagnostics).toEqual([]);
    expect(
      cues.map((c) => [
        c.text,
        c.ass?.kind,
        c.ass?.fields.Layer,
        c.ass?.fields.Style,
        c.ass?.fields.Name,
        c.ass?.fields.Effect,
      ]),
    ).toEqual([
      ["one", "Dialogue", "0", "Default", "", ""],
      ["two", "Dialogue", "0", "Italics", "Alice", ""],
      ["three", "Dialogue", "0", "Default", "", ""],
      ["four", "Comment", "0", "Italics", "Alice", ""],
      ["five", "Dialogue", "1", "Default", "", ""],
      ["six", "Dialogue", "0", "Italics", "Alice", ""],
      ["seven", "Dialogue", "0", "Italics", "Alice", "Scroll up"],
      ["eight", "Dialogue", "1", "Default", "", ""],
      ["nine", "Dialogue", "0", "Default", "", ""],
      ["ten", "Dialogue", "0", "Italics", "Alice", ""],
      ["eleven", "Comment", "0", "Italics", "Alice", ""],
    ]);
  });

  it("shares one frozen record per kind and field values, and keeps non-canonical times raw", () => {
    const ass = cues.map((c) => c.ass);
    expect(ass[2]).toBe(ass[0]);
    expect(ass[5]).toBe(ass[1]);
    expect(ass[9]).toBe(ass[1]);
    expect(ass[10]).toBe(ass[3]);
    expect(ass[7]).toBe(ass[4]);
    expect(ass[4]).not.toBe(ass[0]);
    expect(ass[3]).not.toBe(ass[1]);
    expect(ass[8]).not.toBe(ass[0]);
    expect(ass[8]?.raw?.start).toBe("00:00:09.00");
    expect(new Set(ass).size).toBe(6);
    for (const record of ass) if (!record?.raw) expect(Object.isFrozen(record)).toBe(true);
  });

  it("serializes back to the same text", () => {
    expect(serializeAss(document)).toBe(text);
  });
});

describe("EventReader on ASCII bytes", () => {
  // The bulk path reads leads, times and runs from the bytes of ASCII text (as decodeBytes gives them): for any
  // mix of canonical and other events it must read exactly what it reads from the characters.
  /** Mostly the usual value, so that events repeat and take the bulk path; now and then a near miss of it. */
  const mostly = (usual: string, ...others: string[]) =>
    fc.oneof(
      { weight: 4 * others.length, arbitrary: fc.constant(usual) },
      ...others.map((other) => ({ weight: 1, arbitrary: fc.constant(other) })),
    );
  const event = fc.record({
    kind: mostly(
      "Dialogue: ",
      "Comment: ",
      "Dialogue:  ",
      "Dialogue:",
      "Dialogux: ",
      "dialogue: ",
      "Comment:\t",
    ),
    layer: mostly("0", "1", "10", ""),
    start: mostly(
      "0:00:01.00",
      "12:00:00.99",
      "00:00:01.00",
      "0:0:1.0",
      "0:60:01.00",
      "0:00:01,00",
      "0:00:0x.00",
    ),
    end: mostly("1:02:03.45", "123:00:00.00", "0:00:02.0", "0:00:02.00 ", "0:00:02.0a", "0;00:02.00"),
    run: fc.constantFrom(
      "Default,,0,0,0,,",
      "Italics,Alice,0,0,0,,",
      "Default,Bob,0,0,0,Scroll up,",
      "Defaulx,,0,0,0,,",
      "Default,,0,0,1,,",
      "Default,",
    ),
    text: fc.constantFrom("one", "two\\Nthree", "{\\i1}a{\\i0}\\Nb\\N", "\\N", "", "x,y\\n"),
  });

  it("reads as from the characters, whole and cut after any line, and writes the text back", () => {
    fc.assert(
      fc.property(fc.array(event, { minLength: 1, maxLength: 20 }), fc.nat(), (events, cutAt) => {
        const lines = events.map((e) => `${e.kind}${e.layer},${e.start},${e.end},${e.run}${e.text}`);
        const text = `${HEAD}${lines.join("\n")}\n`;
        const fromCharacters = parseAss(text);
        expect(serializeAss(fromCharacters.document)).toBe(text);
        expect(parseAss(asciiPieces([text]))).toEqual(fromCharacters);
        const at = text.indexOf("\n", cutAt % text.length) + 1;
        if (at > 0 && at < text.length) {
          expect(parseAss(asciiPieces([text.slice(0, at), text.slice(at)]))).toEqual(fromCharacters);
        }
      }),
      { numRuns: 400 },
    );
  });
});

describe("EventReader at the end of the text", () => {
  it("does not read a time cut off by the end of the text, from characters or bytes", () => {
    const whole = "Dialogue: 0,0:00:03.00,0:00:04.00,Default,,0,0,0,,two";
    for (let cut = "Dialogue: 0,".length; cut < whole.length; cut++) {
      const text = `${HEAD}Dialogue: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,,one\n${whole.slice(0, cut)}`;
      for (const input of [text, asciiPieces([text])]) {
        const times = parseAss(input).document.cues.flatMap((c) => [c.start, c.end]);
        expect(times.every(Number.isFinite), `cut at ${cut}`).toBe(true);
        expect(times.slice(0, 2)).toEqual([1000, 2000]);
      }
    }
  });
});
