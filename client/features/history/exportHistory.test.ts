import type { TranslationJob } from "@shared/api/translate";
import { describe, expect, it } from "vitest";
import { historyExportName, historyToCsv, historyToJson } from "./exportHistory";

const base: TranslationJob = {
  job_id: "j1",
  file_id: "f1",
  status: "completed",
  progress: 100,
  source_language: "en",
  target_language: "fr",
  service: "deepl",
  total_subtitles: 120,
  processed_subtitles: 120,
  created_at: "2026-11-25T10:00:00.000Z",
  started_at: "2026-11-25T10:00:01.000Z",
  completed_at: "2026-11-25T10:02:00.000Z",
  error_message: null,
  error_code: null,
  error_detail: null,
  error_service: null,
  notice: null,
  original_filename: 'Épisode 1, "pilot".srt',
  services_used: { deepl: 120 },
};

const failed: TranslationJob = {
  ...base,
  job_id: "j2",
  status: "failed",
  progress: 37.5,
  processed_subtitles: 45,
  completed_at: null,
  error_message: "mymemory failed (unavailable)\nthen gave up",
  original_filename: '=HYPERLINK("http://evil")',
};

describe("historyToCsv", () => {
  it("writes a header and one quoted-where-needed row per job, CRLF, with a BOM", () => {
    const csv = historyToCsv([base, failed]);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const lines = csv.slice(1).split("\r\n");
    expect(lines[0]).toBe(
      "job_id,filename,source_language,target_language,service,status,progress,processed_subtitles,total_subtitles,created_at,completed_at,error_message",
    );
    expect(lines[1]).toBe(
      'j1,"Épisode 1, ""pilot"".srt",en,fr,deepl,completed,100,120,120,2026-11-25T10:00:00.000Z,2026-11-25T10:02:00.000Z,',
    );
    expect(csv).toContain('"mymemory failed (unavailable)\nthen gave up"');
    // A formula stays text in a spreadsheet.
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv.endsWith("\r\n")).toBe(true);
  });

  it("falls back to translation_{id}.srt for a job without a file name", () => {
    expect(historyToCsv([{ ...base, original_filename: "" }])).toContain(",translation_j1.srt,");
  });
});

describe("historyToJson", () => {
  it("gives the export time and the same fields as the CSV, values typed", () => {
    const parsed = JSON.parse(historyToJson([failed], new Date("2026-11-26T08:00:00Z")));
    expect(parsed).toEqual({
      exported_at: "2026-11-26T08:00:00.000Z",
      translations: [
        {
          job_id: "j2",
          filename: '=HYPERLINK("http://evil")',
          source_language: "en",
          target_language: "fr",
          service: "deepl",
          status: "failed",
          progress: 37.5,
          processed_subtitles: 45,
          total_subtitles: 120,
          created_at: "2026-11-25T10:00:00.000Z",
          completed_at: null,
          error_message: "mymemory failed (unavailable)\nthen gave up",
        },
      ],
    });
  });

  it("names the file after the day", () => {
    expect(historyExportName("json", new Date("2026-11-26T23:59:00Z"))).toBe(
      "polysub-history-2026-11-26.json",
    );
  });
});
