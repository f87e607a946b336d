import { randomBytes } from "node:crypto";
import type { Knex } from "knex";
import { nowIso, toIso } from "../db/values";

/** The webhook_secrets table: one signing secret per account, kept in the clear since it signs (as Stripe's). */

export interface WebhookSecret {
  secret: string;
  created_at: string;
}

function newSecret(): string {
  return `whsec_${randomBytes(32).toString("base64url")}`;
}

const present = (row: { secret: string; created_at: unknown }): WebhookSecret => ({
  secret: row.secret,
  created_at: toIso(row.created_at),
});

/** The account's secret, made on first need; two first needs at once keep the one written first. */
export async function webhookSecretOf(db: Knex, userId: string): Promise<WebhookSecret> {
  const found = await db("webhook_secrets").where({ user_id: userId }).first();
  if (found) return present(found);
  await db("webhook_secrets")
    .insert({ user_id: userId, secret: newSecret(), created_at: nowIso() })
    .onConflict("user_id")
    .ignore();
  return present(await db("webhook_secrets").where({ user_id: userId }).first());
}

/** A new secret for the account: deliveries signed from now on use it, the old one stops verifying. */
export async function rotateWebhookSecret(db: Knex, userId: string): Promise<WebhookSecret> {
  const row = { user_id: userId, secret: newSecret(), created_at: nowIso() };
  await db("webhook_secrets").insert(row).onConflict("user_id").merge(["secret", "created_at"]);
  return present(row);
}
