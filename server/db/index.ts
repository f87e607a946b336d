import { mkdirSync } from "node:fs";
import path from "node:path";
import knex, { type Knex } from "knex";
import type { Config } from "../config";
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

export async function migrate(db: Db): Promise<void> {
  await db.migrate.latest({ migrationSource });
}

export async function pingDb(db: Db): Promise<boolean> {
  try {
    await db.raw("select 1");
    return true;
  } catch {
    return false;
  }
}
