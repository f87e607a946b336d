import type { Knex } from "knex";

/** Whether the database is PostgreSQL (knex's `pg` client) rather than SQLite: the one place the code asks. */
export function isPostgres(db: Knex | Knex.Transaction): boolean {
  return db.client.config.client === "pg";
}

/**
 * Runs a write that no other write with the same key runs beside, in this process or another, for a statement whose
 * condition reads other rows than the one it writes (an owner's running jobs before leasing one more).
 *
 * PostgreSQL (READ COMMITTED) gives each statement the snapshot of its start, so two such writes on different rows
 * can both pass their condition: the write runs in a transaction that first takes a transaction-level advisory lock
 * on the key, so it starts after the previous holder committed and sees its rows; the lock ends with the transaction.
 * SQLite needs no lock: one connection writes at a time, across processes too, and a writing statement takes that
 * lock before it reads, so its condition sees every committed write. The write runs as it is there (no transaction
 * held across awaits, which the synchronous driver would block on), so it must be one statement.
 */
export async function exclusiveWrite<T>(db: Knex, key: string, write: (db: Knex) => Promise<T>): Promise<T> {
  if (!isPostgres(db)) return write(db);
  return db.transaction(async (trx) => {
    await trx.raw("select pg_advisory_xact_lock(hashtextextended(?, 0))", [key]);
    return write(trx);
  });
}
