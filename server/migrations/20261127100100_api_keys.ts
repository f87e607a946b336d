import type { Knex } from "knex";

/**
 * The API keys of Pro accounts (issue 37): a name the owner chose and the SHA-256 of the key, which is shown once
 * at creation, so a database leak gives nobody a working key. Revoking deletes the row: a revoked key answers
 * exactly like one never issued.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("api_keys", (t) => {
    t.string("id", 36).primary();
    t.string("user_id", 36).notNullable().references("id").inTable("users").onDelete("CASCADE");
    t.string("name", 100).notNullable();
    t.string("key_hash", 64).notNullable().unique("api_keys_key_hash_unique");
    t.timestamp("created_at", { useTz: true }).notNullable();
    t.timestamp("last_used_at", { useTz: true }).nullable();
    t.index(["user_id", "created_at"], "api_keys_user_idx");
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists("api_keys");
}
