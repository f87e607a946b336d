import { answerFailure } from "@shared/answerChecks";
import type { Knex } from "knex";
import type { ProviderRegistry } from "../providers/registry";
import type { ServiceId, TranslationProvider } from "../providers/types";
import { type DailyUsage, usageOn } from "../providers/usage";
import { chunk, type DistinctText } from "./plan";
import { lookupCache } from "./store";

/** The chain less the services whose quota is used up today, which are not asked again before their reset. */
export async function liveChain(db: Knex, now: number, fullChain: readonly ServiceId[]) {
  const usage: Map<ServiceId, DailyUsage> = await usageOn(db, now);
  const exhausted = (id: ServiceId) => usage.get(id)?.exhausted === true;
  const chain = fullChain.filter((id) => !exhausted(id));
  return { chain, usage, exhausted };
}

/**
 * The services a job of `service` uses now: the plan's fallback chain, less the services whose quota is used up
 * today. The runner and the estimate read it here, so the estimate names the service the job will start with.
 */
export async function jobChain(
  db: Knex,
  providers: ProviderRegistry,
  now: number,
  service: ServiceId,
  allowed: readonly ServiceId[],
) {
  const fullChain = providers.fallbackChain(service, allowed);
  return { fullChain, ...(await liveChain(db, now, fullChain)) };
}

export interface SendPlan {
  /** Texts the cache already holds a usable translation of, and those translations in the same order. */
  hits: DistinctText[];
  hitTranslations: string[];
  /** What goes to the first service, batch by batch, as the runner sends it. */
  batches: DistinctText[][];
}

/**
 * What a job sends of its `pending` texts: those the cache holds for the first service are taken from it (a cached
 * refusal or echo is not: it is sent again), the rest is cut into the runner's batches. The runner sends exactly
 * this, and the estimate counts it.
 */
export async function planSending(
  db: Knex,
  args: {
    first: TranslationProvider;
    pair: { sourceLanguage: string; targetLanguage: string };
    pending: readonly DistinctText[];
    batchSize: number;
    /** The cache's key of a text by its hash (store.ts cacheKeyOf); the hash itself without. */
    cacheKey?: (sourceHash: string) => string;
  },
): Promise<SendPlan> {
  const { first, pair, pending, cacheKey = (hash: string) => hash } = args;
  const found = await lookupCache(
    db,
    { service: first.id, ...pair },
    pending.map((t) => cacheKey(t.hash)),
  );
  const cached = new Map(
    pending.flatMap((t) => {
      const hit = found.get(cacheKey(t.hash));
      return hit === undefined ? [] : [[t.hash, hit] as const];
    }),
  );
  const languages = { source: pair.sourceLanguage, target: pair.targetLanguage };
  const usable = (t: DistinctText) => {
    const hit = cached.get(t.hash);
    return hit !== undefined && answerFailure(t.text, hit, languages) === null;
  };
  const hits = pending.filter(usable);
  return {
    hits,
    hitTranslations: hits.map((t) => cached.get(t.hash) ?? ""),
    batches: chunk(
      pending.filter((t) => !usable(t)),
      Math.min(args.batchSize, first.maxBatchSize),
    ),
  };
}
