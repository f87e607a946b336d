import type { Knex } from "knex";

/**
 * A translated text whose formatting tags the service dropped or moved: its markup is repaired when the file is
 * written, and the flag is kept for the per-cue quality report.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("job_segments", (t) => {
    t.boolean("repaired").notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("job_segments", (t) => {
    t.dropColumn("repaired");
  });
}
