import type { Knex } from "knex";

/**
 * What several server processes on one database must share instead of keeping per process (issue 40): the
 * rate-limit counters (rate-limiter-flexible's PostgreSQL layout; SQLite keeps them in memory, the table stays
 * empty there), avatars (were files under DATA_DIR, which another host does not see), which process ran a periodic
 * task last, and the processes alive (each heartbeats, /health/detailed counts them).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable("rate_limits", (t) => {
    t.string("key", 255).primary();
    t.integer("points").notNullable().defaultTo(0);
    t.bigInteger("expire").nullable();
  });
  await db.schema.createTable("avatars", (t) => {
    t.string("name", 64).primary();
    t.string("content_type", 32).notNullable();
    t.binary("bytes").notNullable();
    t.string("created_at").notNullable();
  });
  await db.schema.createTable("periodic_tasks", (t) => {
    t.string("name", 64).primary();
    /** Epoch ms of the last pass any process claimed. */
    t.bigInteger("last_started_at").notNullable().defaultTo(0);
  });
  await db.schema.createTable("server_processes", (t) => {
    t.string("id", 200).primary();
    t.string("started_at").notNullable();
    /** Epoch ms of the last heartbeat. */
    t.bigInteger("seen_at").notNullable().index();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable("server_processes");
  await db.schema.dropTable("periodic_tasks");
  await db.schema.dropTable("avatars");
  await db.schema.dropTable("rate_limits");
}
