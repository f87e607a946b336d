import { type PlanLimitsResponse, PlanLimitsResponse as PlanLimitsSchema } from "@shared/api/profile";
import type { TranslationJob } from "@shared/api/translate";
import { type ApiClient, uploadFixture } from "@test/helpers/api";
import { waitForMails } from "@test/helpers/outbox";
import type { TestServer } from "@test/helpers/server";
import { buildSrt, numberedCues } from "@test/helpers/subtitles";
import { jobsHarnessPerTest, startJob, waitForJob } from "@test/jobs/harness";
import { describe, expect, it } from "vitest";

const startHarness = jobsHarnessPerTest();

const SRT = buildSrt(numberedCues(4));

async function limitsOf(api: ApiClient): Promise<PlanLimitsResponse> {
  return PlanLimitsSchema.parse(await (await api.get("/auth/limits")).json());
}

async function retry(
  api: ApiClient,
  jobId: string,
): Promise<{ status: number; body: TranslationJob & { code?: string } }> {
  const response = await api.post(`/translate/retry/${jobId}`);
  return { status: response.status, body: (await response.json()) as never };
}

/** A job of `api`'s on `service`, cancelled before any worker ran it. */
async function cancelledJob(
  server: Pick<TestServer, "url">,
  api: ApiClient,
  service: "deepl" | "mymemory",
): Promise<string> {
  const file = await uploadFixture(server, "film.srt", SRT, api);
  const job = await startJob(api, file.file_id, { service });
  expect((await api.delete(`/translate/job/${job.job_id}`)).status).toBe(200);
  return job.job_id;
}

describe("a retry is queued as a start is", () => {
  it("passes the plan of now: refused after a downgrade, a lapsed trial or with an unverified address", async () => {
    const harness = await startHarness({ services: ["mymemory", "deepl"], worker: false, caller: "premium" });
    const { server, api } = harness;
    const users = () => server.db("users").whereNotNull("id");

    const downgraded = await cancelledJob(server, api, "deepl");
    await users().update({ plan: "free" });
    expect(await retry(api, downgraded)).toMatchObject({
      status: 402,
      body: { code: "service_not_in_plan" },
    });

    await users().update({ plan: "premium", plan_until: "2026-01-01T00:00:00.000Z" });
    expect(await retry(api, downgraded)).toMatchObject({
      status: 402,
      body: { code: "service_not_in_plan" },
    });

    await users().update({ plan_until: null, email_verified_at: null });
    expect(await retry(api, downgraded)).toMatchObject({ status: 403, body: { code: "email_not_verified" } });
    const file = await uploadFixture(server, "other.srt", SRT, api);
    const start = await api.post(`/translate/start?file_id=${file.file_id}`, {
      source_language: "en",
      target_language: "fr",
      service: "deepl",
    });
    expect(start.status).toBe(403);
    expect(await start.json()).toMatchObject({ code: "email_not_verified" });
    // What the translate screen reads: DeepL waits for the address, MyMemory stays open.
    expect(await limitsOf(api)).toMatchObject({
      plan: "premium",
      supported_services: ["mymemory"],
      services_awaiting_verification: ["deepl"],
    });

    await users().update({ email_verified_at: new Date().toISOString() });
    expect(await retry(api, downgraded)).toMatchObject({ status: 200, body: { status: "pending" } });
    expect(await limitsOf(api)).toMatchObject({
      supported_services: ["mymemory", "deepl"],
      services_awaiting_verification: [],
    });
  });

  it("queues the retried job with the fallback services of the plan of now", async () => {
    const harness = await startHarness({ services: ["mymemory", "deepl"], worker: false, caller: "premium" });
    const { server, api } = harness;
    const jobId = await cancelledJob(server, api, "mymemory");
    await server.db("users").update({ plan: "free" });
    expect((await retry(api, jobId)).status).toBe(200);
    const row = await server.db("translation_jobs").where({ id: jobId }).first();
    expect(row).toMatchObject({ allowed_services: "mymemory", priority: 0 });
  });

  it("spends the day's file again after a provider failure gave it back, and once only after a cancel", async () => {
    const harness = await startHarness({
      services: ["mymemory"],
      faults: { mymemory: { status5xxTimes: 1_000 } },
      jobs: { retryAttempts: 1 },
      caller: "free",
    });
    const { server, api } = harness;
    const file = await uploadFixture(server, "film.srt", SRT, api);
    const job = await startJob(api, file.file_id, { service: "mymemory" });
    expect((await limitsOf(api)).daily_remaining).toBe(4);
    expect((await waitForJob(api, job.job_id)).status).toBe("failed");
    // The providers failed, not the user: the file was given back.
    expect((await limitsOf(api)).daily_remaining).toBe(5);

    harness.fakes.mymemory?.setFaults({});
    expect((await retry(api, job.job_id)).status).toBe(200);
    expect((await limitsOf(api)).daily_remaining).toBe(4);
    expect((await waitForJob(api, job.job_id)).status).toBe("completed");

    await harness.worker?.stop({ graceMs: 0 });
    const cancelled = await cancelledJob(server, api, "mymemory");
    expect((await limitsOf(api)).daily_remaining).toBe(3);
    expect((await retry(api, cancelled)).status).toBe(200);
    expect((await limitsOf(api)).daily_remaining).toBe(3);
  });

  it("refuses a retry when the day's files are used up, and leaves the job as it was", async () => {
    const harness = await startHarness({
      services: ["mymemory"],
      faults: { mymemory: { status5xxTimes: 1_000 } },
      jobs: { retryAttempts: 1 },
      caller: "free",
    });
    const { server, api } = harness;
    const file = await uploadFixture(server, "film.srt", SRT, api);
    const job = await startJob(api, file.file_id, { service: "mymemory" });
    expect((await waitForJob(api, job.job_id)).status).toBe("failed");
    await harness.worker?.stop({ graceMs: 0 });
    for (let i = 0; i < 5; i++) await startJob(api, file.file_id, { service: "mymemory" });
    expect(await retry(api, job.job_id)).toMatchObject({
      status: 429,
      body: { code: "daily_limit_reached" },
    });
    expect(await waitForJob(api, job.job_id)).toMatchObject({ status: "failed" });
    expect((await limitsOf(api)).daily_remaining).toBe(0);
    // The starts' usage mails (80 % and 100 %) are written before the server closes.
    const { email } = await server.db("users").first();
    await waitForMails(server.config.dataDir, email, { kind: "usage_limit", count: 2 });
  });
});
