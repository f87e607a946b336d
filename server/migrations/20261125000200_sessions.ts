import type { Knex } from "knex";

/** One row per sign-in. Only the SHA-256 of the current token is kept, so a database leak signs nobody in. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("sessions", (t) => {
    t.string("id", 36).primary();
    t.string("user_id", 36).notNullable().references("id").inTable("users").onDelete("CASCADE");
    t.string("token_hash", 64).notNullable().unique("sessions_token_hash_unique");
    // X-Device-Id of the device that signed in: a sign-in from a device never seen before sends a login alert.
    t.string("device_id", 36).nullable();
    t.string("user_agent", 512).nullable();
    t.string("ip", 64).nullable();
    t.timestamp("created_at", { useTz: true }).notNullable();
    t.timestamp("last_seen_at", { useTz: true }).notNullable();
    // The current token works until expires_at; it can be exchanged for a new one until refresh_until.
    t.timestamp("expires_at", { useTz: true }).notNullable();
    t.timestamp("refresh_until", { useTz: true }).notNullable();
    t.timestamp("revoked_at", { useTz: true }).nullable();
    t.index(["user_id", "created_at"], "sessions_user_idx");
    t.index(["refresh_until"], "sessions_refresh_until_idx");
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists("sessions");
}
