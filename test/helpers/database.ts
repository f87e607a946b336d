import { randomBytes } from "node:crypto";
import knex from "knex";

export interface TestDatabase {
  /** Set when tests run on PostgreSQL; undefined means the SQLite file under the test's DATA_DIR. */
  databaseUrl?: string;
  drop(): Promise<void>;
}

/**
 * With TEST_DATABASE_URL (a PostgreSQL URL whose user may create databases) every test server gets a database of
 * its own, dropped at close, so the same integration tests prove the migrations and queries on PostgreSQL.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { drop: async () => {} };
  const name = `polysub_test_${randomBytes(6).toString("hex")}`;
  const admin = knex({ client: "pg", connection: adminUrl, pool: { min: 0, max: 1 } });
  await admin.raw("create database ??", [name]);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    async drop() {
      // An autovacuum worker (another role) may sit on a fresh database for a moment; FORCE may not end it, so
      // the drop is tried again shortly.
      for (let attempt = 1; ; attempt++) {
        try {
          await admin.raw("drop database if exists ?? with (force)", [name]);
          break;
        } catch (error) {
          if (attempt >= 10) throw error;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      }
      await admin.destroy();
    },
  };
}
