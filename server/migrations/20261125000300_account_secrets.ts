import type { Knex } from "knex";

/**
 * Single-use secrets of an account (email links, two-factor backup codes), linked Google/GitHub identities, and
 * the sign-ins in flight with a provider.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("email_tokens", (t) => {
    t.string("id", 36).primary();
    t.string("user_id", 36).notNullable().references("id").inTable("users").onDelete("CASCADE");
    t.string("purpose", 16).notNullable().checkIn(["verify", "reset"], "email_tokens_purpose_check");
    t.string("token_hash", 64).notNullable().unique("email_tokens_token_hash_unique");
    // The address a verification link was sent to: a link must not verify an address changed since.
    t.string("email", 254).notNullable();
    t.timestamp("created_at", { useTz: true }).notNullable();
    t.timestamp("expires_at", { useTz: true }).notNullable();
    t.timestamp("used_at", { useTz: true }).nullable();
    t.index(["user_id", "purpose"], "email_tokens_user_idx");
  });

  await knex.schema.createTable("backup_codes", (t) => {
    t.string("user_id", 36).notNullable().references("id").inTable("users").onDelete("CASCADE");
    t.string("code_hash", 64).notNullable();
    t.timestamp("created_at", { useTz: true }).notNullable();
    t.timestamp("used_at", { useTz: true }).nullable();
    t.primary(["user_id", "code_hash"]);
  });

  await knex.schema.createTable("oauth_accounts", (t) => {
    t.string("provider", 16).notNullable().checkIn(["google", "github"], "oauth_accounts_provider_check");
    t.string("provider_user_id", 255).notNullable();
    t.string("user_id", 36).notNullable().references("id").inTable("users").onDelete("CASCADE");
    t.string("email", 254).nullable();
    t.timestamp("created_at", { useTz: true }).notNullable();
    t.primary(["provider", "provider_user_id"]);
    t.index(["user_id"], "oauth_accounts_user_idx");
  });

  // Between POST /oauth/authorize and /oauth/callback: the PKCE verifier of each state, spent by the callback.
  await knex.schema.createTable("oauth_states", (t) => {
    t.string("state_hash", 64).primary();
    t.string("provider", 16).notNullable();
    t.string("code_verifier", 128).notNullable();
    t.timestamp("created_at", { useTz: true }).notNullable();
    t.timestamp("expires_at", { useTz: true }).notNullable();
    t.index(["expires_at"], "oauth_states_expires_idx");
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists("oauth_states");
  await knex.schema.dropTableIfExists("oauth_accounts");
  await knex.schema.dropTableIfExists("backup_codes");
  await knex.schema.dropTableIfExists("email_tokens");
}
