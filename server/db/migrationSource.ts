import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Knex } from "knex";

const directory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../migrations");

interface MigrationModule {
  up(db: Knex): Promise<void>;
  down(db: Knex): Promise<void>;
}

/**
 * Migrations are the timestamp-prefixed TypeScript files of server/migrations, loaded with `import()` so they run
 * under tsx and vitest alike. Names are stored without extension, so a compiled .js build sees the same history.
 */
export const migrationSource: Knex.MigrationSource<string> = {
  async getMigrations() {
    return readdirSync(directory)
      .filter((file) => /^\d{14}_[\w-]+\.(ts|js)$/.test(file))
      .sort();
  },
  getMigrationName(file) {
    return file.replace(/\.(ts|js)$/, "");
  },
  async getMigration(file) {
    return (await import(pathToFileURL(path.join(directory, file)).href)) as MigrationModule;
  },
};
