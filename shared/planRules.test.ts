import { describe, expect, it } from "vitest";
import { planRefusals, REFUSAL_CODE, refusalsUnder, yearlyOffer } from "./planRules";
import { FREE_LANGUAGES, PLANS } from "./plans";

const allowed = {
  service: "mymemory" as const,
  format: "srt",
  subtitles: 1000,
  languages: ["en", "fr"],
  filesLeftToday: 1,
};

describe("the plan's rules on a start", () => {
  it("allows what the free plan includes, up to its last subtitle and its last file of the day", () => {
    expect(planRefusals(PLANS.free, allowed)).toEqual([]);
    expect(planRefusals(PLANS.free, { ...allowed, format: "vtt", languages: ["auto", "it"] })).toEqual([]);
  });

  it("refuses a service outside the plan and names the plan that has it", () => {
    expect(planRefusals(PLANS.free, { ...allowed, service: "deepl" })).toEqual([
      { rule: "service", service: "deepl", needs: "premium" },
    ]);
    expect(planRefusals(PLANS.premium, { ...allowed, service: "openai" })).toEqual([
      { rule: "service", service: "openai", needs: "pro" },
    ]);
  });

  it("refuses an input format outside the plan; SubViewer counts as the plan's sub", () => {
    expect(planRefusals(PLANS.free, { ...allowed, format: "ass" })).toEqual([
      { rule: "format", format: "ass", needs: "premium" },
    ]);
    expect(planRefusals(PLANS.premium, { ...allowed, format: "subviewer" })).toEqual([]);
  });

  it("refuses more subtitles than the plan translates per file", () => {
    expect(planRefusals(PLANS.free, { ...allowed, subtitles: 270_869 })).toEqual([
      { rule: "subtitles", subtitles: 270_869, limit: 1000, needs: "premium" },
    ]);
    expect(planRefusals(PLANS.premium, { ...allowed, subtitles: 270_869 })).toEqual([]);
  });

  it("names each language outside the plan once, with the plan's languages, and skips a source not yet known", () => {
    expect(planRefusals(PLANS.free, { ...allowed, languages: ["sw", "ja"] })).toEqual([
      { rule: "languages", languages: ["sw", "ja"], allowed: FREE_LANGUAGES, needs: null },
    ]);
    expect(planRefusals(PLANS.free, { ...allowed, languages: ["auto", "ja"] })).toEqual([
      { rule: "languages", languages: ["ja"], allowed: FREE_LANGUAGES, needs: "premium" },
    ]);
    expect(planRefusals(PLANS.free, { ...allowed, languages: ["ja", "ja"] })[0]).toMatchObject({
      languages: ["ja"],
    });
  });

  it("refuses a start once the day's files are used, and never on a plan without a daily limit", () => {
    expect(planRefusals(PLANS.free, { ...allowed, filesLeftToday: 0 })).toEqual([
      { rule: "files_today", limit: 5, needs: "premium" },
    ]);
    expect(planRefusals(PLANS.free, { ...allowed, filesLeftToday: null })).toEqual([]);
    expect(planRefusals(PLANS.premium, { ...allowed, filesLeftToday: 0 })).toEqual([]);
  });

  it("gives every refusal in the server's order, each with the code the server answers", () => {
    const refusals = planRefusals(PLANS.free, {
      service: "openai",
      format: "ass",
      subtitles: 1001,
      languages: ["ja", "fr"],
      filesLeftToday: 0,
    });
    expect(refusals.map((r) => REFUSAL_CODE[r.rule])).toEqual([
      "service_not_in_plan",
      "format_not_in_plan",
      "too_many_subtitles",
      "language_not_in_plan",
      "daily_limit_reached",
    ]);
  });

  it("reads the caller's limits as the client has them: -1 files left means no daily limit", () => {
    const { filesLeftToday: _, ...start } = allowed;
    const free = { plan: "free" as const, supported_services: ["mymemory" as const], daily_remaining: 0 };
    expect(refusalsUnder(free, start).map((r) => r.rule)).toEqual(["files_today"]);
    expect(refusalsUnder({ ...free, plan: "premium", daily_remaining: -1 }, start)).toEqual([]);
  });
});

describe("yearly billing", () => {
  it("prices yearly billing per month with the savings against twelve monthly payments", () => {
    expect(yearlyOffer(PLANS.premium.price)).toEqual({ perMonth: 833, savings: 1989, savingsPercent: 17 });
    expect(yearlyOffer(PLANS.pro.price)).toEqual({ perMonth: 1667, savings: 3989, savingsPercent: 17 });
  });
});
