import type { ProviderHealth } from "@shared/api/health";
import { nextUtcMidnight, utcDay } from "@shared/quota";
import type { Knex } from "knex";
import type { ServiceId } from "./types";

/**
 * The one home of the `provider_usage` table: characters sent to each provider per UTC day, and whether the
 * provider said its quota is used up that day. Every visitor of one server shares a provider's free quota (it is
 * keyed on the server's address or MYMEMORY_EMAIL), so the count is the server's, kept across restarts.
 */

export interface DailyUsage {
  characters: number;
  exhausted: boolean;
}

/** Makes sure the day's row exists and returns its key, so the update after it is the same on SQLite and PostgreSQL. */
async function dayRow(db: Knex, service: ServiceId, now: number) {
  const key = { service, day: utcDay(now) };
  await db("provider_usage")
    .insert({ ...key, characters: 0, exhausted: false })
    .onConflict(["service", "day"])
    .ignore();
  return key;
}

/** Adds characters a provider translated (increment is atomic, so parallel batches and jobs do not lose counts). */
export async function recordCharacters(
  db: Knex,
  service: ServiceId,
  characters: number,
  now: number,
): Promise<void> {
  if (characters <= 0) return;
  await db("provider_usage")
    .where(await dayRow(db, service, now))
    .increment("characters", characters);
}

/** The provider answered that its quota is used up: no job sends it anything more until the next UTC day. */
export async function markExhausted(db: Knex, service: ServiceId, now: number): Promise<void> {
  await db("provider_usage")
    .where(await dayRow(db, service, now))
    .update({ exhausted: true });
}

export async function usageOn(db: Knex, now: number): Promise<Map<ServiceId, DailyUsage>> {
  const rows: { service: ServiceId; characters: number | string; exhausted: boolean | number }[] = await db(
    "provider_usage",
  )
    .select("service", "characters", "exhausted")
    .where({ day: utcDay(now) });
  return new Map(
    rows.map((row) => [
      row.service,
      { characters: Number(row.characters), exhausted: Boolean(row.exhausted) },
    ]),
  );
}

/** A provider's day as /health/detailed shows it, and as the setup view compares with a file's characters. */
export function quotaStatus(
  usage: DailyUsage | undefined,
  dailyLimit: number | null,
  now: number,
): Omit<ProviderHealth, "configured" | "model"> {
  const characters = usage?.characters ?? 0;
  let remaining: number | null = null;
  if (usage?.exhausted) remaining = 0;
  else if (dailyLimit !== null) remaining = Math.max(0, dailyLimit - characters);
  return {
    characters_today: characters,
    daily_limit: dailyLimit,
    remaining_today: remaining,
    resets_at: new Date(nextUtcMidnight(now)).toISOString(),
  };
}
