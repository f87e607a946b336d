import { describe, expect, it } from "vitest";
import { hasRunTimes, jobElapsedMs } from "./jobElapsed";

const created_at = "2026-11-23T10:00:00.000Z";
const started_at = "2026-11-23T10:00:10.000Z";
const completed_at = "2026-11-23T10:02:15.000Z";

describe("jobElapsedMs", () => {
  it("gives a finished job its time from start to completion, whenever the page is opened", () => {
    const done = { status: "completed" as const, created_at, started_at, completed_at };
    const opened = [Date.parse(completed_at) + 5_000, Date.parse(completed_at) + 3 * 86_400_000];
    for (const now of opened) expect(jobElapsedMs(done, now)).toBe(125_000);
    expect(hasRunTimes(done)).toBe(true);
  });

  it("counts a running job up to now, and a waiting one from its creation", () => {
    const running = { status: "in_progress" as const, created_at, started_at, completed_at: null };
    expect(jobElapsedMs(running, Date.parse(started_at) + 42_000)).toBe(42_000);
    const waiting = { status: "pending" as const, created_at, started_at: null, completed_at: null };
    expect(jobElapsedMs(waiting, Date.parse(created_at) + 3_000)).toBe(3_000);
    expect(hasRunTimes(waiting)).toBe(false);
  });
});
