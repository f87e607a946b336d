import type { Knex } from "knex";

/**
 * What the quality report needs per translated text, recorded when the job runs (issue 38): `flag` says why an
 * answer was kept though no service of the chain translated it (refused, untranslated) or that it reads as
 * another language (wrong_language); `shortened` that the LLM shortened it to the reading speed. The job records
 * whether it was asked to keep the reading speed.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("job_segments", (t) => {
    t.string("flag", 16).nullable();
    t.boolean("shortened").notNullable().defaultTo(false);
  });
  await knex.schema.alterTable("translation_jobs", (t) => {
    t.boolean("keep_reading_speed").notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("job_segments", (t) => {
    t.dropColumn("flag");
    t.dropColumn("shortened");
  });
  await knex.schema.alterTable("translation_jobs", (t) => {
    t.dropColumn("keep_reading_speed");
  });
}
