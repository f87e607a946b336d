// A start or an estimate with collapse_rolling collapses the file's captions once: the count of subtitles, the
// characters spent on the monthly allowance and the estimate's texts are all read of the one collapsed document.

import { parseSubtitle } from "@shared/subtitles";
import { summarizeSubtitle } from "@shared/summarizeSubtitle";
import { uploadFixture } from "@test/helpers/api";
import { readFixture } from "@test/helpers/subtitles";
import { type JobsHarness, startJob, startJobsHarness } from "@test/jobs/harness";
import { afterEach, describe, expect, it, vi } from "vitest";

// The real function, counted: every caller in the server reaches it through "@shared/subtitles".
const collapses = vi.hoisted(() => ({ count: 0 }));
vi.mock("@shared/subtitles", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@shared/subtitles")>();
  return {
    ...actual,
    collapseRolling: (...args: Parameters<typeof actual.collapseRolling>) => {
      collapses.count += 1;
      return actual.collapseRolling(...args);
    },
  };
});

let harness: JobsHarness | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

const bytes = new Uint8Array(readFixture("rolling-captions.vtt"));
const summary = summarizeSubtitle(parseSubtitle(bytes, { filename: "captions.vtt" }));

describe("collapse_rolling", () => {
  it("collapses the captions once per estimate and once per start, also where the allowance counts characters", async () => {
    // No worker: the job's own run (which reads the collapsed document again, later) is not part of the start.
    harness = await startJobsHarness({ services: ["deepl"], worker: false });
    // The operator's monthly allowance of DeepL on Pro: the start counts the characters it spends.
    harness.server.config.allowances.pro = { deepl: 1_000_000 };
    const { server, api } = harness;
    const file = await uploadFixture(server, "captions.en.vtt", bytes, api);
    const body = { source_language: "en", target_language: "fr", service: "deepl", collapse_rolling: true };

    collapses.count = 0;
    const estimated = await api.post(`/translate/estimate?file_id=${file.file_id}`, body);
    expect(estimated.status).toBe(200);
    expect(collapses.count).toBe(1);

    collapses.count = 0;
    const started = await startJob(api, file.file_id, { service: "deepl", collapse_rolling: true });
    expect(started.total_subtitles).toBe(summary.collapsed?.subtitle_count);
    expect(collapses.count).toBe(1);
  });
});
