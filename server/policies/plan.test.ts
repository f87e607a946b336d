import { describe, expect, it } from "vitest";
import { PLANS } from "../../shared/plans";
import { planOf, queuePriority } from "./plan";

describe("plan policy", () => {
  it("serves a visitor with the free plan, whose jobs wait behind the paid plans' priority queue", () => {
    expect(planOf({ deviceId: "d0c5e2a4-0000-4000-8000-000000000001", userId: null })).toBe(PLANS.free);
    expect(queuePriority(PLANS.free)).toBe(0);
    expect(queuePriority(PLANS.premium)).toBeGreaterThan(queuePriority(PLANS.free));
    expect(queuePriority(PLANS.pro)).toBe(queuePriority(PLANS.premium));
  });
});
