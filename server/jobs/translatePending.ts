import { setMaxListeners } from "node:events";
import { type AnswerFailure, answerFailure } from "@shared/answerChecks";
import type { JobNotice } from "@shared/api/translate";
import type { GlossaryTerm } from "@shared/glossary";
import type { Segment } from "@shared/subtitles";
import { checkText } from "@shared/translation/checks";
import type { Knex } from "knex";
import type { Clock } from "../clock";
import type { ProviderRegistry } from "../providers/registry";
import type { ServiceId, TranslationContext } from "../providers/types";
import { dailyBudget, markExhausted } from "../providers/usage";
import { createDispatcher, DrainedError, TranslationFailedError } from "./dispatch";
import { afterChainFailed, type NextStep, quotaWait, type RetryPolicy } from "./failures";
import type { DistinctText, TranslationPlan } from "./plan";
import { liveChain, planSending } from "./sendPlan";
import type { StoredSegment } from "./store";

export interface TranslationEngine {
  /** Holds the translation cache and each provider's daily count (`translation_cache`, `provider_usage`). */
  db: Knex;
  providers: ProviderRegistry;
  clock: Clock;
  /** How often a document whose services do not answer is run again before it fails. */
  retry: RetryPolicy;
  /**
   * Which of one provider answer's texts read as another language than the target (seemsOtherLanguage): the
   * server asks its analysis pool, so that language detection on user text never holds the event loop.
   */
  otherLanguage(texts: readonly string[], target: string): Promise<boolean[]>;
}

/** Where a run's translations go: the job's stored segments on the server, the cache file in the CLI. */
export interface TranslationSink {
  has(hash: string): boolean;
  /** Resolves once the rows are kept; a rejection stops the run (the server's lease lost). */
  store(rows: StoredSegment[]): Promise<void>;
}

export interface PendingTranslation {
  segments: readonly Segment[];
  plan: TranslationPlan;
  results: TranslationSink;
  /** The services to try, in order, services whose quota is used up today included (they are skipped). */
  chain: ServiceId[];
  pair: { sourceLanguage: string; targetLanguage: string };
  context: TranslationContext;
  /** The job's terms: a translation that lacks one's target is stored flagged glossary_miss. */
  glossary?: readonly GlossaryTerm[];
  /** The translation cache's key of a text by its hash (store.ts cacheKeyOf); the hash itself without. */
  cacheKey?: (sourceHash: string) => string;
  batchSize: number;
  /** What the previous run ended on: its notice carries the attempt count on, its detail a quota wait's words. */
  previous: { notice: JobNotice | null; detail: string | null };
  /** Cancel: abort at once, requests in flight included. */
  signal: AbortSignal;
  /** Shutdown: send nothing new, store what is in flight. */
  drain?: AbortSignal;
}

/**
 * How a run over a document ended: every text stored, "stopped" (cancelled or drained), or the next step once every
 * service of the chain failed (`providerFault` when the providers, not the user, are to blame).
 */
export type RunEnd = "completed" | "stopped" | (NextStep & { providerFault?: true });

const NEIGHBOURS = 2;

/**
 * One run over the texts of a document not stored yet: cache hits first, the rest in batches through the fallback
 * chain, each batch stored as it comes back. The job runner and the CLI's local mode translate through it, so both
 * send each distinct text once, never send what the cache holds, and fall back and retry the same way. An error of
 * the sink's (a lost lease) is thrown once the batches in flight are settled.
 */
export async function translatePending(engine: TranslationEngine, run: PendingTranslation): Promise<RunEnd> {
  const { plan, results, pair } = run;
  // Services that said their quota is used up today are not asked again before their reset.
  const { chain, usage, exhausted } = await liveChain(engine.db, engine.clock(), run.chain);
  const first = chain[0] && engine.providers.get(chain[0]);
  if (!first) {
    const last = run.chain[run.chain.length - 1];
    if (!last) throw new Error("translatePending: the chain names no service");
    return quotaWait(last, engine.clock(), run.previous.detail);
  }

  const languages = { source: pair.sourceLanguage, target: pair.targetLanguage };
  const store = async (
    texts: DistinctText[],
    service: ServiceId,
    translations: string[],
    cached: boolean,
    failures: (AnswerFailure | null)[] = [],
  ) => {
    // One pool task per answer; a failure keeps its source text, which is in no language to check.
    const checked = texts.flatMap((_, i) => (failures[i] ? [] : [translations[i] ?? ""]));
    const other = await engine.otherLanguage(checked, pair.targetLanguage);
    let next = 0;
    return results.store(
      texts.map((t, i) => ({
        idx: t.idx,
        source_hash: t.hash,
        source_text: t.text,
        service,
        status: cached ? "cached" : "translated",
        ...checkText(
          t.text,
          translations[i] ?? "",
          failures[i] ?? null,
          run.glossary ?? [],
          failures[i] ? false : (other[next++] ?? false),
        ),
      })),
    );
  };

  const pending = plan.distinct.filter((t) => !results.has(t.hash));
  const sending = await planSending(engine.db, {
    first,
    pair,
    pending,
    batchSize: run.batchSize,
    ...(run.cacheKey && { cacheKey: run.cacheKey }),
  });
  const controller = new AbortController();
  // Every batch waiting for a provider slot listens to it: hundreds of listeners are expected, not a leak.
  setMaxListeners(0, controller.signal);
  const stop = () => controller.abort(run.signal.reason);
  // A cancel that came while the file was being read must not let a single request out.
  if (run.signal.aborted) stop();
  else run.signal.addEventListener("abort", stop, { once: true });
  let failure: unknown;
  const settle = async (task: () => Promise<void>) => {
    try {
      await task();
    } catch (error) {
      if (failure === undefined || failure instanceof DrainedError) failure = error;
      // A drained batch leaves its siblings in flight to finish and be stored; any other failure stops them.
      if (!(error instanceof DrainedError)) controller.abort(error);
    }
  };

  const dispatcher = createDispatcher({
    providers: engine.providers,
    chain,
    ...pair,
    context: run.context,
    signal: controller.signal,
    ...(run.drain && { drain: run.drain }),
    budget: dailyBudget(engine.db, engine.providers, engine.clock),
  });
  /**
   * Sends a batch and stores its answers; texts answered with a refusal or an echo go to the next service of the
   * chain, and are stored flagged (their source kept) once no service is left.
   */
  const translateChecked = async (
    batch: DistinctText[],
    after?: { service: ServiceId; failures: AnswerFailure[] },
  ): Promise<void> => {
    let result: Awaited<ReturnType<typeof dispatcher.translate>>;
    try {
      result = await dispatcher.translate(
        batch.map((t) => t.text),
        neighbours(run.segments, batch),
        after?.service,
      );
    } catch (error) {
      // The services after the one that refused failed themselves: its answers are kept, flagged.
      if (after === undefined || !(error instanceof TranslationFailedError)) throw error;
      return store(batch, after.service, [], false, after.failures);
    }
    const failures = batch.map((t, i) => answerFailure(t.text, result.translations[i] ?? "", languages));
    const failed = batch.filter((_, i) => failures[i] !== null);
    if (failed.length === 0 || !dispatcher.hasAfter(result.service))
      return store(batch, result.service, result.translations, false, failures);
    const kept = batch.filter((_, i) => failures[i] === null);
    const keptTranslations = result.translations.filter((_, i) => failures[i] === null);
    const reasons = failures.filter((f): f is AnswerFailure => f !== null);
    await Promise.all([
      store(kept, result.service, keptTranslations, false),
      translateChecked(failed, { service: result.service, failures: reasons }),
    ]);
  };
  const tasks = sending.batches.map((batch) => settle(() => translateChecked(batch)));
  // Cache hits are stored alongside the first batches; a fresh run's first write also counts the cues that are
  // never translated (music, empty) as processed.
  if (sending.hits.length > 0 || pending.length === plan.distinct.length) {
    tasks.push(settle(() => store(sending.hits, first.id, sending.hitTranslations, true)));
  }
  try {
    await Promise.all(tasks);
  } finally {
    run.signal.removeEventListener("abort", stop);
  }

  // A quota used up is news for every run, whatever became of this one: none asks that service again today.
  const now = engine.clock();
  for (const { service, kind } of dispatcher.failures) {
    if (kind !== "quota_exceeded") continue;
    await markExhausted(engine.db, service, now);
    usage.set(service, { characters: usage.get(service)?.characters ?? 0, exhausted: true });
  }
  if (run.signal.aborted || failure instanceof DrainedError) return "stopped";
  if (failure instanceof TranslationFailedError) {
    const next = afterChainFailed({
      failures: failure.failures,
      chain: run.chain,
      exhausted,
      previous: run.previous.notice,
      message: failure.message,
      now,
      retry: engine.retry,
    });
    return next.kind === "fail" ? { ...next, providerFault: true } : next;
  }
  if (failure !== undefined) throw failure;
  return "completed";
}

/**
 * Source texts around the batch's first and last segments, sent as context (never translated), and who says each
 * of the batch's texts.
 */
function neighbours(segments: readonly Segment[], batch: DistinctText[]) {
  const first = batch[0]?.segmentIndex ?? 0;
  const last = batch[batch.length - 1]?.segmentIndex ?? 0;
  const texts = (from: number, to: number) =>
    segments
      .slice(Math.max(0, from), Math.max(0, to))
      .filter((s) => s.translatable)
      .map((s) => s.text);
  const speakers = Object.fromEntries(batch.flatMap((t) => (t.speaker ? [[t.text, t.speaker]] : [])));
  return {
    before: texts(first - NEIGHBOURS, first),
    after: texts(last + 1, last + 1 + NEIGHBOURS),
    ...(Object.keys(speakers).length > 0 && { speakers }),
  };
}
