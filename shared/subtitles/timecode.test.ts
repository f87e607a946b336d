import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canonicalEnd, canonicalTimingAt, canonicalTimingInView } from "./timecode";

const CANONICAL = "01:23:45.678 --> 12:34:56,789";
const ASCII = fc.integer({ min: 0, max: 127 }).map((c) => String.fromCharCode(c));

function viewOf(text: string): DataView {
  const bytes = new TextEncoder().encode(text);
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Start and end as the string reader gives them, and as the byte reader does; -1 for a refused line. */
function bothReadings(line: string, comma: boolean): [number[], number[]] {
  const fromString = canonicalTimingAt(line, 0, comma);
  const stringEnd = canonicalEnd;
  const fromBytes = canonicalTimingInView(viewOf(line), 0, comma);
  const bytesEnd = canonicalEnd;
  return [fromString < 0 ? [-1] : [fromString, stringEnd], fromBytes < 0 ? [-1] : [fromBytes, bytesEnd]];
}

describe("canonical timing line in bytes", () => {
  it("reads what the string reader reads", () => {
    expect(canonicalTimingInView(viewOf(CANONICAL), 0, true)).toBe(((1 * 60 + 23) * 60 + 45) * 1000 + 678);
    expect(canonicalEnd).toBe(((12 * 60 + 34) * 60 + 56) * 1000 + 789);
    expect(canonicalTimingInView(viewOf("99:59:59.999 --> 00:00:00.000"), 0, false)).toBe(359_999_999);
    expect(canonicalEnd).toBe(0);
  });

  it("refuses what the string reader refuses: a comma only when asked, minutes and seconds over 59", () => {
    expect(canonicalTimingInView(viewOf(CANONICAL), 0, false)).toBe(-1);
    expect(canonicalTimingInView(viewOf("00:60:00.000 --> 00:00:01.000"), 0, false)).toBe(-1);
    expect(canonicalTimingInView(viewOf("00:00:60.000 --> 00:00:01.000"), 0, false)).toBe(-1);
    expect(canonicalTimingInView(viewOf("00:00:00.000 -> 00:00:01.0000"), 0, false)).toBe(-1);
  });

  it("agrees with the string reader on any line with a few characters changed", () => {
    // Not the arrow's: both are called where it is.
    const at = fc.integer({ min: 0, max: CANONICAL.length - 4 }).map((i) => (i < 13 ? i : i + 3));
    const edit = fc.tuple(at, ASCII);
    fc.assert(
      fc.property(fc.array(edit, { minLength: 1, maxLength: 3 }), fc.boolean(), (edits, comma) => {
        const chars = [...CANONICAL];
        for (const [at, c] of edits) chars[at] = c;
        const [fromString, fromBytes] = bothReadings(chars.join(""), comma);
        expect(fromBytes).toEqual(fromString);
      }),
      { numRuns: 5000 },
    );
  });
});
