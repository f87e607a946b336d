import { describe, expect, it } from "vitest";
import { startBlockers, yearlyOffer } from "./planRules";
import { PLANS } from "./plans";

const free = {
  supported_services: [...PLANS.free.services],
  available_languages: [...PLANS.free.languages],
  daily_remaining: 2,
};

describe("plan rules on the client", () => {
  it("gives the spec's reasons in order, and none while the limits are unknown", () => {
    const start = { hasFile: true, service: "mymemory" as const, languages: ["en", "fr"] };
    expect(startBlockers(free, start)).toEqual([]);
    expect(
      startBlockers(free, { ...start, hasFile: false, service: "deepl", languages: ["auto", "ja"] }),
    ).toEqual(["no_file", "service_unavailable", "languages_unavailable"]);
    expect(startBlockers({ ...free, daily_remaining: 0 }, start)).toEqual(["daily_limit_reached"]);
    expect(startBlockers(undefined, { ...start, service: "openai" })).toEqual([]);
    expect(startBlockers({ ...free, daily_remaining: -1 }, start)).toEqual([]);
  });

  it("prices yearly billing per month with the savings against twelve monthly payments", () => {
    expect(yearlyOffer(PLANS.premium.price)).toEqual({ perMonth: 833, savings: 1989, savingsPercent: 17 });
    expect(yearlyOffer(PLANS.pro.price)).toEqual({ perMonth: 1667, savings: 3989, savingsPercent: 17 });
  });
});
