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
