import type { TranslationResult } from "@shared/api/translate";
import { describe, expect, it } from "vitest";
import { reviewRows } from "./rows";

const cue = (start: number, text: string, comment = false) => ({
  start,
  end: start + 2000,
  text,
  line: 1,
  ...(comment && { ass: { kind: "Comment" as const, fields: {} } }),
});

const result = {
  target_language: "fr",
  source: { format: "ass", cues: [cue(0, "note", true), cue(1000, "Hello"), cue(4000, "Bye")] },
  translated: { format: "ass", cues: [cue(0, "note", true), cue(1000, "Bonjour"), cue(4000, "Salut")] },
  edits: [{ index: 1, text: "Au revoir", service: "deepl" as const, updated_at: "" }],
} as unknown as TranslationResult;

describe("review rows", () => {
  it("lists shown cues by their API index, with the device's edits over the server's and the report's service", () => {
    const rows = reviewRows(
      result,
      [{ index: 0, text: "Coucou", service: null, synced: false }],
      [
        {
          index: 0,
          service: "mymemory",
          cached: false,
          shortened: false,
          cps: 3,
          max_line_length: 7,
          lines: 1,
          issues: ["tags_repaired"],
        },
        {
          index: 1,
          service: "mymemory",
          cached: false,
          shortened: false,
          cps: 3,
          max_line_length: 5,
          lines: 1,
          issues: ["untranslated"],
        },
      ],
    );
    expect(rows.map((r) => [r.index, r.original, r.translation, r.by, r.issues, r.pending])).toEqual([
      [0, "Hello", "Coucou", "edited", [], true],
      [1, "Bye", "Au revoir", "deepl", [], false],
    ]);
  });

  it("measures an edited cue again against the reading limits", () => {
    const long = { index: 1, text: "x".repeat(50), service: null };
    const rows = reviewRows({ ...result, edits: [] }, [long], undefined);
    expect(rows[1]?.issues).toEqual(["over_cps", "over_line_length"]);
  });
});

describe("review rows of a sentence joined over cues", () => {
  it("give each joined cue its sentence in the grid's numbers, hidden lines left out", () => {
    // Cues 2 and 3 of the file (the comment is cue 1) are the grid's cues 1 and 2.
    const rows = reviewRows({ ...result, edits: [], joined_cues: [[2, 3]] }, [], undefined);
    expect(rows.map((r) => r.sentence)).toEqual([
      [1, 2],
      [1, 2],
    ]);
    expect(
      reviewRows({ ...result, edits: [], joined_cues: [] }, [], undefined).map((r) => r.sentence),
    ).toEqual([null, null]);
  });
});

describe("review rows without a report", () => {
  it("name the job's only service for the cues it changed", () => {
    const rows = reviewRows({ ...result, edits: [] }, [], undefined, "mymemory");
    expect(rows.map((r) => r.by)).toEqual(["mymemory", "mymemory"]);
    const unchanged = { ...result, edits: [], translated: result.source };
    expect(reviewRows(unchanged, [], undefined, "mymemory").map((r) => r.by)).toEqual([null, null]);
  });
});
