import type { Knex } from "knex";

/**
 * Stripe subscriptions as the webhook last saw them, and the events already applied (each event id once).
 * Builder only, so it runs on SQLite and PostgreSQL.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("subscriptions", (t) => {
    // Stripe's subscription id (sub_…).
    t.string("id", 255).primary();
    t.string("user_id", 36).notNullable().references("id").inTable("users").onDelete("CASCADE");
    t.string("customer_id", 255).nullable();
    t.string("plan", 16).notNullable();
    t.string("billing_cycle", 16).nullable();
    // Stripe's status: trialing, active, past_due, canceled, unpaid, incomplete…
    t.string("status", 32).notNullable();
    t.integer("amount").nullable();
    t.string("currency", 8).nullable();
    t.timestamp("current_period_end", { useTz: true }).nullable();
    t.timestamp("trial_end", { useTz: true }).nullable();
    t.boolean("cancel_at_period_end").notNullable().defaultTo(false);
    // When the subscription became past_due: the plan is kept for a grace period from there.
    t.timestamp("past_due_since", { useTz: true }).nullable();
    // `created` (epoch seconds) of the last event applied: an older event arriving late changes nothing.
    t.bigInteger("last_event_at").notNullable().defaultTo(0);
    t.timestamp("created_at", { useTz: true }).notNullable();
    t.timestamp("updated_at", { useTz: true }).notNullable();
    t.index(["user_id"], "subscriptions_user_idx");
    t.index(["customer_id"], "subscriptions_customer_idx");
  });

  await knex.schema.createTable("stripe_events", (t) => {
    t.string("id", 255).primary();
    t.string("type", 64).notNullable();
    t.bigInteger("created").notNullable();
    t.timestamp("received_at", { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists("stripe_events");
  await knex.schema.dropTableIfExists("subscriptions");
}
