import { PLANS } from "@shared/plans";
import { buildFile } from "@test/helpers/factories";
import { type MigratedDb, openMigratedDb } from "@test/helpers/migratedDb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queuePriority } from "../policies/plan";
import { claimJobs } from "./repository";

let store: MigratedDb;
beforeAll(async () => {
  store = await openMigratedDb();
});
afterAll(() => store.close());

async function queue(
  owner: { deviceId: string; userId: string | null },
  plan: keyof typeof PLANS,
  ids: string[],
  minute: number,
): Promise<void> {
  const fileId = await buildFile(store.db, owner);
  for (const [i, id] of ids.entries()) {
    const at = new Date(Date.UTC(2026, 10, 1, 0, minute, i)).toISOString();
    await store.db("translation_jobs").insert({
      id,
      file_id: fileId,
      device_id: owner.deviceId,
      user_id: owner.userId,
      source_language: "en",
      target_language: "fr",
      service: "mymemory",
      priority: queuePriority(PLANS[plan]),
      max_parallel: PLANS[plan].parallelJobs,
      created_at: at,
      updated_at: at,
    });
  }
}

describe("the queue by plan", () => {
  it("claims paid jobs first, runs three of a pro account's at once and one of anyone else's", async () => {
    // Oldest first: two free visitors, a free user, then a premium and a pro account that came later.
    await queue({ deviceId: "visitor-a", userId: null }, "free", ["a1", "a2"], 0);
    await queue({ deviceId: "visitor-b", userId: null }, "free", ["b1"], 1);
    await queue({ deviceId: "d-free", userId: "u-free" }, "free", ["f1", "f2"], 2);
    await queue({ deviceId: "d-prem", userId: "u-premium" }, "premium", ["p1", "p2"], 3);
    await queue({ deviceId: "d-pro", userId: "u-pro" }, "pro", ["x1", "x2", "x3", "x4", "x5"], 4);

    const now = Date.UTC(2026, 10, 1, 1);
    const lease = { owner: "w", leaseMs: 60_000, now };
    const first = await claimJobs(store.db, 20, lease);
    // Paid before free; within a priority, oldest first; each owner up to its plan's parallel jobs.
    expect(first).toEqual(["p1", "x1", "x2", "x3", "a1", "b1", "f1"]);
    expect(await claimJobs(store.db, 20, lease)).toEqual([]);

    // A pro job ends: the next pro job gets its place; a visitor's ends: that visitor's next one.
    await store
      .db("translation_jobs")
      .whereIn("id", ["x1", "a1"])
      .update({ status: "completed", lease_owner: null });
    expect(await claimJobs(store.db, 20, lease)).toEqual(["x4", "a2"]);
    // A worker that died: its jobs' expired leases no longer count as running.
    const retaken = await claimJobs(store.db, 20, { ...lease, now: now + 120_000 });
    expect(retaken.sort()).toEqual(["a2", "b1", "f1", "p1", "x2", "x3", "x4"]);
  });
});
