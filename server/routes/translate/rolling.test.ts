// Issue 36 item 19 through the API: rolling auto-captions translated collapsed are sent once per spoken line, and
// the job's counts, its history row, its result and its export all hold the collapsed cues; translated as
// written, their padding lines stay blank.

import { HistoryResponse, TranslationResult } from "@shared/api/translate";
import { parseSubtitle } from "@shared/subtitles";
import { summarizeSubtitle } from "@shared/summarizeSubtitle";
import { uploadFixture } from "@test/helpers/api";
import { readFixture } from "@test/helpers/subtitles";
import { charsSent, exportJob, jobsHarnessPerTest, startJob, waitForJob } from "@test/jobs/harness";
import { describe, expect, it } from "vitest";

const startHarness = jobsHarnessPerTest();

const bytes = new Uint8Array(readFixture("rolling-captions.vtt"));
const summary = summarizeSubtitle(parseSubtitle(bytes, { filename: "captions.vtt" }));

describe("rolling auto-captions through a job", () => {
  it("collapsed: each line sent once, and the job, history, result and export agree on the collapsed cues", async () => {
    const harness = await startHarness({ services: ["mymemory"] });
    const file = await uploadFixture(harness.server, "captions.en.vtt", bytes, harness.api);
    expect(file.subtitle_count).toBe(12);
    // Cue by cue: with sentences joined, the six lines of these unpunctuated captions would go as two texts.
    const started = await startJob(harness.api, file.file_id, {
      service: "mymemory",
      collapse_rolling: true,
      sentence_aware: false,
    });
    expect(started.total_subtitles).toBe(6);
    const job = await waitForJob(harness.api, started.job_id);
    expect(job).toMatchObject({ status: "completed", total_subtitles: 6, processed_subtitles: 6 });

    // What the setup view estimated is what was sent.
    expect(harness.fakes.mymemory?.requests).toHaveLength(6);
    expect(charsSent(harness.fakes.mymemory)).toBe(summary.collapsed?.characters);

    const history = HistoryResponse.parse(await (await harness.api.get("/translate/history")).json());
    expect(history.translations[0]).toMatchObject({ job_id: job.job_id, total_subtitles: 6 });
    const result = TranslationResult.parse(
      await (await harness.api.get(`/translate/result/${job.job_id}`)).json(),
    );
    expect(result.source.cues).toHaveLength(6);
    expect(result.translated.cues).toHaveLength(6);

    const exported = parseSubtitle((await exportJob(harness.api, job.job_id, "vtt")).body.content);
    expect(exported.cues.map((c) => [c.start, c.end])).toEqual(
      result.source.cues.map((c) => [c.start, c.end]),
    );
    expect(exported.cues[0]?.text.replace("\n", " ")).toBe("[fr] hey everyone welcome back to the channel");
    expect(exported.cues.every((c) => !c.text.includes("<") && c.text.trim() === c.text)).toBe(true);
  });

  it("as written: twelve cues, the padding lines left blank", async () => {
    const harness = await startHarness({ services: ["mymemory"] });
    const file = await uploadFixture(harness.server, "captions.en.vtt", bytes, harness.api);
    const job = await waitForJob(
      harness.api,
      (await startJob(harness.api, file.file_id, { service: "mymemory" })).job_id,
    );
    expect(job).toMatchObject({ status: "completed", total_subtitles: 12 });
    expect(charsSent(harness.fakes.mymemory)).toBe(summary.characters);
    const exported = parseSubtitle((await exportJob(harness.api, job.job_id, "vtt")).body.content);
    const source = parseSubtitle(bytes);
    expect(exported.cues).toHaveLength(12);
    // A translated line longer than the line limit may take two lines; the padding line stays where it was, blank.
    const blanks = (text: string) => {
      const lines = text.split("\n");
      return [
        lines.filter((l) => l.trim() === "").length,
        lines[0]?.trim() === "",
        lines.at(-1)?.trim() === "",
      ];
    };
    exported.cues.forEach((cue, i) => {
      expect(blanks(cue.text), `cue ${i + 1}`).toEqual(blanks(source.cues[i]?.text ?? ""));
    });
    expect(exported.cues[1]?.text).toMatch(/^\[fr\] hey everyone[ \n]welcome back to the channel\n $/);
  });

  it("refuses to collapse a file that is not rolling captions", async () => {
    const harness = await startHarness({ services: ["mymemory"] });
    const file = await uploadFixture(
      harness.server,
      "dialogue.srt",
      readFixture("dialogue.srt"),
      harness.api,
    );
    const response = await harness.api.post(`/translate/start?file_id=${file.file_id}`, {
      source_language: "en",
      target_language: "fr",
      service: "mymemory",
      collapse_rolling: true,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "validation_error" });
  });
});
