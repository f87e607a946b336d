import type { Knex } from "knex";

/**
 * Two more purposes of the mailed links (issue 35): deleting an account and turning two-factor on, which an
 * account with neither a password nor two-factor confirms from its address. knex rebuilds the SQLite table to
 * change its check.
 */
const CHECK = "email_tokens_purpose_check";

const purposeCheck = (purposes: string[]) =>
  `purpose in (${purposes.map((purpose) => `'${purpose}'`).join(", ")})`;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("email_tokens", (t) => t.dropChecks(CHECK));
  await knex.schema.alterTable("email_tokens", (t) =>
    t.check(purposeCheck(["verify", "reset", "delete", "two_factor"]), {}, CHECK),
  );
}

/** Fails while a link of the new purposes is kept: the earlier check cannot hold it. */
export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("email_tokens", (t) => t.dropChecks(CHECK));
  await knex.schema.alterTable("email_tokens", (t) => t.check(purposeCheck(["verify", "reset"]), {}, CHECK));
}
