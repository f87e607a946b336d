import { describe, expect, it } from "vitest";
import { summaryOfUpload } from "./fileSummary";

describe("summaryOfUpload", () => {
  it("keeps the server's facts and counts its diagnostics", () => {
    const summary = summaryOfUpload({
      file_id: "5f0c7a52-7f55-4d36-9d8f-0c2b1f1d8a10",
      filename: "film.vtt",
      format: "vtt",
      encoding: "utf-8",
      size: 120,
      subtitle_count: 3,
      duration: 12.5,
      detected_language: "fr",
      diagnostics: [{ line: 4, severity: "warning", code: "cue.overlap", message: "Overlap" }],
      created_at: "2026-01-01T00:00:00.000Z",
      expires_at: "2026-01-31T00:00:00.000Z",
    });
    expect(summary).toMatchObject({
      format: "vtt",
      duration: 12.5,
      detected_language: "fr",
      diagnostic_count: 1,
    });
  });
});
