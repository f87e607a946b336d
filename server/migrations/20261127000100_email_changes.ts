import type { Knex } from "knex";

/**
 * An email change waits for its link (issue 35): the new address, the SHA-256 of the link sent to it and, for an
 * account with neither a password nor two-factor, of the link that first approves it from the current address.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("users", (t) => {
    t.string("pending_email", 254).nullable();
    t.string("pending_email_token_hash", 64).nullable().unique("users_pending_email_token_unique");
    t.string("pending_email_approval_hash", 64).nullable().unique("users_pending_email_approval_unique");
    t.timestamp("pending_email_expires_at", { useTz: true }).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("users", (t) => {
    t.dropUnique(["pending_email_token_hash"], "users_pending_email_token_unique");
    t.dropUnique(["pending_email_approval_hash"], "users_pending_email_approval_unique");
    t.dropColumns(
      "pending_email",
      "pending_email_token_hash",
      "pending_email_approval_hash",
      "pending_email_expires_at",
    );
  });
}
