import type { Knex } from "knex";
import { exclusiveWrite, isPostgres } from "./exclusive";

export interface LimitedInsert {
  table: string;
  /** With its primary key `id`, by which the insert is found again. */
  row: { id: string } & Record<string, string | number | boolean | null>;
  /** The rows that count towards the limit (an account's), by column. */
  scope: Record<string, string>;
  max: number;
  /** Columns of a unique key: a row already there under it is updated (its `merge` columns), whatever the count. */
  upsert?: { conflict: string[]; merge: string[] };
}

/**
 * Inserts a row unless its scope already holds `max` rows, safe under concurrent inserts from any process: a limit
 * taken before the write, never counted after it. True when the row was written (inserted or, with `upsert`,
 * updated). PostgreSQL counts and writes under the scope's advisory lock; SQLite does both in one statement, under
 * its one write lock (a transaction that counted first would fail to upgrade its read lock while another process
 * writes).
 */
export async function insertWithinLimit(db: Knex, insert: LimitedInsert): Promise<boolean> {
  const { table, row, scope, max, upsert } = insert;
  const lockKey = `${table}:${Object.values(scope).join(":")}`;
  return exclusiveWrite(db, lockKey, async (conn) => {
    const existing = () =>
      conn(table)
        .where(
          Object.fromEntries((upsert?.conflict ?? ["id"]).map((column) => [column, row[column] ?? null])),
        )
        .first();
    if (isPostgres(conn)) {
      const held = await conn(table).where(scope).count({ count: "*" }).first();
      if (Number(held?.count ?? 0) >= max && !(upsert && (await existing()))) return false;
      const query = conn(table).insert(row);
      await (upsert ? query.onConflict(upsert.conflict).merge(upsert.merge) : query);
      return true;
    }
    const columns = Object.keys(row);
    const scopeColumns = Object.keys(scope);
    const conflictColumns = upsert?.conflict ?? [];
    const sql = [
      `insert into ?? (${columns.map(() => "??").join(", ")})`,
      `select ${columns.map(() => "?").join(", ")}`,
      `where (select count(*) from ?? where ${scopeColumns.map(() => "?? = ?").join(" and ")}) < ?`,
      upsert
        ? `or exists (select 1 from ?? where ${conflictColumns.map(() => "?? = ?").join(" and ")})
           on conflict (${conflictColumns.map(() => "??").join(", ")})
           do update set ${upsert.merge.map(() => "?? = excluded.??").join(", ")}`
        : "",
    ].join(" ");
    const bindings: Knex.RawBinding[] = [
      table,
      ...columns,
      ...columns.map((column) => row[column] ?? null),
      table,
      ...scopeColumns.flatMap((column) => [column, scope[column] ?? null]),
      max,
      ...(upsert
        ? [
            table,
            ...conflictColumns.flatMap((column) => [column, row[column] ?? null]),
            ...conflictColumns,
            ...upsert.merge.flatMap((column) => [column, column]),
          ]
        : []),
    ];
    await conn.raw(sql, bindings);
    // An upsert finds its key's row (updated whatever the count, or inserted), an insert its id.
    return (await existing()) !== undefined;
  });
}
