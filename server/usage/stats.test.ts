import { randomUUID } from "node:crypto";
import { deleteJobs } from "@server/jobs/repository";
import { PLANS, type PlanId } from "@shared/plans";
import { buildFile, buildUser } from "@test/helpers/factories";
import { type MigratedDb, openMigratedDb } from "@test/helpers/migratedDb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deleteExpiredHistory } from "../files/retention";
import { usageStats } from "./stats";

let store: MigratedDb;
beforeAll(async () => {
  store = await openMigratedDb();
});
afterAll(async () => {
  await store.close();
});

const NOW = new Date("2026-11-25T12:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

async function account(plan: PlanId) {
  const user = await buildUser(store.db);
  await store.db("users").where({ id: user.id }).update({ plan });
  const owner = { deviceId: randomUUID(), userId: user.id };
  return { userId: user.id, owner, file: await buildFile(store.db, owner) };
}

async function finishedJob(
  who: { owner: { deviceId: string; userId: string | null }; file: string },
  job: {
    age: number;
    service?: string;
    used?: Record<string, number>;
    status?: string;
    subtitles?: number;
    seconds?: number;
  },
): Promise<string> {
  const id = randomUUID();
  const created = daysAgo(job.age);
  await store.db("translation_jobs").insert({
    id,
    file_id: who.file,
    device_id: who.owner.deviceId,
    user_id: who.owner.userId,
    status: job.status ?? "completed",
    source_language: "en",
    target_language: "fr",
    service: job.service ?? "mymemory",
    services_used: JSON.stringify(job.used ?? {}),
    total_subtitles: job.subtitles ?? 10,
    created_at: created,
    started_at: created,
    completed_at: new Date(Date.parse(created) + (job.seconds ?? 4) * 1000).toISOString(),
    updated_at: created,
  });
  return id;
}

const exists = async (id: string) => (await store.db("translation_jobs").where({ id }).first()) !== undefined;

describe("history retention by plan, and usage that outlives it", () => {
  it("keeps free history 7 days, premium 30, pro for ever; usage figures do not change", async () => {
    const free = await account("free");
    const premium = await account("premium");
    const pro = await account("pro");
    const visitor = { owner: { deviceId: randomUUID(), userId: null }, file: "" };
    visitor.file = await buildFile(store.db, visitor.owner);

    const freeOld = await finishedJob(free, { age: 10, subtitles: 12, seconds: 6, service: "mymemory" });
    const freeNew = await finishedJob(free, { age: 2, subtitles: 8, seconds: 2 });
    const freeFailed = await finishedJob(free, { age: 9, status: "failed" });
    const premiumMid = await finishedJob(premium, { age: 20, service: "deepl" });
    const premiumOld = await finishedJob(premium, { age: 40, service: "deepl" });
    const proOld = await finishedJob(pro, { age: 400, service: "openai" });
    const visitorOld = await finishedJob(visitor, { age: 8 });
    const running = await finishedJob(free, { age: 12, status: "in_progress" });

    const before = await usageStats(store.db, free.userId, PLANS.free, 5, NOW);
    expect(before.current_month).toMatchObject({ files_translated: 2, subtitles_translated: 20 });
    expect(before.current_month.avg_processing_time_seconds).toBe(4);
    expect(before.service_distribution).toEqual({ mymemory: 2, deepl: 0, openai: 0 });

    expect(await deleteExpiredHistory(store.db, NOW)).toBe(4);
    expect(await exists(freeOld)).toBe(false);
    expect(await exists(freeFailed)).toBe(false);
    expect(await exists(freeNew)).toBe(true);
    expect(await exists(running)).toBe(true);
    expect(await exists(premiumMid)).toBe(true);
    expect(await exists(premiumOld)).toBe(false);
    expect(await exists(proOld)).toBe(true);
    expect(await exists(visitorOld)).toBe(false);

    const after = await usageStats(store.db, free.userId, PLANS.free, 5, NOW);
    expect(after.current_month).toEqual(before.current_month);
    expect(after.service_distribution).toEqual(before.service_distribution);
    expect(after.total_stats).toEqual(before.total_stats);
    // Premium's 40-day-old job belonged to October: kept in the all-time totals.
    const premiumStats = await usageStats(store.db, premium.userId, PLANS.premium, null, NOW);
    expect(premiumStats.total_stats.files_processed).toBe(2);
    expect(premiumStats.current_month.files_translated).toBe(1);
    expect(premiumStats.plan_limits).toMatchObject({ daily_file_limit: -1, unlimited: true });
  });
});

describe("services this month", () => {
  it("counts each job under the services that translated it, not only the one asked for", async () => {
    const premium = await account("premium");
    // DeepL asked, its quota ran out half-way: MyMemory translated the rest.
    await finishedJob(premium, { age: 1, service: "deepl", used: { deepl: 4, mymemory: 6 } });
    // DeepL asked, DeepL unreachable: MyMemory translated everything.
    const fellBack = await finishedJob(premium, {
      age: 2,
      service: "deepl",
      used: { mymemory: 10, deepl: 0 },
    });
    await finishedJob(premium, { age: 3, service: "deepl", used: { deepl: 10 } });
    const stats = await usageStats(store.db, premium.userId, PLANS.premium, null, NOW);
    expect(stats.service_distribution).toEqual({ deepl: 2, mymemory: 2, openai: 0 });

    // Archived by retention, the job keeps counting where it did.
    await store.db.transaction(async (trx) => {
      await deleteJobs(trx, [fellBack]);
    });
    const after = await usageStats(store.db, premium.userId, PLANS.premium, null, NOW);
    expect(after.service_distribution).toEqual(stats.service_distribution);
  });
});
