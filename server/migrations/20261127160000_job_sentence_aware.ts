import type { Knex } from "knex";

/**
 * Whether a job translates sentences that run over several cues as one text (shared/subtitles/sentences.ts). Jobs
 * from before were translated cue by cue and their stored translations are keyed so: they keep false.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable("translation_jobs", (t) => {
    t.boolean("sentence_aware").notNullable().defaultTo(false);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable("translation_jobs", (t) => {
    t.dropColumn("sentence_aware");
  });
}
