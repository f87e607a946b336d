import { isTerminalStatus } from "@shared/catalog";
import { PLANS } from "@shared/plans";
import type { Db } from "../db";
import { nowIso, toIso } from "../db/values";
import { deleteJobs, type HistoryCandidate, historyCandidates } from "../jobs/repository";
import { effectivePlanId } from "../policies/plan";
import { deleteFiles, findExpiredFileIds } from "./repository";

/** Deleting in slices keeps each write transaction short, so requests are not held behind a large sweep. */
const SLICE = 200;

/**
 * Deletes every file whose retention date (DECISIONS.md: 30 days) has passed; returns how many. A parsed document
 * of one still in the cache is never served again (every read looks the file up first) and ages out of its bound.
 */
export async function deleteExpiredFiles(db: Db, now: string = nowIso()): Promise<number> {
  let deleted = 0;
  for (;;) {
    const ids = await findExpiredFileIds(db, now, SLICE);
    if (ids.length === 0) return deleted;
    await deleteFiles(db, ids);
    deleted += ids.length;
  }
}

/** The shortest history any plan keeps: jobs younger than this are never looked at. */
const SHORTEST_HISTORY_DAYS = Math.min(
  ...Object.values(PLANS).flatMap((plan) => (plan.historyDays === null ? [] : [plan.historyDays])),
);

/**
 * Deletes finished jobs older than their owner's plan keeps history (DECISIONS.md: free 7 days, premium 30, pro
 * unlimited; visitors are on the free plan), archiving their usage first. The plan is read at sweep time, so an
 * upgrade keeps what is still there. Returns how many jobs were removed.
 */
export async function deleteExpiredHistory(db: Db, now: Date = new Date()): Promise<number> {
  const oldest = new Date(now.getTime() - SHORTEST_HISTORY_DAYS * 86_400_000).toISOString();
  let deleted = 0;
  let after: { created_at: string; id: string } | null = null;
  for (;;) {
    // Keyset paging: kept jobs (pro, running) are stepped over, never read twice.
    const rows = await historyCandidates(db, oldest, after, SLICE);
    if (rows.length === 0) return deleted;
    const last = rows[rows.length - 1] as HistoryCandidate;
    after = { created_at: toIso(last.created_at), id: last.id };
    const expired = rows
      .filter((row) => {
        if (!isTerminalStatus(row.status)) return false;
        const plan =
          row.plan === null
            ? PLANS.free
            : PLANS[effectivePlanId({ plan: row.plan, plan_until: row.plan_until }, now)];
        if (plan.historyDays === null) return false;
        return Date.parse(toIso(row.created_at)) < now.getTime() - plan.historyDays * 86_400_000;
      })
      .map((row) => row.id);
    if (expired.length > 0) {
      await db.transaction(async (trx) => {
        await deleteJobs(trx, expired);
      });
      deleted += expired.length;
    }
  }
}
