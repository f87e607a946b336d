import type { Knex } from "knex";
import { isPostgres } from "../db/exclusive";

/**
 * Files and translation jobs belong to a user or to a device: a signed-in caller needs no device id, so
 * `files.device_id` may be null, and a check on both tables keeps every row owned by one of the two.
 *
 * SQLite can neither drop NOT NULL nor add a check to a table, so there the table is rebuilt (sqlite.org's
 * "making other kinds of table schema changes"). That needs foreign keys off, which SQLite ignores inside a
 * transaction, hence `transaction: false` and a transaction of the migration's own around each step.
 */
export const config = { transaction: false };

const OWNED_TABLES = ["files", "translation_jobs"] as const;
const OWNER_CHECK = "device_id is not null or user_id is not null";
/** files.device_id as the first migration made it, and as this one leaves it. */
const FILES_DEVICE_NOT_NULL = "`device_id` varchar(36) not null";
const FILES_DEVICE_NULL = "`device_id` varchar(36) null";

const checkName = (table: string) => `${table}_owner_check`;
const checkClause = (table: string) => `, constraint \`${checkName(table)}\` check (${OWNER_CHECK})`;

export async function up(db: Knex): Promise<void> {
  if (!isPostgres(db)) {
    await rebuildSqliteTable(db, "files", (sql) =>
      addCheck(replaceOnce(sql, FILES_DEVICE_NOT_NULL, FILES_DEVICE_NULL), "files"),
    );
    await rebuildSqliteTable(db, "translation_jobs", (sql) => addCheck(sql, "translation_jobs"));
    return;
  }
  await db.transaction(async (trx) => {
    await trx.schema.alterTable("files", (t) => t.setNullable("device_id"));
    for (const table of OWNED_TABLES) {
      await trx.schema.alterTable(table, (t) => t.check(OWNER_CHECK, {}, checkName(table)));
    }
  });
}

/** Fails while a file without a device exists: the earlier schema cannot hold it. */
export async function down(db: Knex): Promise<void> {
  if (!isPostgres(db)) {
    await rebuildSqliteTable(db, "translation_jobs", (sql) =>
      replaceOnce(sql, checkClause("translation_jobs"), ""),
    );
    await rebuildSqliteTable(db, "files", (sql) =>
      replaceOnce(replaceOnce(sql, checkClause("files"), ""), FILES_DEVICE_NULL, FILES_DEVICE_NOT_NULL),
    );
    return;
  }
  await db.transaction(async (trx) => {
    for (const table of OWNED_TABLES) {
      await trx.schema.alterTable(table, (t) => t.dropChecks(checkName(table)));
    }
    await trx.schema.alterTable("files", (t) => t.dropNullable("device_id"));
  });
}

function replaceOnce(sql: string, from: string, to: string): string {
  const at = sql.indexOf(from);
  if (at < 0 || sql.indexOf(from, at + 1) >= 0) throw new Error(`Unexpected table definition: ${sql}`);
  return sql.slice(0, at) + to + sql.slice(at + from.length);
}

/** Adds the owner check as the last constraint of a CREATE TABLE statement. */
function addCheck(sql: string, table: string): string {
  if (!sql.endsWith(")")) throw new Error(`Unexpected table definition: ${sql}`);
  return `${sql.slice(0, -1)}${checkClause(table)})`;
}

/**
 * Creates the table anew from its definition as `change` rewrites it, copies the rows, drops the old table and
 * renames the new one, then restores the indexes. Foreign keys stay off meanwhile, so dropping the old table does
 * not cascade to the rows that reference it; the foreign key check afterwards proves none was left dangling.
 */
async function rebuildSqliteTable(
  db: Knex,
  table: string,
  change: (createSql: string) => string,
): Promise<void> {
  const rebuilt = `${table}_rebuilt`;
  await db.raw("pragma foreign_keys = off");
  try {
    await db.transaction(async (trx) => {
      const schema: { type: string; sql: string | null }[] = await trx.raw(
        "select type, sql from sqlite_master where tbl_name = ? and sql is not null",
        [table],
      );
      const create = schema.find((entry) => entry.type === "table")?.sql;
      if (!create) throw new Error(`No table ${table}`);
      const indexes = schema.filter((entry) => entry.type === "index").map((entry) => entry.sql as string);
      // The name is quoted as it was written, and a table renamed by SQLite has it in double quotes.
      const head = /^CREATE TABLE\s+(`[^`]+`|"[^"]+")/i.exec(create)?.[0];
      if (!head) throw new Error(`Unexpected table definition: ${create}`);
      await trx.raw(`CREATE TABLE \`${rebuilt}\`${change(create).slice(head.length)}`);
      await trx.raw("insert into ?? select * from ??", [rebuilt, table]);
      await trx.schema.dropTable(table);
      await trx.schema.renameTable(rebuilt, table);
      for (const index of indexes) await trx.raw(index);
      const dangling: unknown[] = await trx.raw("pragma foreign_key_check");
      if (dangling.length > 0)
        throw new Error(`Rebuilding ${table} left ${dangling.length} dangling references`);
    });
  } finally {
    await db.raw("pragma foreign_keys = on");
  }
}
