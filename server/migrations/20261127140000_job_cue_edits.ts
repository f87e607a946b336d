import type { Knex } from "knex";

/**
 * A finished job's cues as the review editor changed them (issue 38 item 4): one row per shown cue (its 0-based
 * place among the shown cues), the whole cue's text, so a cue sent in several segments is edited as one. `service`
 * is the one that re-translated it, null for text the user typed. Exports put these over the stored segments.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("job_cue_edits", (t) => {
    t.string("job_id", 36).notNullable().references("id").inTable("translation_jobs").onDelete("CASCADE");
    t.integer("cue_index").notNullable();
    t.text("text").notNullable();
    t.string("service", 16).nullable();
    t.string("updated_at", 32).notNullable();
    t.primary(["job_id", "cue_index"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists("job_cue_edits");
}
