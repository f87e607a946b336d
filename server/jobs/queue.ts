import type { Knex } from "knex";
import { ACTIVE_JOB_STATUSES } from "../../shared/catalog";

/**
 * The job queue lives in the database: a worker owns a job through a lease (owner + expiry) that it renews while
 * running. Claiming is one conditional UPDATE per candidate, so two processes racing for the same row cannot both
 * win: on SQLite writes are serialised, on PostgreSQL the second UPDATE re-evaluates its WHERE after the first
 * commits and matches nothing. (A `SELECT … FOR UPDATE SKIP LOCKED` would avoid the wasted attempts under heavy
 * contention on PostgreSQL; the lease is still needed for crash recovery, so it stays the one mechanism.)
 */

/** The catalog's statuses that are not terminal: queued or running. */
export const RUNNABLE_STATUSES = ACTIVE_JOB_STATUSES;

export interface LeaseOptions {
  owner: string;
  leaseMs: number;
  now?: number;
}

function leaseIsFree(qb: Knex.QueryBuilder, now: number): void {
  qb.whereNull("lease_owner").orWhere("lease_expires_at", "<", now);
}

/** Claims up to `limit` runnable jobs, highest priority first, then oldest. Returns the ids claimed. */
export async function claimJobs(db: Knex, limit: number, opts: LeaseOptions): Promise<string[]> {
  if (limit <= 0) return [];
  const now = opts.now ?? Date.now();
  const candidates: { id: string }[] = await db("translation_jobs")
    .select("id")
    .whereIn("status", RUNNABLE_STATUSES)
    .where((qb) => leaseIsFree(qb, now))
    .orderBy([
      { column: "priority", order: "desc" },
      { column: "created_at", order: "asc" },
      { column: "id", order: "asc" },
    ])
    .limit(limit * 4);
  const claimed: string[] = [];
  const iso = new Date(now).toISOString();
  for (const { id } of candidates) {
    if (claimed.length >= limit) break;
    const updated = await db("translation_jobs")
      .where({ id })
      .whereIn("status", RUNNABLE_STATUSES)
      .where((qb) => leaseIsFree(qb, now))
      .update({
        lease_owner: opts.owner,
        lease_expires_at: now + opts.leaseMs,
        status: "in_progress",
        started_at: db.raw("coalesce(started_at, ?)", [iso]),
        attempts: db.raw("attempts + 1"),
        updated_at: iso,
      });
    if (updated === 1) claimed.push(id);
  }
  return claimed;
}

/** Extends the lease; false when the job is no longer ours to run (lease lost, cancelled, finished). */
export async function renewLease(db: Knex, jobId: string, opts: LeaseOptions): Promise<boolean> {
  const now = opts.now ?? Date.now();
  const updated = await db("translation_jobs")
    .where({ id: jobId, lease_owner: opts.owner, status: "in_progress" })
    .update({ lease_expires_at: now + opts.leaseMs });
  return updated === 1;
}

/** Gives a job back to the queue at once (graceful shutdown), keeping its stored results for the next worker. */
export async function releaseLease(db: Knex, jobId: string, owner: string): Promise<void> {
  await db("translation_jobs")
    .where({ id: jobId, lease_owner: owner })
    .update({ lease_owner: null, lease_expires_at: null });
}

/** A query on the job restricted to rows this worker still owns and may write. */
export function ownedJob(db: Knex | Knex.Transaction, jobId: string, owner: string): Knex.QueryBuilder {
  return db("translation_jobs").where({ id: jobId, lease_owner: owner, status: "in_progress" });
}
