import { ErrorCode } from "@shared/errors";
import type { Knex } from "knex";
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
} from "rate-limiter-flexible";
import { isPostgres } from "../db/exclusive";
import { RetryLaterError } from "../errors";
import type { Auth } from "./authenticate";

/** At most `points` requests per `durationSeconds` from one client address (or caller), counted under `name`. */
export interface RateLimitRule {
  /** Names the counter: routes that give the same name share it. */
  name: string;
  points: number;
  durationSeconds: number;
  /**
   * Whom the counter counts: the client address (default, before any work), or the caller once authenticated: the
   * signed-in account, else the device, so that visitors behind one address do not share a device's counter.
   */
  per?: "address" | "caller";
}

/**
 * Where the counters live: memory for one process (SQLite), the database's rate_limits table when several
 * processes share a PostgreSQL database (`rateLimitStoreFor`), so a second process does not double every limit.
 */
export interface RateLimitStore {
  /** Spends one point of `key` under `rule`: undefined when allowed, else how long to wait. */
  consume(rule: RateLimitRule, key: string): Promise<{ retryAfterMs: number } | undefined>;
  /**
   * Gives back one point of `key` spent by `consume`: counters of failures (sign-in) take their point before the
   * attempt, so concurrent attempts cannot pass the limit, and give it back when the attempt succeeds.
   */
  refund(rule: RateLimitRule, key: string): Promise<void>;
}

export function memoryRateLimitStore(factor = 1): RateLimitStore {
  return limiterStore((rule) => new RateLimiterMemory(limiterOptions(rule, factor)));
}

/**
 * The counters in PostgreSQL's rate_limits table (migration 20261127170100), one row per rule and key, updated by
 * one upsert per request, so every process sees the same count. Expired rows go in the periodic cleanup.
 */
export function postgresRateLimitStore(db: Knex, factor = 1): RateLimitStore {
  return limiterStore(
    (rule) =>
      new RateLimiterPostgres({
        ...limiterOptions(rule, factor),
        storeClient: db,
        storeType: "knex",
        tableName: RATE_LIMITS_TABLE,
        tableCreated: true,
        clearExpiredByTimeout: false,
      }),
  );
}

/**
 * Shared counters where the database is shared (PostgreSQL), memory on SQLite, whose one file means one host.
 * `factor` multiplies every rule's points (RATE_LIMIT_FACTOR, for load tests).
 */
export function rateLimitStoreFor(db: Knex, factor = 1): RateLimitStore {
  return isPostgres(db) ? postgresRateLimitStore(db, factor) : memoryRateLimitStore(factor);
}

export const RATE_LIMITS_TABLE = "rate_limits";

/** Deletes the counters whose window ended; returns how many went. */
export async function deleteExpiredRateLimits(db: Knex, now: Date): Promise<number> {
  return db(RATE_LIMITS_TABLE).where("expire", "<", now.getTime()).delete();
}

function limiterOptions(rule: RateLimitRule, factor: number) {
  return { keyPrefix: rule.name, points: rule.points * factor, duration: rule.durationSeconds };
}

function limiterStore(create: (rule: RateLimitRule) => RateLimiterAbstract): RateLimitStore {
  const limiters = new Map<string, RateLimiterAbstract>();
  const limiterFor = (rule: RateLimitRule) => {
    let limiter = limiters.get(rule.name);
    if (!limiter) {
      limiter = create(rule);
      limiters.set(rule.name, limiter);
    }
    return limiter;
  };
  return {
    async consume(rule, key) {
      try {
        await limiterFor(rule).consume(key);
        return undefined;
      } catch (refusal) {
        // rate-limiter-flexible rejects with its result when the points are spent, with an Error when it fails.
        if (refusal instanceof RateLimiterRes) return { retryAfterMs: refusal.msBeforeNext };
        throw refusal;
      }
    },
    async refund(rule, key) {
      await limiterFor(rule).reward(key, 1);
    },
  };
}

/** Spends one point of `key` under `rule`, or refuses the request with a 429. */
export async function limitRate(rule: RateLimitRule, key: string, store: RateLimitStore): Promise<void> {
  const refused = await store.consume(rule, key);
  if (refused) throw tooManyRequests(refused.retryAfterMs);
}

/** The key of a `per: "caller"` rule: the account when signed in, else the device, else the address. */
export function callerKey(auth: Auth, ip: string): string {
  if (auth.user) return `user:${auth.user.id}`;
  return auth.deviceId ? `device:${auth.deviceId}` : `address:${ip}`;
}

/** The 429 of a spent counter, with Retry-After in whole seconds. */
export function tooManyRequests(retryAfterMs: number): RetryLaterError {
  return new RetryLaterError(
    ErrorCode.rateLimited,
    "Too many requests: wait before trying again",
    Math.max(1, Math.ceil(retryAfterMs / 1000)),
  );
}
