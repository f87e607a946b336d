import { SERVICES, type ServiceId } from "@shared/catalog";
import { ErrorCode } from "@shared/errors";
import type { Plan } from "@shared/plans";
import type { Knex } from "knex";
import type { CharacterAllowances } from "../config";
import type { Db } from "../db";
import { AppError, RetryLaterError } from "../errors";
import type { Owner } from "../policies/owner";
import { type CounterSpend, readCounter, recordSpends, spendCounter } from "./counters";
import { secondsUntilNextUtcDay, utcDay, utcMonth } from "./periods";

/** Who spends: the owner and the address the request came from (a visitor counts per device and per address). */
export interface QuotaCaller {
  owner: Owner;
  ip: string;
}

/** A limit after a spend, for the usage-limit mails. */
export interface UsageReading {
  /** "files" (per day) or "chars:<service>" (per month). */
  metric: string;
  period: string;
  periodKind: "day" | "month";
  used: number;
  limit: number;
}

/** The counters of a caller's files per day: the account, or both the device and the address of a visitor. */
export function dailyFileCounters(caller: QuotaCaller): string[] {
  if (caller.owner.userId !== null) return [`user:${caller.owner.userId}`];
  return [`device:${caller.owner.deviceId}`, `ip:${caller.ip}`];
}

function characterCounter(userId: string, service: ServiceId): string {
  return `user:${userId}:chars:${service}`;
}

/** The monthly characters a plan allows on a service; undefined when unlimited (free services always are). */
export function characterAllowance(
  allowances: CharacterAllowances,
  plan: Plan,
  service: ServiceId,
): number | undefined {
  return SERVICES[service].paid ? allowances[plan.id]?.[service] : undefined;
}

export interface StartSpend {
  jobId: string;
  caller: QuotaCaller;
  plan: Plan;
  service: ServiceId;
  /** What the job will send to the service (server/usage/characters.ts); only spent where the plan has an allowance. */
  characters: number;
  /** Whether it takes a file of the day: a retry of a finished job's failed cues sends part of a file already counted. */
  countsFile?: boolean;
  allowances: CharacterAllowances;
  now: Date;
}

/**
 * Checks and spends a job's quota inside the transaction that creates it: one file of the day on every counter
 * of the caller, and the file's characters on the plan's monthly allowance of a paid service. A refusal throws,
 * which rolls the transaction back with every spend made so far. Returns the signed-in user's readings.
 */
export async function spendStartQuota(trx: Knex.Transaction, args: StartSpend): Promise<UsageReading[]> {
  const { plan, caller, now } = args;
  const day = utcDay(now);
  const spends: CounterSpend[] = [];
  const readings: UsageReading[] = [];
  for (const counterKey of args.countsFile === false ? [] : dailyFileCounters(caller)) {
    const spend = { counterKey, period: day, amount: 1, limit: plan.filesPerDay };
    const used = await spendCounter(trx, spend);
    if (used === null) {
      throw new RetryLaterError(
        ErrorCode.dailyLimitReached,
        `The ${plan.id} plan translates ${plan.filesPerDay} files a day: come back tomorrow or upgrade`,
        secondsUntilNextUtcDay(now),
      );
    }
    spends.push(spend);
    if (plan.filesPerDay !== null && caller.owner.userId !== null) {
      readings.push({ metric: "files", period: day, periodKind: "day", used, limit: plan.filesPerDay });
    }
  }

  const characters = await spendCharacters(trx, args);
  if (characters) {
    spends.push(characters.spend);
    readings.push(characters.reading);
  }
  await recordSpends(trx, args.jobId, spends);
  return readings;
}

/**
 * Spends characters on the plan's monthly allowance of a paid service, for a job or a re-translation in the review;
 * undefined where nothing is counted (a free service, no allowance, a visitor). Throws quota_exceeded when it
 * would pass the allowance.
 */
export async function spendCharacters(
  trx: Knex.Transaction,
  args: Pick<StartSpend, "caller" | "plan" | "service" | "characters" | "allowances" | "now">,
): Promise<{ spend: CounterSpend; reading: UsageReading } | undefined> {
  const allowance = characterAllowance(args.allowances, args.plan, args.service);
  const userId = args.caller.owner.userId;
  if (allowance === undefined || userId === null) return undefined;
  const characters = args.characters;
  const spend = {
    counterKey: characterCounter(userId, args.service),
    period: utcMonth(args.now),
    amount: characters,
    limit: allowance,
  };
  const used = await spendCounter(trx, spend);
  if (used === null) {
    const left = Math.max(0, allowance - (await readCounter(trx, spend.counterKey, spend.period)));
    throw new AppError(
      ErrorCode.quotaExceeded,
      `This needs ${characters} characters of ${SERVICES[args.service].name}; ${left} of your plan's ` +
        `${allowance} this month are left. Choose another service or wait for next month`,
    );
  }
  const reading: UsageReading = {
    metric: `chars:${args.service}`,
    period: spend.period,
    periodKind: "month",
    used,
    limit: allowance,
  };
  return { spend, reading };
}

/** Files the caller may still start today; null when the plan has no daily limit. */
export async function filesLeftToday(
  db: Db,
  caller: QuotaCaller,
  plan: Plan,
  now: Date,
): Promise<number | null> {
  if (plan.filesPerDay === null) return null;
  const day = utcDay(now);
  let left = plan.filesPerDay;
  for (const key of dailyFileCounters(caller)) {
    left = Math.min(left, plan.filesPerDay - (await readCounter(db, key, day)));
  }
  return Math.max(0, left);
}

/** Each paid service's monthly allowance of the plan and what is left of it, for the user. */
export async function charactersLeft(
  db: Db,
  userId: string,
  plan: Plan,
  allowances: CharacterAllowances,
  now: Date,
): Promise<{ service: ServiceId; allowance: number; left: number }[]> {
  const result: { service: ServiceId; allowance: number; left: number }[] = [];
  for (const service of plan.services) {
    const allowance = characterAllowance(allowances, plan, service);
    if (allowance === undefined) continue;
    const used = await readCounter(db, characterCounter(userId, service), utcMonth(now));
    result.push({ service, allowance, left: Math.max(0, allowance - used) });
  }
  return result;
}
