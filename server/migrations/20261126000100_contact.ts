import type { Knex } from "knex";

/** Messages sent through the contact form and GDPR requests, kept as they were received. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("contact_messages", (t) => {
    t.string("id", 36).primary();
    // Who sent it from which account or device, when known: the team can then look at their jobs.
    t.string("user_id", 64).nullable();
    t.string("device_id", 64).nullable();
    t.string("name", 100).notNullable();
    t.string("email", 254).notNullable();
    t.string("category", 16).notNullable();
    t.string("subject", 150).notNullable();
    t.text("message").notNullable();
    t.string("language", 8).notNullable();
    t.timestamp("created_at", { useTz: true }).notNullable();
    t.index(["email"], "contact_messages_email_idx");
  });

  await knex.schema.createTable("gdpr_requests", (t) => {
    t.string("id", 36).primary();
    t.string("user_id", 64).nullable();
    t.string("device_id", 64).nullable();
    t.string("kind", 16)
      .notNullable()
      .checkIn(
        ["access", "rectification", "erasure", "portability", "objection"],
        "gdpr_requests_kind_check",
      );
    t.string("name", 100).notNullable();
    t.string("email", 254).notNullable();
    t.text("details").notNullable();
    t.string("language", 8).notNullable();
    // Open until the data protection contact answers; the law gives a month.
    t.string("status", 16).notNullable().defaultTo("open");
    t.timestamp("created_at", { useTz: true }).notNullable();
    t.index(["email"], "gdpr_requests_email_idx");
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists("gdpr_requests");
  await knex.schema.dropTableIfExists("contact_messages");
}
