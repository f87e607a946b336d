import { describe, expect, it } from "vitest";
import { EXPORT_FORMATS, OFFERED_FORMATS, SERVICES } from "./catalog";
import { isKnownLanguage } from "./languages";
import { PLANS, planExportFormats } from "./plans";

describe("PLANS", () => {
  it("gives the free plan the unpaid services, two formats and five languages", () => {
    expect(PLANS.free.services).toEqual(["mymemory"]);
    expect(PLANS.free.formats).toEqual(["srt", "vtt"]);
    expect(PLANS.free.languages).toEqual(["en", "fr", "es", "de", "it"]);
  });

  it("gives the paid plans every offered format and the free plan's services and languages too", () => {
    for (const plan of [PLANS.premium, PLANS.pro]) {
      expect(plan.formats).toEqual(OFFERED_FORMATS);
      for (const service of PLANS.free.services) expect(plan.services).toContain(service);
      for (const code of PLANS.free.languages) expect(plan.languages).toContain(code);
    }
    expect(PLANS.pro.services).toHaveLength(Object.keys(SERVICES).length);
  });

  it("lists only codes we can name", () => {
    for (const plan of Object.values(PLANS)) {
      for (const code of plan.languages) expect(isKnownLanguage(code), `${plan.id}:${code}`).toBe(true);
    }
  });

  it("exports the free plan's two formats, and every export format on a paid plan", () => {
    expect(planExportFormats(PLANS.free)).toEqual(["srt", "vtt"]);
    expect(planExportFormats(PLANS.premium)).toEqual(EXPORT_FORMATS);
    expect(planExportFormats(PLANS.pro)).toEqual(EXPORT_FORMATS);
  });
});
