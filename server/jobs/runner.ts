import type { JobNotice } from "@shared/api/translate";
import { FREE_SERVICES, isServiceId } from "@shared/catalog";
import { ErrorCode } from "@shared/errors";
import { SHORTENING_SERVICE } from "@shared/readingLimits";
import { jobSegments, segmentOptionsOf } from "@shared/translation/document";
import type { Knex } from "knex";
import type { Clock } from "../clock";
import type { DocumentCache } from "../files/documents";
import type { Logger } from "../logger";
import type { ProviderRegistry } from "../providers/registry";
import type { ServiceId } from "../providers/types";
import { dailyBudget } from "../providers/usage";
import { refundJob } from "../usage/counters";
import type { JobFailure, NextStep, RetryPolicy } from "./failures";
import { contextOfJob, glossaryOf } from "./options";
import { planTranslation } from "./plan";
import { finishJob, type JobProgress, type JobRow, loadJob, waitJob } from "./repository";
import { JobResults, LeaseLostError } from "./results";
import { liveChain } from "./sendPlan";
import { keepReadingSpeed } from "./shorten";
import { loadJobSource } from "./source";
import { cacheKeyOf, commitBatch, loadSegments } from "./store";
import { type RunEnd, type TranslationEngine, translatePending } from "./translatePending";

export interface RunnerDeps {
  db: Knex;
  documents: DocumentCache;
  providers: ProviderRegistry;
  logger: Logger;
  leaseMs: number;
  clock: Clock;
  /** How often a job whose services do not answer is run again before it fails. */
  retry: RetryPolicy;
  /** The analysis pool's language check of the providers' answers (TranslationEngine). */
  otherLanguage: TranslationEngine["otherLanguage"];
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
  const doc = await loadJobSource(deps.db, deps.documents, job, "job");
  if (!doc) return fail(ErrorCode.notFound, "The subtitle file is no longer available");
  // A sentence over several cues is one text to send (shared/subtitles/sentences.ts), when the job asks for it.
  const segments = jobSegments(doc, {
    sentenceAware: Boolean(job.sentence_aware),
    segmentOptions: segmentOptionsOf(job),
  });
  const glossary = glossaryOf(job);
  const jobContext = contextOfJob(job);
  // The glossary and the context are part of the cache's key: a term of one series never serves another.
  const cacheKey = cacheKeyOf(jobContext);
  const plan = planTranslation(segments);
  const chain = deps.providers.fallbackChain(job.service, allowedServices(job));
  if (chain.length === 0)
    return fail(ErrorCode.serviceNotConfigured, `No translation service is configured for ${job.service}`);
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
  let end: RunEnd;
  try {
    end = await translatePending(deps, {
      segments,
      plan,
      results,
      chain,
      pair,
      context: jobContext,
      glossary,
      cacheKey,
      batchSize: job.batch_size,
      previous: { notice: noticeOf(job), detail: job.error_detail },
      signal: run.signal,
      drain: run.drain,
    });
  } catch (error) {
    if (error instanceof LeaseLostError) return "stopped";
    throw error;
  }
  if (end !== "completed") return end;
  // Cues over the reading speed are shortened by the LLM service once all is translated, where the job asks and
  // the service is in its chain with quota left today.
  const llm = deps.providers.get(SHORTENING_SERVICE);
  if (job.keep_reading_speed && llm?.shorten) {
    const { chain: live } = await liveChain(deps.db, deps.clock(), chain);
    if (live.includes(llm.id)) {
      const budget = dailyBudget(deps.db, deps.providers, deps.clock);
      await keepReadingSpeed(
        { db: deps.db, documents: deps.documents, budget },
        job,
        { ...llm, shorten: llm.shorten },
        run.signal,
      );
      if (run.signal.aborted) return "stopped";
    }
  }
  return { status: "completed", progress: results.progress() };
}

/** The job's plan services at start; jobs from before plans had none recorded and get the free plan's. */
function allowedServices(job: JobRow): ServiceId[] {
  if (job.allowed_services === null) return [...FREE_SERVICES];
  return job.allowed_services.split(",").filter((id): id is ServiceId => isServiceId(id));
}
