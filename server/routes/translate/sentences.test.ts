// Sentence-aware translation through the HTTP API against the fake DeepL, on corpus files: the cue count and every
// timing stay, each joined sentence keeps its words in order, and the result says which cues were joined.

import { TranslationResult } from "@shared/api/translate";
import { parseSubtitle, type SubtitleDocument } from "@shared/subtitles";
import { tokenizeMarkup } from "@shared/subtitles/markup";
import { corpusMissingMessage, corpusPresent, readCorpus } from "@test/corpus";
import { uploadFixture } from "@test/helpers/api";
import { exportJob, type JobsHarness, jobsHarnessPerTest, startJob, waitForJob } from "@test/jobs/harness";
import { describe, expect, it } from "vitest";

const startHarness = jobsHarnessPerTest();

const words = (doc: SubtitleDocument, cues: readonly number[]) =>
  cues
    .flatMap((n) =>
      tokenizeMarkup(doc.cues[n - 1]?.text ?? "", doc.format).map((t) => (t.kind === "text" ? t.text : " ")),
    )
    .join(" ")
    .replaceAll("[fr]", "")
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ""))
    .filter((w) => w !== "");

async function translate(harness: JobsHarness, bytes: Uint8Array, filename: string, sentenceAware?: boolean) {
  const file = await uploadFixture(harness.server, filename, bytes, harness.api);
  const started = await startJob(harness.api, file.file_id, {
    service: "deepl",
    source_language: "es",
    ...(sentenceAware !== undefined && { sentence_aware: sentenceAware }),
  });
  const job = await waitForJob(harness.api, started.job_id, undefined, 60_000);
  expect(job.status).toBe("completed");
  expect(job.processed_subtitles).toBe(job.total_subtitles);
  const result = TranslationResult.parse(
    await (await harness.api.get(`/translate/result/${job.job_id}`)).json(),
  );
  return { job, result };
}

describe.skipIf(!corpusPresent)("sentence-aware translation through the API", () => {
  for (const [folder, name, format] of [
    ["ass", "SubtitlesParser__HP2.ssa", "ssa"],
    ["vtt", "webvtt-py__netflix_chicas_del_cable.vtt", "vtt"],
  ] as const) {
    it(`${name}: joined by default, cue count, timings and each sentence's words kept`, async () => {
      const harness = await startHarness({ services: ["deepl"] });
      const bytes = new Uint8Array(readCorpus(folder, name));
      const source = parseSubtitle(bytes, { filename: name });
      const { job, result } = await translate(harness, bytes, name);
      const textsSent = harness.fakes.deepl?.requests.reduce((n, r) => n + r.texts, 0) ?? 0;
      expect(result.joined_cues.length).toBeGreaterThan(10);
      const exported = await exportJob(harness.api, job.job_id, format);
      expect(exported.status).toBe(200);
      const out = parseSubtitle(exported.body.content, { format });
      expect(out.cues.length).toBe(source.cues.length);
      expect(out.cues.map((c) => [c.start, c.end])).toEqual(source.cues.map((c) => [c.start, c.end]));
      for (const cues of result.joined_cues) {
        expect(cues.length).toBeGreaterThan(1);
        expect(words(out, cues), `cues ${cues.join(",")}`).toEqual(words(source, cues));
      }

      // Switched off, every cue goes on its own (the sentences' cues are sent one by one, the rest come from the cache).
      const apart = await translate(harness, bytes, name, false);
      expect(apart.result.joined_cues).toEqual([]);
      expect(apart.result.translated.cues.length).toBe(source.cues.length);
      const cues = result.joined_cues.reduce((n, group) => n + group.length, 0);
      console.info(
        `${name}: ${result.joined_cues.length} sentences over ${cues} cues joined; ${textsSent} texts sent`,
      );
    }, 120_000);
  }

  it("a Japanese target is spread between characters and keeps every timing", async () => {
    const harness = await startHarness({ services: ["deepl"] });
    const srt =
      "1\n00:00:01,000 --> 00:00:02,000\nI was thinking\n\n2\n00:00:02,200 --> 00:00:04,000\nthat we could go.\n";
    const file = await uploadFixture(harness.server, "a.srt", srt, harness.api);
    const started = await startJob(harness.api, file.file_id, { service: "deepl", target_language: "ja" });
    const job = await waitForJob(harness.api, started.job_id);
    const result = TranslationResult.parse(
      await (await harness.api.get(`/translate/result/${job.job_id}`)).json(),
    );
    expect(result.joined_cues).toEqual([[1, 2]]);
    expect(result.translated.cues.map((c) => [c.start, c.end])).toEqual([
      [1000, 2000],
      [2200, 4000],
    ]);
    expect(result.translated.cues.map((c) => c.text.replaceAll("\n", " ")).join(" ")).toBe(
      "[ja] I was thinking that we could go.",
    );
  });
});

describe.skipIf(corpusPresent)("sentence-aware translation through the API", () => {
  it.skip(corpusMissingMessage, () => {});
});
