import type { TranslationJob } from "@shared/api/translate";
import { describe, expect, it } from "vitest";
import { jobTiming, mergeProgress, pollDelayMs, viewFor } from "./state";

const job: TranslationJob = {
  job_id: "j1",
  file_id: "f1",
  status: "in_progress",
  progress: 25,
  source_language: "en",
  target_language: "fr",
  service: "mymemory",
  total_subtitles: 480,
  processed_subtitles: 120,
  created_at: "2026-11-23T10:00:00.000Z",
  started_at: "2026-11-23T10:00:10.000Z",
  completed_at: null,
  error_message: null,
  error_code: null,
  error_detail: null,
  error_service: null,
  notice: null,
  original_filename: "film.srt",
  services_used: {},
};

describe("viewFor", () => {
  it("shows setup without a job, progress for an existing job, export once completed", () => {
    expect(viewFor(undefined, undefined, false)).toBe("loading");
    expect(viewFor(undefined, undefined, true)).toBe("setup");
    expect(viewFor("j1", undefined, true)).toBe("progress");
    expect(viewFor("j1", { ...job, status: "failed" }, true)).toBe("progress");
    expect(viewFor("j1", { ...job, status: "completed" }, true)).toBe("export");
  });
});

describe("jobTiming", () => {
  const startedAt = Date.parse(job.started_at as string);

  it("counts from the start and extrapolates the time left", () => {
    const timing = jobTiming(job, startedAt + 40_000);
    expect(timing.elapsedMs).toBe(40_000);
    expect(timing.remainingMs).toBe(120_000);
  });

  it("stops the clock at completion and gives no estimate", () => {
    const done = { ...job, status: "completed" as const, completed_at: "2026-11-23T10:01:10.000Z" };
    expect(jobTiming(done, startedAt + 999_000)).toEqual({ elapsedMs: 60_000, remainingMs: null });
  });

  it("counts a pending job from its creation", () => {
    const pending = { ...job, status: "pending" as const, started_at: null, processed_subtitles: 0 };
    expect(jobTiming(pending, Date.parse(job.created_at) + 3000)).toEqual({
      elapsedMs: 3000,
      remainingMs: null,
    });
  });
});

describe("mergeProgress", () => {
  it("updates the counters and keeps what only the status call returns", () => {
    const merged = mergeProgress(job, {
      job_id: "j1",
      status: "in_progress",
      progress: 50,
      processed_subtitles: 240,
      total_subtitles: 480,
      error_message: null,
      error_code: null,
      error_detail: null,
      error_service: null,
      notice: null,
    });
    expect(merged).toMatchObject({ progress: 50, processed_subtitles: 240, original_filename: "film.srt" });
  });
});

describe("pollDelayMs", () => {
  it("polls every 2 s and backs off after failures, up to 30 s", () => {
    expect(pollDelayMs(0)).toBe(2000);
    expect(pollDelayMs(1)).toBe(4000);
    expect(pollDelayMs(10)).toBe(30_000);
  });
});
