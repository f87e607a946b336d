import type { Knex } from "knex";
import type { Db } from "../db";

/**
 * The quota counters (table usage_counters). A spend is one conditional UPDATE `used = used + n WHERE used + n
 * <= limit` inside the caller's transaction: on PostgreSQL the row lock makes a second spender wait and re-check
 * the condition after the first commits, on SQLite writes are serialised, so a limit is never passed under
 * concurrency. Each spend is recorded against its job (quota_spends) so it can be given back.
 */

export interface CounterSpend {
  counterKey: string;
  period: string;
  amount: number;
  /** null: counted but unlimited (a usage figure, not a quota). */
  limit: number | null;
}

/** Spends `amount` on the counter unless that would pass `limit`; returns the new value, or null when refused. */
export async function spendCounter(trx: Knex.Transaction, spend: CounterSpend): Promise<number | null> {
  await trx("usage_counters")
    .insert({ counter_key: spend.counterKey, period: spend.period, used: 0 })
    .onConflict(["counter_key", "period"])
    .ignore();
  const query = trx("usage_counters").where({ counter_key: spend.counterKey, period: spend.period });
  if (spend.limit !== null) query.where("used", "<=", spend.limit - spend.amount);
  const updated = await query.update({ used: trx.raw("used + ?", [spend.amount]) });
  if (updated !== 1) return null;
  return readCounter(trx, spend.counterKey, spend.period);
}

export async function readCounter(
  db: Db | Knex.Transaction,
  counterKey: string,
  period: string,
): Promise<number> {
  const row: { used: number | string } | undefined = await db("usage_counters")
    .select("used")
    .where({ counter_key: counterKey, period })
    .first();
  return Number(row?.used ?? 0);
}

/** Gives back one spend that was not recorded against a job (a re-translation whose services all failed). */
export async function giveBackSpend(db: Db, spend: CounterSpend): Promise<void> {
  await db("usage_counters")
    .where({ counter_key: spend.counterKey, period: spend.period })
    .update({ used: db.raw("case when used >= ? then used - ? else 0 end", [spend.amount, spend.amount]) });
}

/** Records what a job spent, so `refundJob` can give it back. */
export async function recordSpends(
  trx: Knex.Transaction,
  jobId: string,
  spends: readonly CounterSpend[],
): Promise<void> {
  if (spends.length === 0) return;
  await trx("quota_spends").insert(
    spends.map((s) => ({ job_id: jobId, counter_key: s.counterKey, period: s.period, amount: s.amount })),
  );
}

/**
 * Gives back everything the job spent, once: the spend rows are deleted in the same transaction, so a second
 * call (a retried failure, two workers) finds nothing to return.
 */
export async function refundJob(db: Db, jobId: string): Promise<void> {
  await db.transaction(async (trx) => {
    const spends: { counter_key: string; period: string; amount: number | string }[] = await trx(
      "quota_spends",
    )
      .where({ job_id: jobId })
      .select("counter_key", "period", "amount");
    if (spends.length === 0) return;
    const deleted = await trx("quota_spends").where({ job_id: jobId }).delete();
    if (deleted === 0) return;
    for (const spend of spends) {
      await trx("usage_counters")
        .where({ counter_key: spend.counter_key, period: spend.period })
        .update({
          used: trx.raw("case when used >= ? then used - ? else 0 end", [spend.amount, spend.amount]),
        });
    }
  });
}
