import { describe, expect, it } from "vitest";
import { CATALOG_COUNTS, EXPORT_TYPES, READ_FORMAT_NAMES, UPLOAD_TYPES } from "./catalogCounts";

describe("what the home page claims", () => {
  it("counts the formats it names, SSA and SubViewer included", () => {
    const names = READ_FORMAT_NAMES.split(", ");
    expect(names).toHaveLength(CATALOG_COUNTS.formats);
    expect(names).toEqual(expect.arrayContaining(["SubStation Alpha", "SubViewer 2.0", "YouTube SBV"]));
    expect(UPLOAD_TYPES).toBe("SRT, VTT, ASS, SSA, SUB, SBV");
    expect(EXPORT_TYPES).toContain("SSA");
  });

  it("gives the free plan's languages beside the paid plans'", () => {
    expect(CATALOG_COUNTS).toMatchObject({ languages: 32, freeLanguages: 5 });
  });
});
