import type { Knex } from "knex";

/**
 * Why a job failed or waits, and the characters sent to each provider per UTC day.
 * Builder only, so the same migration runs on SQLite and PostgreSQL.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("translation_jobs", (t) => {
    // A shared/errors.ts code the client translates; the provider's own words are kept apart, untranslated.
    t.string("error_code", 64).nullable();
    t.text("error_detail").nullable();
    // The service the failure came from (the chain may have moved past the one the job asked for).
    t.string("error_service", 16).nullable();
    // JSON of the JobNotice while the job waits for a retry or a provider's quota reset.
    t.text("notice").nullable();
    // Epoch ms before which no worker claims the job (a waiting job keeps its status and gives its lease back).
    t.bigInteger("resume_at").nullable();
  });

  await knex.schema.createTable("provider_usage", (t) => {
    t.string("service", 16).notNullable();
    // UTC day, YYYY-MM-DD.
    t.string("day", 10).notNullable();
    t.bigInteger("characters").notNullable().defaultTo(0);
    // Set once the provider answered that its quota is used up for the day.
    t.boolean("exhausted").notNullable().defaultTo(false);
    t.primary(["service", "day"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists("provider_usage");
  await knex.schema.alterTable("translation_jobs", (t) => {
    t.dropColumn("error_code");
    t.dropColumn("error_detail");
    t.dropColumn("error_service");
    t.dropColumn("notice");
    t.dropColumn("resume_at");
  });
}
