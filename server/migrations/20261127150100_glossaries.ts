import type { Knex } from "knex";

/**
 * Glossaries and the job options of issue 39: a user's term pairs per series and language pair; per job the terms
 * it uses (its series' and its inline ones, merged at start so a later edit does not change a running job), what it
 * does with lyrics and sound descriptions, and a formality per speaker; per translated text whether a term is missing.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("glossaries", (t) => {
    t.string("id", 36).primary();
    t.string("user_id", 36).notNullable().references("id").inTable("users").onDelete("CASCADE");
    t.string("series", 100).notNullable();
    t.string("source_language", 16).notNullable();
    t.string("target_language", 16).notNullable();
    // JSON array of { source, target }, capped by the API (shared/glossary.ts).
    t.text("terms").notNullable();
    t.timestamp("updated_at", { useTz: true }).notNullable();
    t.unique(["user_id", "series", "source_language", "target_language"], {
      indexName: "glossaries_user_series_pair_unique",
    });
  });
  await knex.schema.alterTable("translation_jobs", (t) => {
    t.string("series", 100).nullable();
    t.text("glossary").nullable();
    t.string("lyrics", 16).nullable();
    t.string("sound_descriptions", 16).nullable();
    t.text("speaker_formality").nullable();
  });
  await knex.schema.alterTable("job_segments", (t) => {
    t.boolean("glossary_miss").notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("job_segments", (t) => {
    t.dropColumn("glossary_miss");
  });
  await knex.schema.alterTable("translation_jobs", (t) => {
    t.dropColumns("series", "glossary", "lyrics", "sound_descriptions", "speaker_formality");
  });
  await knex.schema.dropTableIfExists("glossaries");
}
