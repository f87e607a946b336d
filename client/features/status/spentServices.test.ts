import type { DetailedHealthResponse } from "@shared/api/health";
import { describe, expect, it } from "vitest";
import { spentServices } from "./spentServices";

const day = { model: null, characters_today: 0, resets_at: "2026-11-26T00:00:00.000Z" };

function health(mymemory: number | null, deepl: { configured: boolean; remaining: number | null }) {
  return {
    status: "ok",
    version: "1.0.0",
    database: { status: "ok" },
    providers: {
      mymemory: { configured: true, ...day, daily_limit: 5_000, remaining_today: mymemory },
      deepl: { configured: deepl.configured, ...day, daily_limit: null, remaining_today: deepl.remaining },
      openai: { configured: false, ...day, daily_limit: null, remaining_today: 0 },
    },
  } satisfies DetailedHealthResponse;
}

describe("services whose day is spent", () => {
  it("names a configured service with nothing left today, and none that is not set up or has no daily count", () => {
    expect(spentServices(health(0, { configured: true, remaining: null }))).toEqual(["mymemory"]);
    expect(spentServices(health(12, { configured: true, remaining: 0 }))).toEqual(["deepl"]);
    expect(spentServices(health(5_000, { configured: false, remaining: 0 }))).toEqual([]);
  });
});
