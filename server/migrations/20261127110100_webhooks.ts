import type { Knex } from "knex";

/**
 * Job webhooks (issue 37): a job may name a `callback_url`; each account has one signing secret; each end of a
 * job with a callback is one delivery, tried until it is answered 2xx or 24 hours have passed, every attempt kept.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("translation_jobs", (t) => {
    t.text("callback_url").nullable();
    // The webhook queue looks for jobs that ended lately.
    t.index(["completed_at"], "translation_jobs_completed_idx");
  });
  await knex.schema.createTable("webhook_secrets", (t) => {
    t.string("user_id", 36).primary().references("id").inTable("users").onDelete("CASCADE");
    t.string("secret", 128).notNullable();
    t.timestamp("created_at", { useTz: true }).notNullable();
  });
  await knex.schema.createTable("webhook_deliveries", (t) => {
    t.string("id", 36).primary();
    t.string("job_id", 36).notNullable().references("id").inTable("translation_jobs").onDelete("CASCADE");
    t.string("user_id", 36).notNullable();
    // The job's end this delivery tells of: a retried job that ends again is told again.
    t.string("ended_at", 32).notNullable();
    t.text("url").notNullable();
    t.text("payload").notNullable();
    t.string("state", 16).notNullable().defaultTo("pending");
    t.integer("attempts").notNullable().defaultTo(0);
    // Server clock, epoch ms: when the next attempt is due, and when the tries stop.
    t.bigInteger("next_attempt_at").notNullable();
    t.bigInteger("give_up_at").notNullable();
    t.string("lease_owner", 128).nullable();
    t.bigInteger("lease_expires_at").nullable();
    t.timestamp("created_at", { useTz: true }).notNullable();
    t.timestamp("delivered_at", { useTz: true }).nullable();
    t.unique(["job_id", "ended_at"], { indexName: "webhook_deliveries_job_end_unique" });
    t.index(["state", "next_attempt_at"], "webhook_deliveries_due_idx");
  });
  await knex.schema.createTable("webhook_attempts", (t) => {
    t.increments("id").primary();
    t.string("delivery_id", 36)
      .notNullable()
      .references("id")
      .inTable("webhook_deliveries")
      .onDelete("CASCADE");
    t.timestamp("attempted_at", { useTz: true }).notNullable();
    t.integer("status_code").nullable();
    t.string("error", 200).nullable();
    t.integer("duration_ms").notNullable();
    t.index(["delivery_id"], "webhook_attempts_delivery_idx");
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists("webhook_attempts");
  await knex.schema.dropTableIfExists("webhook_deliveries");
  await knex.schema.dropTableIfExists("webhook_secrets");
  await knex.schema.alterTable("translation_jobs", (t) => {
    t.dropIndex(["completed_at"], "translation_jobs_completed_idx");
    t.dropColumn("callback_url");
  });
}
