import { readFileSync } from "node:fs";
import { parseSubtitle, RLM } from "@shared/subtitles";
import { uploadFixture } from "@test/helpers/api";
import { exportJob, type JobsHarness, jobsHarnessPerTest, startJob, waitForJob } from "@test/jobs/harness";
import { describe, expect, it } from "vitest";

const startHarness = jobsHarnessPerTest();

const SRT = `1
00:00:01,000 --> 00:00:02,500
<i>Where are you going?</i>

2
00:00:03,000 --> 00:00:05,000
Home.
It is late.
`;

const PERSIAN = readFileSync(
  new URL("../../../test/fixtures/persian-moved-punctuation.srt", import.meta.url),
  "utf8",
);

/** Each shown line's text without its tags (SubRip/WebVTT `<…>`, ASS `{…}`). */
const lines = (content: string, format: "srt" | "vtt" | "ass") =>
  parseSubtitle(content, { format }).cues.flatMap((cue) =>
    cue.text
      .replace(/<[^>]*>/g, "")
      .replace(/\{[^}]*\}/g, "")
      .split("\n"),
  );

async function translated(
  harness: JobsHarness,
  content: string,
  source: string,
  target: string,
): Promise<string> {
  const file = await uploadFixture(harness.server, "movie.srt", content, harness.api);
  const started = await startJob(harness.api, file.file_id, {
    service: "mymemory",
    source_language: source,
    target_language: target,
  });
  const job = await waitForJob(harness.api, started.job_id);
  expect(job.status).toBe("completed");
  return job.job_id;
}

describe("right-to-left exports through the API", () => {
  it("opens every line of an Arabic export with a RIGHT-TO-LEFT MARK by default, in SRT, WebVTT and ASS", async () => {
    const harness = await startHarness({ services: ["mymemory"] });
    const jobId = await translated(harness, SRT, "en", "ar");
    for (const format of ["srt", "vtt", "ass"] as const) {
      const exported = await exportJob(harness.api, jobId, format);
      expect(exported.status).toBe(200);
      const shown = lines(exported.body.content, format);
      expect(shown).toHaveLength(3);
      for (const line of shown) expect(line.startsWith(RLM)).toBe(true);
    }
    const off = await exportJob(harness.api, jobId, "srt", { rtl_marks: false });
    expect(off.body.content).not.toContain(RLM);
  });

  it("puts a Persian source's punctuation back at the end of its lines before it is sent", async () => {
    const harness = await startHarness({ services: ["mymemory"] });
    const jobId = await translated(harness, PERSIAN, "fa", "en");
    const exported = await exportJob(harness.api, jobId, "srt", { bilingual: true });
    const cues = parseSubtitle(exported.body.content).cues.map((c) => c.text);
    expect(cues[0]).toBe("[en] ادامه بديد.\nادامه بديد.");
    expect(cues[4]).toBe("[en] و بعد...\nو بعد...");
    expect(exported.body.content).not.toContain(RLM);
  });
});

describe("bilingual exports through the API", () => {
  it("re-parse in SRT, WebVTT and ASS with the translation, then the original, at the same times", async () => {
    const harness = await startHarness({ services: ["mymemory"] });
    const jobId = await translated(harness, SRT, "en", "fr");
    const srt = await exportJob(harness.api, jobId, "srt", { bilingual: true, bilingual_italic: true });
    expect(parseSubtitle(srt.body.content).cues.map((c) => c.text)).toEqual([
      "<i>[fr] Where are you going?</i>\n<i>Where are you going?</i>",
      "[fr] Home.\nIt is late.\n<i>Home.\nIt is late.</i>",
    ]);
    const vtt = await exportJob(harness.api, jobId, "vtt", { bilingual: true });
    const vttCues = parseSubtitle(vtt.body.content, { format: "vtt" }).cues;
    expect(vttCues.map((c) => c.text)).toEqual([
      "<i>[fr] Where are you going?</i>\n<i>Where are you going?</i>",
      "[fr] Home.\nIt is late.\nHome.\nIt is late.",
    ]);
    const ass = await exportJob(harness.api, jobId, "ass", { bilingual: true });
    const events = parseSubtitle(ass.body.content, { format: "ass" }).cues;
    expect(events.map((c) => [c.start, c.end, c.ass?.fields.Style])).toEqual([
      [1000, 2500, "Default"],
      [1000, 2500, "Original"],
      [3000, 5000, "Default"],
      [3000, 5000, "Original"],
    ]);
    expect(events[3]?.text).toBe("Home.\nIt is late.");
  });
});
