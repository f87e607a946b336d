import { parseSubtitle } from "@shared/subtitles";
import { buildSrt, numberedCues } from "@test/helpers/subtitles";
import { describe, expect, it } from "vitest";
import { packDocument, unpackCues, unpackDocument } from "./packedDocument";

describe("packed documents", () => {
  const parsed = parseSubtitle(buildSrt(numberedCues(2_500)), { filename: "a.srt" });
  const packed = packDocument(parsed);

  it("give back the document as parsed, without what only reading tells", async () => {
    const { diagnostics, encoding, bom, ...document } = parsed;
    expect(await unpackDocument(packed)).toEqual(document);
    expect(packed.cueCount).toBe(2_500);
  });

  it("give a page of cues across the slices that hold it, and nothing past the end", () => {
    expect(unpackCues(packed, 998, 1_002)).toEqual(parsed.cues.slice(998, 1_002));
    expect(unpackCues(packed, 2_400, 2_600)).toEqual(parsed.cues.slice(2_400));
    expect(unpackCues(packed, 3_000, 3_100)).toEqual([]);
  });
});
