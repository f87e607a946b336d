import type { Knex } from "knex";

/**
 * What plans need from the database: quota counters spent in the transaction that creates a job, the spends of
 * each job (so a failed job gives its slot back), usage kept after retention removes jobs, the usage-limit mails
 * already sent, and the plan facts a job carries into the queue. Builder only, so it runs on SQLite and PostgreSQL.
 */
export async function up(knex: Knex): Promise<void> {
  // One row per counted thing and period: "device:<id>" / "ip:<addr>" / "user:<id>" files of a UTC day
  // ("2026-11-27"), or "user:<id>:chars:deepl" characters of a UTC month ("2026-11"). Spent by a conditional
  // UPDATE (used + n <= limit), so concurrent starts can never pass the limit together.
  await knex.schema.createTable("usage_counters", (t) => {
    t.string("counter_key", 160).notNullable();
    t.string("period", 10).notNullable();
    t.bigInteger("used").notNullable().defaultTo(0);
    t.primary(["counter_key", "period"]);
  });

  await knex.schema.createTable("quota_spends", (t) => {
    t.string("job_id", 36).notNullable().references("id").inTable("translation_jobs").onDelete("CASCADE");
    t.string("counter_key", 160).notNullable();
    t.string("period", 10).notNullable();
    t.bigInteger("amount").notNullable();
    t.primary(["job_id", "counter_key", "period"]);
  });

  // A user's jobs folded in by month when retention deletes them: metric "files", "subtitles", "processing_ms",
  // "timed_jobs", "service:<id>", "storage_bytes" or "last_activity_ms".
  await knex.schema.createTable("usage_archive", (t) => {
    t.string("user_id", 36).notNullable().references("id").inTable("users").onDelete("CASCADE");
    t.string("month", 7).notNullable();
    t.string("metric", 32).notNullable();
    t.bigInteger("value").notNullable().defaultTo(0);
    t.primary(["user_id", "month", "metric"]);
  });

  // One mail per user, limit, period and threshold (80 or 100).
  await knex.schema.createTable("usage_alerts", (t) => {
    t.string("user_id", 36).notNullable().references("id").inTable("users").onDelete("CASCADE");
    t.string("metric", 32).notNullable();
    t.string("period", 10).notNullable();
    t.integer("threshold").notNullable();
    t.timestamp("sent_at", { useTz: true }).notNullable();
    t.primary(["user_id", "metric", "period", "threshold"]);
  });

  await knex.schema.alterTable("translation_jobs", (t) => {
    // The services the owner's plan allowed at start, comma-separated: the fallback chain stays inside them.
    // Null (jobs from before plans) means the free plan's.
    t.string("allowed_services", 64).nullable();
    // Jobs of the same owner that may run at once (the plan's parallelJobs); null means no limit.
    t.integer("max_parallel").nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("translation_jobs", (t) => {
    t.dropColumn("allowed_services");
    t.dropColumn("max_parallel");
  });
  await knex.schema.dropTableIfExists("usage_alerts");
  await knex.schema.dropTableIfExists("usage_archive");
  await knex.schema.dropTableIfExists("quota_spends");
  await knex.schema.dropTableIfExists("usage_counters");
}
