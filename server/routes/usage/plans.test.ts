import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { PlanLimitsResponse } from "@shared/api/profile";
import { UsageStats } from "@shared/api/usage";
import { uploadFixture } from "@test/helpers/api";
import { parseEml } from "@test/helpers/eml";
import { buildSrt, numberedCues } from "@test/helpers/subtitles";
import { type JobsHarness, jobsHarnessPerTest, startJob, waitForJob } from "@test/jobs/harness";
import { describe, expect, it } from "vitest";

const startHarness = jobsHarnessPerTest();

const SRT = buildSrt(numberedCues(4));

async function limitsOf(h: JobsHarness) {
  return PlanLimitsResponse.parse(await (await h.api.get("/auth/limits")).json());
}

const startBody = (service: string) => ({ source_language: "en", target_language: "fr", service });

describe("plans over HTTP", () => {
  it("gives a visitor the free plan, refuses what it lacks, and never overspends under 20 concurrent starts", async () => {
    const harness = await startHarness({ services: ["mymemory", "deepl"], worker: false, caller: "visitor" });
    const h = harness;
    expect(await limitsOf(h)).toMatchObject({
      plan: "free",
      daily_translations: 5,
      daily_remaining: 5,
      max_subtitles_per_file: 1000,
      supported_services: ["mymemory"],
      formats: ["srt", "vtt"],
      priority_processing: false,
      parallel_jobs: 1,
      unlimited: false,
    });
    const ass = await uploadFixture(
      h.server,
      "a.ass",
      "[Script Info]\nScriptType: v4.00+\n\n[Events]\nFormat: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\nDialogue: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,,Hello there.\n",
      h.api,
    );
    const refusedAss = await h.api.post(`/translate/start?file_id=${ass.file_id}`, startBody("mymemory"));
    expect([refusedAss.status, ((await refusedAss.json()) as { code: string }).code]).toEqual([
      402,
      "format_not_in_plan",
    ]);
    const file = await uploadFixture(h.server, "a.srt", SRT, h.api);
    const deepl = await h.api.post(`/translate/start?file_id=${file.file_id}`, startBody("deepl"));
    expect([deepl.status, ((await deepl.json()) as { code: string }).code]).toEqual([
      402,
      "service_not_in_plan",
    ]);

    for (let i = 0; i < 2; i++) await startJob(h.api, file.file_id, { service: "mymemory" });
    const files = [];
    for (let i = 0; i < 20; i++) files.push(await uploadFixture(h.server, `f${i}.srt`, SRT, h.api));
    const began = performance.now();
    const answers = await Promise.all(
      files.map((f) => h.api.post(`/translate/start?file_id=${f.file_id}`, startBody("mymemory"))),
    );
    const ms = performance.now() - began;
    const statuses = answers.map((a) => a.status);
    const started = statuses.filter((s) => s === 201).length;
    console.log(
      `[quota] HTTP visitor on ${h.server.db.client.config.client}: 20 concurrent starts on 3 free slots → ` +
        `${started} started, ${statuses.filter((s) => s === 429).length} refused (429), ${ms.toFixed(0)} ms`,
    );
    expect(started).toBe(3);
    expect(statuses.filter((s) => s !== 201).every((s) => s === 429)).toBe(true);
    const refused = answers.find((a) => a.status === 429);
    if (!refused) throw new Error("no refusal");
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(((await refused.json()) as { code: string }).code).toBe("daily_limit_reached");
    expect((await limitsOf(h)).daily_remaining).toBe(0);
  });

  it("gives a file back to the day when every provider fails", async () => {
    const harness = await startHarness({
      services: ["mymemory"],
      caller: "free",
      faults: { mymemory: { status5xxTimes: 1_000 } },
    });
    const file = await uploadFixture(harness.server, "a.srt", SRT, harness.api);
    const job = await startJob(harness.api, file.file_id, { service: "mymemory" });
    expect((await limitsOf(harness)).daily_remaining).toBe(4);
    expect((await waitForJob(harness.api, job.job_id)).status).toBe("failed");
    expect((await limitsOf(harness)).daily_remaining).toBe(5);
  });

  it("falls back only to services of the owner's plan", async () => {
    const harness = await startHarness({
      services: ["openai", "deepl", "mymemory"],
      caller: "premium",
      faults: { deepl: { status5xxTimes: 1_000 } },
    });
    const file = await uploadFixture(harness.server, "a.srt", SRT, harness.api);
    const job = await waitForJob(
      harness.api,
      (await startJob(harness.api, file.file_id, { service: "deepl" })).job_id,
    );
    expect(job).toMatchObject({ status: "completed", services_used: { mymemory: 4 } });
    expect(harness.fakes.openai?.requests).toHaveLength(0);
  });

  it("mails a free user at 80 % and at 100 % of the day, once each, and counts the usage", async () => {
    const harness = await startHarness({ services: ["mymemory"], caller: "free" });
    const h = harness;
    for (let i = 0; i < 5; i++) {
      const file = await uploadFixture(h.server, `f${i}.srt`, SRT, h.api);
      await waitForJob(h.api, (await startJob(h.api, file.file_id, { service: "mymemory" })).job_id);
    }
    const outbox = path.join(h.server.config.dataDir, "outbox");
    let names: string[] = [];
    for (let tries = 0; tries < 100 && names.length < 2; tries++) {
      names = (await readdir(outbox).catch(() => [])).filter((n) => n.includes("usage_limit")).sort();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(names).toHaveLength(2);
    const subjects = await Promise.all(
      names.map(async (n) => parseEml(await readFile(path.join(outbox, n), "utf8")).headers.get("subject")),
    );
    expect(subjects.join(" | ")).toMatch(/80/);
    const stats = UsageStats.parse(await (await h.api.get("/auth/usage-stats")).json());
    expect(stats.current_month).toMatchObject({ files_translated: 5, subtitles_translated: 20 });
    expect(stats.service_distribution.mymemory).toBe(5);
    expect(stats.plan_limits).toMatchObject({ daily_file_limit: 5, daily_remaining: 0, unlimited: false });
    expect(stats.total_stats.last_activity).not.toBeNull();
  });
});
