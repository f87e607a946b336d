// Issue 38 items 2 and 3 through the HTTP API: refusals and echoes go to the next service of the chain, and the
// quality report says per cue which service translated it and what is wrong with it.

import { TranslationReport } from "@shared/api/report";
import { createAccount, signedIn } from "@test/helpers/accounts";
import { type ApiClient, uploadFixture } from "@test/helpers/api";
import { buildSrt, cuesOf } from "@test/helpers/subtitles";
import { exportJob, jobsHarnessPerTest, startJob, waitForJob } from "@test/jobs/harness";
import { describe, expect, it } from "vitest";

const startHarness = jobsHarnessPerTest();

async function reportOf(api: ApiClient, jobId: string, query = "") {
  const response = await api.get(`/translate/report/${jobId}${query}`);
  expect(response.status).toBe(200);
  return TranslationReport.parse(await response.json());
}

const TEXTS = [
  "Good morning, everybody.",
  "Please REFUSE this line.",
  "This one is an ECHO line.",
  "We are leaving at dawn.",
  "♪ ♪",
];

describe("refusals and echoes", () => {
  it("go to the next service; the report's by_service adds up after the fallback", async () => {
    const harness = await startHarness({
      services: ["openai", "deepl"],
      faults: { openai: { refuseContaining: ["REFUSE"], echoContaining: ["ECHO"] } },
    });
    const file = await uploadFixture(harness.server, "film.srt", buildSrt(cuesOf(TEXTS)), harness.api);
    const started = await startJob(harness.api, file.file_id, { service: "openai" });
    const job = await waitForJob(harness.api, started.job_id);
    expect(job.status).toBe("completed");

    // DeepL was asked only for the two texts OpenAI failed on.
    const deeplTexts = harness.fakes.deepl?.requests.reduce((n, r) => n + r.texts, 0);
    expect(deeplTexts).toBe(2);
    const report = await reportOf(harness.api, job.job_id);
    expect(report.cues.map((c) => c.service)).toEqual(["openai", "deepl", "deepl", "openai", null]);
    expect(report.summary).toMatchObject({
      cues: 5,
      translated: 4,
      untranslated: 0,
      refused: 0,
      by_service: { openai: 2, deepl: 2 },
    });
    const bySum = Object.values(report.summary.by_service).reduce((a, b) => a + (b ?? 0), 0);
    expect(bySum).toBe(report.summary.translated);
    const exported = (await exportJob(harness.api, job.job_id, "srt")).body.content;
    expect(exported).toContain("[fr] Please REFUSE this line.");
    expect(exported).not.toContain("I'm sorry");
  });

  it("are kept and flagged refused or untranslated when no service is left", async () => {
    const harness = await startHarness({
      services: ["mymemory"],
      faults: { mymemory: { refuseContaining: ["REFUSE"], echoContaining: ["ECHO"] } },
    });
    const file = await uploadFixture(harness.server, "film.srt", buildSrt(cuesOf(TEXTS)), harness.api);
    const started = await startJob(harness.api, file.file_id, { service: "mymemory" });
    const job = await waitForJob(harness.api, started.job_id);
    const report = await reportOf(harness.api, job.job_id);
    expect(report.cues[1]?.issues).toContain("refused");
    expect(report.cues[2]?.issues).toContain("untranslated");
    expect(report.summary).toMatchObject({
      translated: 2,
      untranslated: 2,
      refused: 1,
      by_service: { mymemory: 2 },
    });
    // The apology is not put in the film: the cue keeps its source text.
    const exported = (await exportJob(harness.api, job.job_id, "srt")).body.content;
    expect(exported).toContain("\nPlease REFUSE this line.\n");
    expect(exported).not.toContain("I'm sorry");
    // A refusal is not cached: the next job of the same text asks the service again.
    const again = await startJob(harness.api, file.file_id, { service: "mymemory" });
    await waitForJob(harness.api, again.job_id);
    const asked = harness.fakes.mymemory?.requests.filter((r) => r.texts > 0).length;
    expect(asked).toBe(4 + 2);
  });
});

describe("answers in another language", () => {
  it("are flagged wrong_language, checked per answer in the analysis pool; short cues never", async () => {
    const harness = await startHarness({ services: ["mymemory"] });
    // The fake answers "[fr] " and the English source: English, read as such past 30 letters.
    const srt = buildSrt(
      cuesOf(["I don't know what you mean, but I'm leaving tomorrow morning.", "Okay, thanks!"]),
    );
    const file = await uploadFixture(harness.server, "film.srt", srt, harness.api);
    const job = await waitForJob(
      harness.api,
      (await startJob(harness.api, file.file_id, { service: "mymemory" })).job_id,
    );
    expect(job.status).toBe("completed");
    const report = await reportOf(harness.api, job.job_id);
    expect(report.cues.map((c) => c.issues.includes("wrong_language"))).toEqual([true, false]);
    expect(report.summary.wrong_language).toBe(1);
  });
});

describe("the quality report", () => {
  it("measures each cue against the target script's limits, or the caller's own, for the owner only", async () => {
    const harness = await startHarness({ services: ["mymemory"] });
    const long = "This subtitle is far too long to be read in the short time it stays on the screen, really.";
    const srt = buildSrt([
      { start: 0, end: 4000, text: "Short and easy." },
      { start: 5000, end: 6000, text: long },
      { start: 7000, end: 9000, text: "One\nTwo\nThree" },
    ]);
    const file = await uploadFixture(harness.server, "film.srt", srt, harness.api);
    const started = await startJob(harness.api, file.file_id, { service: "mymemory" });
    const job = await waitForJob(harness.api, started.job_id);
    const report = await reportOf(harness.api, job.job_id);
    expect(report.limits).toEqual({ max_cps: 17, max_line_length: 42, max_lines: 2 });
    expect(report.cues[0]).toMatchObject({ index: 0, service: "mymemory", lines: 1, issues: [] });
    expect(report.cues[0]?.cps).toBeCloseTo("[fr] Short and easy.".length / 4, 1);
    expect(report.cues[1]?.issues).toEqual(expect.arrayContaining(["over_cps", "over_line_length"]));
    expect(report.cues[2]?.issues).toContain("too_many_lines");
    expect(report.summary).toMatchObject({ cues: 3, over_cps: 1, over_line_length: 1, too_many_lines: 1 });

    const relaxed = await reportOf(harness.api, job.job_id, "?max_cps=60&max_line_length=120&max_lines=3");
    expect(relaxed.limits).toEqual({ max_cps: 60, max_line_length: 120, max_lines: 3 });
    expect(relaxed.summary).toMatchObject({ over_cps: 1, over_line_length: 0, too_many_lines: 0 });
    expect((await harness.api.get(`/translate/report/${job.job_id}?max_cps=0`)).status).toBe(400);

    const stranger = await signedIn(harness.server, await createAccount(harness.server));
    expect((await stranger.get(`/translate/report/${job.job_id}`)).status).toBe(404);
  });
});

describe("retry only what failed", () => {
  it("sends only the refused and untranslated cues again, and takes no file of the day", async () => {
    const harness = await startHarness({
      services: ["mymemory"],
      caller: "free",
      faults: { mymemory: { refuseContaining: ["REFUSE"], echoContaining: ["ECHO"] } },
    });
    const { api } = harness;
    const fake = harness.fakes.mymemory;
    const file = await uploadFixture(harness.server, "film.srt", buildSrt(cuesOf(TEXTS)), api);
    const started = await startJob(api, file.file_id, { service: "mymemory" });
    await waitForJob(api, started.job_id);
    expect((await api.post(`/translate/retry/${started.job_id}`)).status).toBe(409);
    const limits = async () =>
      (await (await api.get("/auth/limits")).json()) as { files_left_today?: number };
    const before = await limits();

    // The service works again: the retry asks it for the two failed texts only.
    fake?.setFaults({});
    fake?.requests.splice(0);
    const retried = await api.post(`/translate/retry/${started.job_id}?only=failed`);
    expect(retried.status).toBe(200);
    const job = await waitForJob(api, started.job_id);
    expect(job).toMatchObject({ status: "completed", processed_subtitles: 5 });
    expect(fake?.requests.map((r) => r.texts)).toEqual([1, 1]);
    const report = await reportOf(api, job.job_id);
    expect(report.summary).toMatchObject({ translated: 4, untranslated: 0, by_service: { mymemory: 4 } });
    expect(await limits()).toEqual(before);
    // Nothing failed any more: nothing to retry.
    expect((await api.post(`/translate/retry/${started.job_id}?only=failed`)).status).toBe(409);
  });
});

describe("reading speed kept", () => {
  const FAST = "This subtitle is far too long to be read in the one second it stays on the screen.";
  const SRT = buildSrt([
    { start: 0, end: 4000, text: "Short and easy." },
    { start: 5000, end: 6000, text: FAST },
  ]);

  it("has the LLM shorten only the cues over the limit, never touching timings", async () => {
    const harness = await startHarness({ services: ["openai"] });
    const { api } = harness;
    const fake = harness.fakes.openai;
    const file = await uploadFixture(harness.server, "film.srt", SRT, api);
    const plain = await startJob(api, file.file_id, { service: "openai" });
    const plainReport = await reportOf(api, (await waitForJob(api, plain.job_id)).job_id);
    expect(plainReport.cues[1]?.issues).toContain("over_cps");
    expect(fake?.requests.filter((r) => r.params.task === "shorten")).toHaveLength(0);

    const started = await startJob(api, file.file_id, { service: "openai", keep_reading_speed: true });
    const job = await waitForJob(api, started.job_id);
    expect(job.status).toBe("completed");
    const shortening = fake?.requests.filter((r) => r.params.task === "shorten") ?? [];
    expect(shortening.map((r) => r.texts)).toEqual([1]);
    const report = await reportOf(api, job.job_id);
    expect(report.cues.map((c) => c.shortened)).toEqual([false, true]);
    expect(report.cues[1]?.issues).not.toContain("over_cps");
    expect(report.cues[1]?.cps).toBeLessThanOrEqual(17);
    expect(report.summary.shortened).toBe(1);
    const exported = (await exportJob(api, job.job_id, "srt")).body.content;
    expect(exported).toContain("00:00:05,000 --> 00:00:06,000");
    expect(exported).toContain("[fr] Short and easy.");
    // The cache keeps the full translation: a job without the option gets it back.
    const again = await startJob(api, file.file_id, { service: "openai" });
    const full = (await exportJob(api, (await waitForJob(api, again.job_id)).job_id, "srt")).body.content;
    expect(full).toContain("one second it stays");
  });

  it("is refused where the plan has no LLM service", async () => {
    const harness = await startHarness({ services: ["mymemory", "openai"], caller: "free" });
    const file = await uploadFixture(harness.server, "film.srt", SRT, harness.api);
    const response = await harness.api.post(`/translate/start?file_id=${file.file_id}`, {
      source_language: "en",
      target_language: "fr",
      service: "mymemory",
      keep_reading_speed: true,
    });
    expect(response.status).toBe(402);
    expect(await response.json()).toMatchObject({ code: "service_not_in_plan" });
  });
});
