import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { nextArrow } from "./text";

describe("nextArrow", () => {
  it("finds what indexOf('-->') finds, from any position, among hyphens and half arrows", () => {
    const text = fc
      .array(fc.constantFrom("-", ">", "->", "-->", "--->", "a", "\n"), { maxLength: 30 })
      .map((p) => p.join(""));
    fc.assert(
      fc.property(text, fc.nat(40), (s, from) => {
        expect(nextArrow(s, from)).toBe(s.indexOf("-->", from));
      }),
      { numRuns: 2000 },
    );
  });
});
