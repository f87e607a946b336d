import type { Knex } from "knex";

/** A job may translate its file's rolling auto-captions collapsed into clean cues (issue 36). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("translation_jobs", (t) => {
    t.boolean("collapse_rolling").notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("translation_jobs", (t) => {
    t.dropColumn("collapse_rolling");
  });
}
