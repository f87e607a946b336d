import type { Knex } from "knex";

/**
 * Translation jobs, their per-text results and the translation cache.
 * Builder only, so the same migration runs on SQLite and PostgreSQL.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("translation_jobs", (t) => {
    t.string("id", 36).primary();
    t.string("file_id", 36).notNullable().references("id").inTable("files").onDelete("CASCADE");
    t.string("device_id", 64).nullable();
    t.string("user_id", 64).nullable();
    t.string("status", 16).notNullable().defaultTo("pending");
    t.integer("priority").notNullable().defaultTo(0);
    t.string("source_language", 16).notNullable();
    t.string("target_language", 16).notNullable();
    // The service the user asked for; the ones that actually translated are in services_used.
    t.string("service", 16).notNullable();
    t.text("context").nullable();
    t.string("genre", 64).nullable();
    t.boolean("preserve_formatting").notNullable().defaultTo(true);
    t.integer("batch_size").notNullable().defaultTo(50);
    t.integer("total_subtitles").notNullable().defaultTo(0);
    t.integer("processed_subtitles").notNullable().defaultTo(0);
    t.float("progress").notNullable().defaultTo(0);
    t.text("error_message").nullable();
    t.text("services_used").notNullable().defaultTo("{}");
    // Lease: the worker that runs the job and until when (epoch ms). Expired leases are claimable again.
    t.string("lease_owner", 128).nullable();
    t.bigInteger("lease_expires_at").nullable();
    t.integer("attempts").notNullable().defaultTo(0);
    t.timestamp("created_at", { useTz: true }).notNullable();
    t.timestamp("started_at", { useTz: true }).nullable();
    t.timestamp("completed_at", { useTz: true }).nullable();
    t.timestamp("updated_at", { useTz: true }).notNullable();
    t.index(["status", "priority", "created_at"], "translation_jobs_queue_idx");
    t.index(["device_id"], "translation_jobs_device_idx");
    t.index(["user_id"], "translation_jobs_user_idx");
  });

  // One row per distinct translatable text of a job, written with the batch that translated it:
  // a resumed job skips every text already here, so nothing is translated twice.
  await knex.schema.createTable("job_segments", (t) => {
    t.string("job_id", 36).notNullable().references("id").inTable("translation_jobs").onDelete("CASCADE");
    t.integer("idx").notNullable();
    t.string("source_hash", 64).notNullable();
    t.text("source_text").notNullable();
    t.text("translated_text").notNullable();
    // Which service produced it; "cache:<service>" rows came from the translation cache.
    t.string("service", 32).notNullable();
    t.string("status", 16).notNullable().defaultTo("translated");
    t.primary(["job_id", "idx"]);
  });

  await knex.schema.createTable("translation_cache", (t) => {
    t.string("service", 16).notNullable();
    t.string("source_language", 16).notNullable();
    t.string("target_language", 16).notNullable();
    t.string("source_hash", 64).notNullable();
    t.text("source_text").notNullable();
    t.text("translated_text").notNullable();
    t.timestamp("created_at", { useTz: true }).notNullable();
    t.primary(["service", "source_language", "target_language", "source_hash"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists("job_segments");
  await knex.schema.dropTableIfExists("translation_cache");
  await knex.schema.dropTableIfExists("translation_jobs");
}
