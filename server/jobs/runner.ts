import { setMaxListeners } from "node:events";
import type { JobNotice } from "@shared/api/translate";
import { FREE_SERVICES, isServiceId } from "@shared/catalog";
import { ErrorCode } from "@shared/errors";
import { missesTerm } from "@shared/glossary";
import { extractSegments, needsTagRepair, type Segment } from "@shared/subtitles";
import type { Knex } from "knex";
import type { Clock } from "../clock";
import type { DocumentCache } from "../files/documents";
import type { Logger } from "../logger";
import type { ProviderRegistry } from "../providers/registry";
import type { ServiceId } from "../providers/types";
import { dailyBudget, markExhausted, usageOn } from "../providers/usage";
import { refundJob } from "../usage/counters";
import { createDispatcher, DrainedError, TranslationFailedError } from "./dispatch";
import { afterChainFailed, type JobFailure, type NextStep, quotaWait, type RetryPolicy } from "./failures";
import { formalityOf, glossaryOf, segmentOptionsOf } from "./options";
import { chunk, type DistinctText, planTranslation } from "./plan";
import { finishJob, type JobProgress, type JobRow, loadJob, waitJob } from "./repository";
import { JobResults, LeaseLostError } from "./results";
import { loadJobSource } from "./source";
import { cacheKeyOf, commitBatch, loadSegments, lookupCache } from "./store";

export interface RunnerDeps {
  db: Knex;
  documents: DocumentCache;
  providers: ProviderRegistry;
  logger: Logger;
  leaseMs: number;
  clock: Clock;
  /** How often a job whose services do not answer is run again before it fails. */
  retry: RetryPolicy;
}

export interface RunSignals {
  /** Cancel: abort at once, requests in flight included. */
  signal: AbortSignal;
  /** Shutdown: send nothing new, store what is in flight, leave the rest for the next worker. */
  drain: AbortSignal;
}

/**
 * How a run ended: completed, failed or waiting (a NextStep: the job sleeps until it may run again), or "stopped"
 * (cancelled, drained, taken over) to leave as it is.
 */
type Outcome =
  | { status: "completed"; progress: JobProgress }
  | (NextStep & { providerFault?: true })
  | "stopped";

const fail = (code: ErrorCode, message: string): Outcome => ({
  kind: "fail",
  failure: { code, message, detail: null },
});

const NEIGHBOURS = 2;
/** Claims of one job before it is given up (each restart or crash of its worker costs one). */
export const MAX_ATTEMPTS = 10;

/**
 * Runs one claimed job to its end, or until it is cancelled, drained or taken over. Every batch is stored with the
 * job's progress in one transaction, and texts already stored are skipped, so a job resumed by any worker continues
 * from its last finished batch and never pays for a text twice. Any unexpected error fails the job with its reason
 * instead of leaving it to be claimed and crash again.
 */
export async function runJob(deps: RunnerDeps, jobId: string, owner: string, run: RunSignals): Promise<void> {
  const job = await loadJob(deps.db, jobId);
  if (job?.status !== "in_progress" || job.lease_owner !== owner) return;
  let outcome: Outcome;
  if (job.attempts > MAX_ATTEMPTS) {
    // Claimed again and again without finishing: something in this job takes its worker down each time.
    const message = `Stopped after ${MAX_ATTEMPTS} attempts: the job kept interrupting its worker`;
    await finishJob(deps.db, jobId, owner, {
      status: "failed",
      error: { code: ErrorCode.internalError, message, detail: null },
    });
    return;
  }
  try {
    outcome = await translateJob(deps, job, owner, run);
  } catch (error) {
    deps.logger.error({ err: error, jobId }, "job failed unexpectedly");
    const reason = error instanceof Error ? error.message : String(error);
    outcome = fail(ErrorCode.internalError, `Internal error: ${reason}`);
  }
  if (outcome === "stopped") return;
  if ("status" in outcome) await finishJob(deps.db, jobId, owner, outcome);
  else if (outcome.kind === "fail") {
    // The providers failed, not the user: the file does not count against the day's quota.
    const refund = outcome.providerFault ? (trx: Knex.Transaction) => refundJob(trx, jobId) : undefined;
    await finishJob(deps.db, jobId, owner, failed(outcome.failure), refund);
  } else await waitJob(deps.db, jobId, owner, outcome);
}

function failed(error: JobFailure) {
  return { status: "failed" as const, error };
}

function noticeOf(job: JobRow): JobNotice | null {
  return job.notice ? (JSON.parse(job.notice) as JobNotice) : null;
}

async function translateJob(deps: RunnerDeps, job: JobRow, owner: string, run: RunSignals): Promise<Outcome> {
  const doc = await loadJobSource(deps.db, deps.documents, job);
  if (!doc) return fail(ErrorCode.notFound, "The subtitle file is no longer available");
  const segments = extractSegments(doc, segmentOptionsOf(job));
  const glossary = glossaryOf(job);
  const formality = formalityOf(job);
  const jobContext = {
    ...(job.context && { description: job.context }),
    ...(job.genre && { genre: job.genre }),
    ...(glossary.length > 0 && { glossary }),
    ...(Object.keys(formality).length > 0 && { formality }),
  };
  const cacheKey = cacheKeyOf(jobContext);
  const plan = planTranslation(segments);
  const fullChain = deps.providers.fallbackChain(job.service, allowedServices(job));
  if (fullChain.length === 0)
    return fail(ErrorCode.serviceNotConfigured, `No translation service is configured for ${job.service}`);
  // Services that said their quota is used up today are not asked again before their reset.
  const usage = await usageOn(deps.db, deps.clock());
  const exhausted = (service: ServiceId) => usage.get(service)?.exhausted === true;
  const chain = fullChain.filter((service) => !exhausted(service));
  const first = chain[0] && deps.providers.get(chain[0]);
  if (!first)
    return quotaWait(fullChain[fullChain.length - 1] ?? job.service, deps.clock(), job.error_detail);
  const pair = { sourceLanguage: job.source_language, targetLanguage: job.target_language };

  const results = new JobResults(plan, await loadSegments(deps.db, job.id), (rows, progress) =>
    commitBatch(deps.db, {
      jobId: job.id,
      owner,
      leaseMs: deps.leaseMs,
      segments: rows,
      progress,
      pair,
      cacheKey,
    }),
  );
  const store = (texts: DistinctText[], service: ServiceId, translations: string[], cached: boolean) =>
    results.store(
      texts.map((t, i) => ({
        idx: t.idx,
        source_hash: t.hash,
        source_text: t.text,
        translated_text: translations[i] ?? "",
        service,
        status: cached ? "cached" : "translated",
        repaired: needsTagRepair(t.text, translations[i] ?? ""),
        glossary_miss: missesTerm(t.text, translations[i] ?? "", glossary),
      })),
    );

  const pending = plan.distinct.filter((t) => !results.has(t.hash));
  const cached = await lookupCache(
    deps.db,
    { service: first.id, ...pair },
    pending.map((t) => cacheKey(t.hash)),
  );
  const hits = pending.filter((t) => cached.has(cacheKey(t.hash)));
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
    providers: deps.providers,
    chain,
    ...pair,
    context: jobContext,
    signal: controller.signal,
    drain: run.drain,
    budget: dailyBudget(deps.db, deps.providers, deps.clock),
  });
  const batches = chunk(
    pending.filter((t) => !cached.has(cacheKey(t.hash))),
    Math.min(job.batch_size, first.maxBatchSize),
  );
  const tasks = batches.map((batch) =>
    settle(async () => {
      const result = await dispatcher.translate(
        batch.map((t) => t.text),
        neighbours(segments, batch),
      );
      await store(batch, result.service, result.translations, false);
    }),
  );
  // Cache hits are stored alongside the first batches; a fresh job's first write also counts the cues that are
  // never translated (music, empty) as processed.
  if (hits.length > 0 || pending.length === plan.distinct.length) {
    const translations = hits.map((t) => cached.get(cacheKey(t.hash)) ?? "");
    tasks.push(settle(() => store(hits, first.id, translations, true)));
  }
  try {
    await Promise.all(tasks);
  } finally {
    run.signal.removeEventListener("abort", stop);
  }

  // A quota used up is the server's news, whatever became of this job: no job asks that service again today.
  const now = deps.clock();
  for (const { service, kind } of dispatcher.failures) {
    if (kind !== "quota_exceeded") continue;
    await markExhausted(deps.db, service, now);
    usage.set(service, { characters: usage.get(service)?.characters ?? 0, exhausted: true });
  }
  if (run.signal.aborted || failure instanceof LeaseLostError || failure instanceof DrainedError)
    return "stopped";
  if (failure instanceof TranslationFailedError) {
    const next = afterChainFailed({
      failures: failure.failures,
      chain: fullChain,
      exhausted,
      previous: noticeOf(job),
      message: failure.message,
      now,
      retry: deps.retry,
    });
    return next.kind === "fail" ? { ...next, providerFault: true } : next;
  }
  if (failure !== undefined) throw failure;
  return { status: "completed", progress: results.progress() };
}

/** The job's plan services at start; jobs from before plans had none recorded and get the free plan's. */
function allowedServices(job: JobRow): ServiceId[] {
  if (job.allowed_services === null) return [...FREE_SERVICES];
  return job.allowed_services.split(",").filter((id): id is ServiceId => isServiceId(id));
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
