import { PLANS } from "@shared/plans";
import { buildUser } from "@test/helpers/factories";
import { type MigratedDb, openMigratedDb } from "@test/helpers/migratedDb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { effectivePlanId, planOf, queuePriority } from "./plan";

let store: MigratedDb;
beforeAll(async () => {
  store = await openMigratedDb();
});
afterAll(async () => {
  await store.close();
});

describe("plan policy", () => {
  it("serves a visitor with the free plan, whose jobs wait behind the paid plans' priority queue", async () => {
    expect(await planOf(store.db, { deviceId: "d0c5e2a4-0000-4000-8000-000000000001", userId: null })).toBe(
      PLANS.free,
    );
    expect(queuePriority(PLANS.free)).toBe(0);
    expect(queuePriority(PLANS.premium)).toBeGreaterThan(queuePriority(PLANS.free));
    expect(queuePriority(PLANS.pro)).toBe(queuePriority(PLANS.premium));
  });

  it("reads a user's plan, which ends on its own at plan_until", async () => {
    const user = await buildUser(store.db);
    const owner = { deviceId: null, userId: user.id };
    expect(await planOf(store.db, owner)).toBe(PLANS.free);
    await store
      .db("users")
      .where({ id: user.id })
      .update({ plan: "pro", plan_until: "2026-12-01T00:00:00.000Z" });
    expect(await planOf(store.db, owner, new Date("2026-11-30T23:59:59Z"))).toBe(PLANS.pro);
    expect(await planOf(store.db, owner, new Date("2026-12-01T00:00:00Z"))).toBe(PLANS.free);
    expect(effectivePlanId({ plan: "premium", plan_until: null }, new Date())).toBe("premium");
    expect(await planOf(store.db, { deviceId: null, userId: "no-such-user" })).toBe(PLANS.free);
  });
});
