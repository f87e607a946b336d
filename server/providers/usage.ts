import type { ProviderHealth } from "@shared/api/health";
import { nextUtcMidnight, utcDay } from "@shared/quota";
import type { Knex } from "knex";
import type { ProviderRegistry } from "./registry";
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

/**
 * Counts characters before they are sent, only when they fit the provider's daily limit: the count is the
 * server's guard, so it never passes the limit that /health/detailed and the setup view show. False when they do
 * not fit (the provider's day is then spent for this server). The conditional increment is atomic, so parallel
 * batches and jobs neither lose counts nor pass the limit together.
 */
export async function takeCharacters(
  db: Knex,
  service: ServiceId,
  characters: number,
  dailyLimit: number | undefined,
  now: number,
): Promise<boolean> {
  if (characters <= 0) return true;
  const row = db("provider_usage").where(await dayRow(db, service, now));
  if (dailyLimit !== undefined) row.andWhere("characters", "<=", dailyLimit - characters);
  return (await row.increment("characters", characters)) > 0;
}

/** Gives back characters counted for a request the provider did not translate. */
export async function returnCharacters(
  db: Knex,
  service: ServiceId,
  characters: number,
  now: number,
): Promise<void> {
  if (characters <= 0) return;
  await db("provider_usage")
    .where(await dayRow(db, service, now))
    .decrement("characters", characters);
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

/** Counts what is sent against each service's day before it is sent (the dispatcher asks it for every request). */
export interface DailyBudget {
  /** Counts the characters, to give back if the request fails; null when they do not fit the service's day. */
  take(service: ServiceId, characters: number): Promise<{ giveBack(): Promise<void> } | null>;
}

/** The runner's DailyBudget: each service's day counted in the database, against the provider's daily limit. */
export function dailyBudget(db: Knex, providers: ProviderRegistry, clock: () => number): DailyBudget {
  return {
    async take(service, characters) {
      // The day of the take is the day a give-back returns to, even across midnight.
      const now = clock();
      const fits = await takeCharacters(db, service, characters, providers.get(service)?.dailyLimit, now);
      return fits ? { giveBack: () => returnCharacters(db, service, characters, now) } : null;
    },
  };
}
