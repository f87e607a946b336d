import type { Knex } from "knex";

/**
 * Accounts. Builder only, so the same migration runs on SQLite and PostgreSQL. Emails are stored in lower case
 * by the repository, which makes the plain unique index case-insensitive in effect on both databases.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("users", (t) => {
    t.string("id", 36).primary();
    t.string("email", 254).notNullable().unique("users_email_unique");
    t.string("name", 100).nullable();
    // Null for an account made through Google or GitHub that never set a password.
    t.string("password_hash", 255).nullable();
    t.timestamp("email_verified_at", { useTz: true }).nullable();
    t.timestamp("password_changed_at", { useTz: true }).nullable();
    t.string("plan", 16)
      .notNullable()
      .defaultTo("free")
      .checkIn(["free", "premium", "pro"], "users_plan_check");
    // End of a paid period; null while the plan does not end on its own.
    t.timestamp("plan_until", { useTz: true }).nullable();
    t.string("interface_language", 8).notNullable().defaultTo("fr");
    t.string("avatar_path", 255).nullable();
    t.string("phone", 32).nullable();
    t.string("company", 100).nullable();
    t.string("website", 255).nullable();
    t.string("address", 255).nullable();
    t.text("bio").nullable();
    // Set at 2fa/enable, trusted only once totp_enabled: a secret awaiting its first code does not guard login.
    t.string("totp_secret", 64).nullable();
    t.boolean("totp_enabled").notNullable().defaultTo(false);
    // The last accepted 30-second step (int4 holds steps for another 2000 years): a code is accepted once.
    t.integer("totp_last_step").nullable();
    // JSON of the notification and default settings; the shared schema fills what is missing with defaults.
    t.text("preferences").notNullable().defaultTo("{}");
    t.timestamp("created_at", { useTz: true }).notNullable();
    t.timestamp("updated_at", { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists("users");
}
