import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { DetailedHealthResponse } from "@shared/api/health";
import type { TranslationJob } from "@shared/api/translate";
import { uploadFixture } from "@test/helpers/api";
import { buildSrt, cuesOf } from "@test/helpers/subtitles";
import { type JobsHarness, jobsHarnessPerTest, progressOf, startJob, waitForJob } from "@test/jobs/harness";
import { describe, expect, it } from "vitest";

/**
 * Issue 26, items 4 and 5 through the HTTP API: failures carry a code a person can act on, a provider being
 * retried shows on the job, and a used-up quota falls back or waits for the reset and resumes by itself.
 */

const startHarness = jobsHarnessPerTest();

const LINES = [
  "Hello there.",
  "Where are you going?",
  "I don't know, maybe home.",
  "We must leave now.",
  "Why?",
  "Because it is late.",
];
const SRT = buildSrt(cuesOf(LINES));
const CHARS = LINES.reduce((sum, text) => sum + [...text].length, 0);

/** A quota clock the test moves by hand: 22:00 UTC, two hours before MyMemory's reset. */
function handClock() {
  const clock = { now: Date.parse("2026-11-25T22:00:00.000Z"), read: () => clock.now };
  return clock;
}

async function health(h: JobsHarness): Promise<DetailedHealthResponse> {
  return (await (await fetch(`${h.server.url}/health/detailed`)).json()) as DetailedHealthResponse;
}

/** Translations the MyMemory fake really gave (its quota answers are HTTP 429 in these tests). */
function translatedRequests(h: JobsHarness) {
  return (h.fakes.mymemory?.requests ?? []).filter((r) => r.status === 200);
}

/** A port nothing listens on: the service is unreachable (connection refused). */
async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

const isWaiting = (job: TranslationJob) => job.notice?.code === "provider_quota_exceeded";

/** MyMemory alone, answering its daily-quota message after three translations a day. */
async function exhaustedMyMemory(clock: ReturnType<typeof handClock>) {
  const h = await startHarness({
    services: ["mymemory"],
    clock: clock.read,
    faults: { mymemory: { quotaRequests: 3, quotaHttpStatus: 429, clock: clock.read } },
    maxParallel: 1,
    mymemoryDailyLimit: 5_000,
  });
  const file = await uploadFixture(h.server, "film.srt", SRT, h.api);
  const started = await startJob(h.api, file.file_id, { service: "mymemory", batch_size: 1 });
  const waiting = await waitForJob(h.api, started.job_id, isWaiting);
  return { h, waiting };
}

describe("a provider's quota", () => {
  it("falls back to the next configured service when MyMemory says its daily quota is used up", async () => {
    const harness = await startHarness({
      services: ["mymemory", "deepl"],
      faults: { mymemory: { quotaRequests: 2, quotaHttpStatus: 429 } },
      maxParallel: 1,
      mymemoryDailyLimit: 5_000,
    });
    const file = await uploadFixture(harness.server, "film.srt", SRT, harness.api);
    const started = await startJob(harness.api, file.file_id, { service: "mymemory", batch_size: 1 });
    const job = await waitForJob(harness.api, started.job_id);
    expect(job).toMatchObject({ status: "completed", error_code: null, notice: null });
    expect(job.services_used).toEqual({ mymemory: 2, deepl: 4 });
    // The server counted what each provider translated today, and knows MyMemory has nothing left.
    const { mymemory, deepl } = (await health(harness)).providers;
    const sentToMyMemory = translatedRequests(harness).reduce((sum, r) => sum + r.chars, 0);
    expect(mymemory).toMatchObject({
      characters_today: sentToMyMemory,
      daily_limit: 5_000,
      remaining_today: 0,
    });
    expect(deepl.characters_today).toBe(CHARS - sentToMyMemory);
  });

  it("waits in progress until midnight UTC when no service is left, then resumes by itself, sending nothing twice", async () => {
    const clock = handClock();
    const { h, waiting } = await exhaustedMyMemory(clock);
    expect(waiting).toMatchObject({
      status: "in_progress",
      processed_subtitles: 3,
      error_code: null,
      notice: {
        code: "provider_quota_exceeded",
        service: "mymemory",
        attempt: null,
        max_attempts: null,
        resumes_at: "2026-11-26T00:00:00.000Z",
      },
    });
    expect(waiting.error_detail).toContain("MYMEMORY WARNING: YOU USED ALL AVAILABLE FREE TRANSLATIONS");
    // The progress answer the client polls carries the notice too.
    expect((await progressOf(h.api, waiting.job_id)).notice?.code).toBe("provider_quota_exceeded");
    expect((await health(h)).providers.mymemory.remaining_today).toBe(0);

    // Before the reset nothing is sent: the job sleeps in the queue.
    const asked = h.fakes.mymemory?.requests.length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(h.fakes.mymemory?.requests.length).toBe(asked);
    expect((await progressOf(h.api, waiting.job_id)).status).toBe("in_progress");

    clock.now = Date.parse("2026-11-26T00:00:01.000Z");
    const done = await waitForJob(h.api, waiting.job_id);
    expect(done).toMatchObject({
      status: "completed",
      processed_subtitles: 6,
      services_used: { mymemory: 6 },
      error_code: null,
      error_detail: null,
      notice: null,
    });
    const translated = translatedRequests(h);
    expect(translated).toHaveLength(LINES.length);
    expect(translated.reduce((sum, r) => sum + r.chars, 0)).toBe(CHARS);
    // The new day starts a new count.
    expect((await health(h)).providers.mymemory).toMatchObject({
      characters_today: LINES.slice(3).reduce((sum, text) => sum + [...text].length, 0),
      remaining_today: 5_000 - LINES.slice(3).reduce((sum, text) => sum + [...text].length, 0),
    });
  });

  it("keeps to its own daily count: what does not fit MyMemory's day waits for the reset, and /health says so", async () => {
    // MyMemory itself would answer all day: the limit is the server's (MYMEMORY_DAILY_CHARS), and the count of
    // the day never passes it, whatever the provider says.
    const clock = handClock();
    const limit = LINES.slice(0, 3).reduce((sum, text) => sum + [...text].length, 0) + 5;
    const harness = await startHarness({
      services: ["mymemory"],
      clock: clock.read,
      maxParallel: 1,
      mymemoryDailyLimit: limit,
    });
    const h = harness;
    const file = await uploadFixture(h.server, "film.srt", SRT, h.api);
    const started = await startJob(h.api, file.file_id, { service: "mymemory", batch_size: 1 });
    const waiting = await waitForJob(h.api, started.job_id, isWaiting);
    expect(waiting).toMatchObject({ status: "in_progress", processed_subtitles: 3 });
    expect(translatedRequests(h)).toHaveLength(3);
    const day = (await health(h)).providers.mymemory;
    expect(day).toMatchObject({ characters_today: limit - 5, daily_limit: limit, remaining_today: 0 });

    clock.now = Date.parse("2026-11-26T00:00:01.000Z");
    expect(await waitForJob(h.api, waiting.job_id)).toMatchObject({
      status: "completed",
      processed_subtitles: 6,
    });
    expect((await health(h)).providers.mymemory.characters_today).toBe(CHARS - (limit - 5));
  });

  it("keeps waiting across a restart (a new app on the same database) and resumes after the reset", async () => {
    const clock = handClock();
    const { h, waiting } = await exhaustedMyMemory(clock);
    const countedBefore = (await health(h)).providers.mymemory.characters_today;
    expect(countedBefore).toBe(LINES.slice(0, 3).reduce((sum, text) => sum + [...text].length, 0));

    await h.restart();
    // The count of the day and the waiting job outlive the process.
    expect((await health(h)).providers.mymemory).toMatchObject({
      characters_today: countedBefore,
      remaining_today: 0,
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const still = await waitForJob(h.api, waiting.job_id, () => true);
    expect(still).toMatchObject({ status: "in_progress", processed_subtitles: 3 });
    expect(still.notice?.code).toBe("provider_quota_exceeded");

    clock.now = Date.parse("2026-11-26T00:00:01.000Z");
    const done = await waitForJob(h.api, waiting.job_id);
    expect(done).toMatchObject({ status: "completed", processed_subtitles: 6, notice: null });
    expect(translatedRequests(h)).toHaveLength(LINES.length);
  });
});

describe("failures a person can act on", () => {
  it("shows an unreachable service as such within 15 s while it is retried, then fails with service_unreachable", async () => {
    const harness = await startHarness({
      services: ["mymemory"],
      urls: { mymemory: await closedPortUrl() },
      jobs: { retryAttempts: 3, retryDelayMs: 300 },
    });
    const file = await uploadFixture(harness.server, "film.srt", SRT, harness.api);
    const started = Date.now();
    const job = await startJob(harness.api, file.file_id, { service: "mymemory" });
    const retrying = await waitForJob(harness.api, job.job_id, (j) => j.notice !== null, 15_000);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(retrying).toMatchObject({
      status: "in_progress",
      notice: { code: "service_unreachable", service: "mymemory", attempt: 2, max_attempts: 3 },
    });
    expect(Date.parse(retrying.notice?.resumes_at ?? "")).toBeGreaterThan(started);
    expect((await progressOf(harness.api, job.job_id)).notice?.attempt).toBeGreaterThanOrEqual(2);

    const failed = await waitForJob(harness.api, job.job_id);
    expect(failed).toMatchObject({
      status: "failed",
      error_code: "service_unreachable",
      error_service: "mymemory",
      notice: null,
    });
    expect(failed.error_detail).toMatch(/mymemory unreachable: .*(ECONNREFUSED|fetch failed)/);
    expect(failed.error_message).toMatch(/mymemory failed \(network\)/);
  });

  it("fails at once with provider_key_refused when DeepL refuses the server's key", async () => {
    const harness = await startHarness({
      services: ["deepl"],
      faults: { deepl: { apiKey: "another-key:fx" } },
    });
    const file = await uploadFixture(harness.server, "film.srt", SRT, harness.api);
    const job = await startJob(harness.api, file.file_id, { service: "deepl" });
    const failed = await waitForJob(harness.api, job.job_id);
    expect(failed).toMatchObject({ status: "failed", error_code: "provider_key_refused", notice: null });
    expect(failed.error_detail).toContain("deepl answered 403");
    // Nothing but the refused attempts: a wrong key is not retried run after run.
    expect(harness.fakes.deepl?.requests.every((r) => r.status === 403)).toBe(true);
  });

  it("gives every failure in the history a code", async () => {
    const harness = await startHarness({
      services: ["mymemory"],
      faults: { mymemory: { status5xxTimes: 1_000 } },
      jobs: { retryAttempts: 2 },
    });
    const file = await uploadFixture(harness.server, "film.srt", SRT, harness.api);
    const job = await startJob(harness.api, file.file_id, { service: "mymemory" });
    await waitForJob(harness.api, job.job_id);
    const history = (await (await harness.api.get("/translate/history")).json()) as {
      translations: TranslationJob[];
    };
    expect(history.translations[0]).toMatchObject({
      status: "failed",
      error_code: "service_unavailable",
      notice: null,
    });
    expect(history.translations[0]?.error_detail).toContain("503");
  });
});
