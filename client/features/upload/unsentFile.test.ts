import type { FileSummary } from "@shared/fileSummary";
import { describe, expect, it } from "vitest";
import { unsentFile } from "./unsentFile";

const summary: FileSummary = {
  format: "srt",
  encoding: "utf-8",
  subtitle_count: 2,
  duration: 6,
  detected_language: "en",
  diagnostics: [],
  diagnostic_count: 0,
  characters: 30,
};

describe("unsentFile", () => {
  it("stands the worker's summary in for the server's answer, with the bytes to send and a device id", () => {
    const file = new File(["1\n00:00:01,000 --> 00:00:03,000\nHi\n"], "walk.srt");
    const now = new Date("2026-11-27T06:00:00.000Z");
    const kept = unsentFile(file, summary, now);
    expect(kept).toMatchObject({
      filename: "walk.srt",
      format: "srt",
      encoding: "utf-8",
      size: file.size,
      subtitle_count: 2,
      duration: 6,
      detected_language: "en",
      created_at: "2026-11-27T06:00:00.000Z",
      stored_at: now.getTime(),
      summary,
    });
    expect(kept.unsent).toBe(file);
    expect(kept.file_id).toMatch(/^device-[0-9a-f-]{36}$/);
    expect(unsentFile(file, summary, now).file_id).not.toBe(kept.file_id);
  });
});
