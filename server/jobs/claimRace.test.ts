import type { PlanId } from "@shared/plans";
import { buildFile, buildJob } from "@test/helpers/factories";
import { type MigratedDb, openMigratedDb } from "@test/helpers/migratedDb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db";
import { claimJobs, RUNNABLE_STATUSES } from "./repository";

let store: MigratedDb;
let other: Db;
beforeAll(async () => {
  store = await openMigratedDb();
  other = store.connectAgain();
});
afterAll(async () => {
  await other.destroy();
  await store.close();
});

const owners = {
  free: { deviceId: "d-free", userId: "u-free", plan: "free" as PlanId, jobs: 6 },
  pro: { deviceId: "d-pro", userId: "u-pro", plan: "pro" as PlanId, jobs: 8 },
};

/** Jobs of the owner leased right now, as the claim's own condition counts them. */
async function running(userId: string, now: number): Promise<number> {
  const [row] = await store
    .db("translation_jobs")
    .where({ user_id: userId, status: "in_progress" })
    .whereNotNull("lease_owner")
    .where("lease_expires_at", ">=", now)
    .count({ n: "*" });
  return Number(row?.n ?? 0);
}

describe("claiming from two processes at once", () => {
  it("never runs more than a free owner's 1 job or a pro owner's 3, whichever process claims them", {
    timeout: 60_000,
  }, async () => {
    // The oldest job is due last: a claim whose clock reads a little later sees more of the owner's jobs, so claims
    // made at the same moment start from different jobs of the same owner, as two processes' polls can.
    const base = Date.now();
    for (const owner of Object.values(owners)) {
      const fileId = await buildFile(store.db, owner);
      for (let i = 0; i < owner.jobs; i++) {
        const id = await buildJob(store.db, fileId, owner, owner.plan);
        await store
          .db("translation_jobs")
          .where({ id })
          .update({ resume_at: base + owner.jobs - 1 - i, created_at: new Date(base + i).toISOString() });
      }
    }
    const rounds = 10;
    const claimsPerRound = 16;
    const most = { free: 0, pro: 0 };
    const least = { free: Number.POSITIVE_INFINITY, pro: Number.POSITIVE_INFINITY };
    let over = 0;
    for (let round = 0; round < rounds; round++) {
      await store
        .db("translation_jobs")
        .update({ status: "pending", lease_owner: null, lease_expires_at: null });
      const now = Date.now();
      // Half the workers claim through each pool, all at once: two server processes polling the same queue.
      const claimed = await Promise.all(
        Array.from({ length: claimsPerRound }, (_, i) =>
          claimJobs(i % 2 === 0 ? store.db : other, 4, {
            owner: `worker-${i}`,
            leaseMs: 60_000,
            now,
            clockNow: base + (i % owners.pro.jobs),
          }),
        ),
      );
      const free = await running(owners.free.userId, now);
      const pro = await running(owners.pro.userId, now);
      most.free = Math.max(most.free, free);
      most.pro = Math.max(most.pro, pro);
      least.free = Math.min(least.free, free);
      least.pro = Math.min(least.pro, pro);
      if (free > 1 || pro > 3) over++;
      expect(claimed.flat()).toHaveLength(free + pro);
    }
    const left = await store.db("translation_jobs").whereIn("status", RUNNABLE_STATUSES).count({ n: "*" });
    console.log(
      `[claim] ${store.db.client.config.client}: ${rounds} rounds of ${claimsPerRound} concurrent claims from two pools → free jobs running ${least.free}–${most.free} (limit 1), pro ${least.pro}–${most.pro} (limit 3); rounds over a limit: ${over}`,
    );
    expect(Number(left[0]?.n)).toBe(owners.free.jobs + owners.pro.jobs);
    // Every round fills each owner's room exactly: never more, and the race loses no claim either.
    expect({ most, least, over }).toEqual({ most: { free: 1, pro: 3 }, least: { free: 1, pro: 3 }, over: 0 });
  });
});
