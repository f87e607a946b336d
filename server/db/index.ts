import { mkdirSync } from "node:fs";
import path from "node:path";
import knex, { type Knex } from "knex";
import type { Config } from "../config";
import { isPostgres } from "./exclusive";
import { migrationSource } from "./migrationSource";

export type Db = Knex;

/** A failed query's message gets the SQL with its placeholders, not with the values (an upload's bytes) inlined. */
const compileSqlOnError = false;

/**
 * SQLite file under DATA_DIR by default. With DATABASE_URL the same migrations and queries run on PostgreSQL
 * through knex's `pg` client (scripts/test-postgres.sh runs the integration tests there).
 */
export function createDb(config: Pick<Config, "dataDir" | "databaseUrl">): Db {
  if (config.databaseUrl) {
    return knex({
      client: "pg",
      connection: config.databaseUrl,
      pool: { min: 0, max: 10 },
      compileSqlOnError,
    });
  }
  mkdirSync(config.dataDir, { recursive: true });
  return knex({
    client: "better-sqlite3",
    connection: { filename: path.join(config.dataDir, "polysub.sqlite") },
    // Without it knex warns at start and fails multi-row inserts whose rows have different columns.
    useNullAsDefault: true,
    compileSqlOnError,
    pool: {
      afterCreate(conn: { pragma(sql: string): unknown }, done: (err: Error | null, conn: unknown) => void) {
        // SQLite leaves foreign keys off per connection; WAL lets the job worker write while requests read.
        conn.pragma("foreign_keys = ON");
        conn.pragma("journal_mode = WAL");
        conn.pragma("busy_timeout = 5000");
        done(null, conn);
      },
    },
  });
}

/**
 * Brings the schema up to date. On PostgreSQL several processes may start at once: each waits on a session advisory
 * lock held by a connection of its own, so one migrates while the others wait and then find nothing to do (knex's
 * own lock table makes a second migrator fail instead of wait, and two may race to create that table).
 */
export async function migrate(db: Db): Promise<void> {
  if (!isPostgres(db)) {
    await db.migrate.latest({ migrationSource });
    return;
  }
  const lock: { query(sql: string): Promise<unknown> } = await db.client.acquireRawConnection();
  try {
    await lock.query("select pg_advisory_lock(hashtextextended('polysub:migrate', 0))");
    await db.migrate.latest({ migrationSource });
  } finally {
    // Closing the connection ends its session and the lock with it.
    await db.client.destroyRawConnection(lock);
  }
}

export async function pingDb(db: Db): Promise<boolean> {
  try {
    await db.raw("select 1");
    return true;
  } catch {
    return false;
  }
}
