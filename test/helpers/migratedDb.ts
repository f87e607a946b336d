import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createDb, type Db, migrate } from "@server/db";
import { migrationSource } from "@server/db/migrationSource";
import { createTestDatabase } from "./database";

export interface MigratedDb {
  db: Db;
  /** A fresh directory of this database's own (DATA_DIR for modules that write files, such as the mail outbox). */
  dataDir: string;
  /** Another connection pool on the same database, as a second server process has; the caller destroys it. */
  connectAgain(): Db;
  close(): Promise<void>;
}

/**
 * A migrated database for module tests that need no HTTP server: a SQLite file in a temp directory, or a
 * PostgreSQL database of its own with TEST_DATABASE_URL. A migration's test passes its name as `before`: the
 * database then has the migrations up to, but without, that one.
 */
export async function openMigratedDb(options: { before?: string } = {}): Promise<MigratedDb> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "polysub-db-"));
  const database = await createTestDatabase();
  const db = createDb({ dataDir, databaseUrl: database.databaseUrl });
  const { before } = options;
  if (before) await db.migrate.latest({ migrationSource: migrationsBefore(before) });
  else await migrate(db);
  return {
    db,
    dataDir,
    connectAgain: () => createDb({ dataDir, databaseUrl: database.databaseUrl }),
    async close() {
      await db.destroy();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

function migrationsBefore(name: string): typeof migrationSource {
  return {
    ...migrationSource,
    async getMigrations() {
      const all = await migrationSource.getMigrations([]);
      return all.filter((file) => migrationSource.getMigrationName(file) < name);
    },
  };
}
