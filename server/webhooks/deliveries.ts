import { randomUUID } from "node:crypto";
import type { JobStatus } from "@shared/api/translate";
import type { WebhookDelivery } from "@shared/api/webhooks";
import type { Knex } from "knex";
import { nowIso, toIso } from "../db/values";

/**
 * The webhook_deliveries table and its webhook_attempts: one delivery per end of a job with a callback_url, a
 * queue leased like the job queue (several processes may share it), every attempt recorded for its owner to see.
 */

export interface DeliveryRow {
  id: string;
  job_id: string;
  user_id: string;
  ended_at: string;
  url: string;
  payload: string;
  state: "pending" | "delivered" | "failed";
  attempts: number;
  next_attempt_at: number | string;
  give_up_at: number | string;
  created_at: unknown;
}

/** Queues the delivery of one end of a job; the same end queued again (another scan) is ignored. */
export async function enqueueDelivery(
  db: Knex,
  delivery: Pick<DeliveryRow, "job_id" | "user_id" | "ended_at" | "url" | "payload">,
  nowMs: number,
  giveUpAfterMs: number,
): Promise<void> {
  await db("webhook_deliveries")
    .insert({
      ...delivery,
      id: randomUUID(),
      state: "pending",
      attempts: 0,
      next_attempt_at: nowMs,
      give_up_at: nowMs + giveUpAfterMs,
      created_at: nowIso(),
    })
    .onConflict(["job_id", "ended_at"])
    .ignore();
}

/**
 * Takes up to `limit` due deliveries for this process until `leaseUntil` (real time): each is taken by one
 * conditional update, so two processes never send the same attempt.
 */
export async function claimDueDeliveries(
  db: Knex,
  limit: number,
  lease: { owner: string; nowMs: number; realNowMs: number; leaseUntil: number },
): Promise<DeliveryRow[]> {
  const due: { id: string }[] = await db("webhook_deliveries")
    .where({ state: "pending" })
    .where("next_attempt_at", "<=", lease.nowMs)
    .where((q) => q.whereNull("lease_expires_at").orWhere("lease_expires_at", "<", lease.realNowMs))
    .orderBy("next_attempt_at")
    .limit(limit)
    .select("id");
  const claimed: DeliveryRow[] = [];
  for (const { id } of due) {
    const taken = await db("webhook_deliveries")
      .where({ id, state: "pending" })
      .where((q) => q.whereNull("lease_expires_at").orWhere("lease_expires_at", "<", lease.realNowMs))
      .update({ lease_owner: lease.owner, lease_expires_at: lease.leaseUntil });
    if (taken === 1) claimed.push(await db("webhook_deliveries").where({ id }).first());
  }
  return claimed;
}

export interface AttemptRecord {
  attempted_at: string;
  status_code: number | null;
  error: string | null;
  duration_ms: number;
}

/** Records an attempt and what follows it: delivered, failed for good, or tried again at `nextAttemptAt`. */
export async function recordAttempt(
  db: Knex,
  delivery: Pick<DeliveryRow, "id" | "attempts">,
  owner: string,
  attempt: AttemptRecord,
  next: { state: "delivered" | "failed" } | { state: "pending"; nextAttemptAt: number },
): Promise<void> {
  await db.transaction(async (trx) => {
    await trx("webhook_attempts").insert({ delivery_id: delivery.id, ...attempt });
    await trx("webhook_deliveries")
      .where({ id: delivery.id, lease_owner: owner })
      .update({
        state: next.state,
        attempts: delivery.attempts + 1,
        ...(next.state === "pending" && { next_attempt_at: next.nextAttemptAt }),
        ...(next.state === "delivered" && { delivered_at: attempt.attempted_at }),
        lease_owner: null,
        lease_expires_at: null,
      });
  });
}

/** A job's deliveries with their attempts, newest first, as the API shows them. */
export async function listJobDeliveries(db: Knex, jobId: string): Promise<WebhookDelivery[]> {
  const rows = await db("webhook_deliveries").where({ job_id: jobId }).orderBy("created_at", "desc");
  const attempts = await db("webhook_attempts")
    .whereIn(
      "delivery_id",
      rows.map((row) => row.id),
    )
    .orderBy("id");
  return rows.map((row) => ({
    id: row.id,
    url: row.url,
    job_status: (JSON.parse(row.payload) as { status: JobStatus }).status,
    state: row.state,
    next_attempt_at: row.state === "pending" ? new Date(Number(row.next_attempt_at)).toISOString() : null,
    created_at: toIso(row.created_at),
    delivered_at: row.delivered_at ? toIso(row.delivered_at) : null,
    attempts: attempts
      .filter((attempt) => attempt.delivery_id === row.id)
      .map((attempt) => ({
        attempted_at: toIso(attempt.attempted_at),
        status_code: attempt.status_code,
        error: attempt.error,
        duration_ms: attempt.duration_ms,
      })),
  }));
}
