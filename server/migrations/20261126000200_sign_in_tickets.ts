import type { Knex } from "knex";

/**
 * Sign-ins that proved the identity (Google or GitHub) and still owe the account's second factor. Only the
 * SHA-256 of a ticket is kept; a ticket is good for one device, a few minutes and a few codes.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("sign_in_tickets", (t) => {
    t.string("ticket_hash", 64).primary();
    t.string("user_id", 36).notNullable().references("id").inTable("users").onDelete("CASCADE");
    // X-Device-Id of the device that signed in: only that device may finish the sign-in.
    t.string("device_id", 36).nullable();
    t.integer("attempts").notNullable().defaultTo(0);
    t.timestamp("created_at", { useTz: true }).notNullable();
    t.timestamp("expires_at", { useTz: true }).notNullable();
    t.index(["expires_at"], "sign_in_tickets_expires_idx");
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists("sign_in_tickets");
}
