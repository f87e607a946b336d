import { setMaxListeners } from "node:events";
import type { Knex } from "knex";
import { extractSegments, type Segment } from "../../shared/subtitles";
import type { Logger } from "../logger";
import type { ProviderRegistry } from "../providers/registry";
import type { ServiceId } from "../providers/types";
import { createDispatcher, DrainedError, TranslationFailedError } from "./dispatch";
import { chunk, type DistinctText, planTranslation, type TranslationPlan } from "./plan";
import { loadJobDocument } from "./source";
import {
  commitBatch,
  finishJob,
  type JobProgress,
  type JobRow,
  loadJob,
  loadSegments,
  lookupCache,
  type StoredSegment,
} from "./store";

export interface RunnerDeps {
  db: Knex;
  providers: ProviderRegistry;
  logger: Logger;
  leaseMs: number;
}

export interface RunSignals {
  /** Cancel: abort at once, requests in flight included. */
  signal: AbortSignal;
  /** Shutdown: send nothing new, store what is in flight, leave the rest for the next worker. */
  drain: AbortSignal;
}

/** How a run ended: a final status to write, or "stopped" (cancelled, drained, taken over) to leave as it is. */
type Outcome =
  | { status: "completed"; progress: JobProgress }
  | { status: "failed"; message: string }
  | "stopped";

/** Thrown inside a run when a write found the job no longer ours (cancelled or taken over). */
class LeaseLostError extends Error {}

const NEIGHBOURS = 2;

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
  try {
    outcome = await translateJob(deps, job, owner, run);
  } catch (error) {
    deps.logger.error({ err: error, jobId }, "job failed unexpectedly");
    outcome = {
      status: "failed",
      message: `Internal error: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  if (outcome === "stopped") return;
  await finishJob(
    deps.db,
    jobId,
    owner,
    outcome.status === "completed" ? outcome : { status: "failed", error_message: outcome.message },
  );
}

async function translateJob(deps: RunnerDeps, job: JobRow, owner: string, run: RunSignals): Promise<Outcome> {
  const doc = await loadJobDocument(deps.db, job.file_id);
  if (!doc) return { status: "failed", message: "The subtitle file is no longer available" };
  const segments = extractSegments(doc);
  const plan = planTranslation(segments);
  const done = new Map<string, StoredSegment>();
  for (const s of await loadSegments(deps.db, job.id)) done.set(s.source_hash, s);

  const chain = deps.providers.fallbackChain(job.service, deps.providers.configured());
  const first = chain[0] && deps.providers.get(chain[0]);
  if (!first) return { status: "failed", message: `No translation service is configured for ${job.service}` };
  const pair = { sourceLanguage: job.source_language, targetLanguage: job.target_language };

  // Commits run one after the other so progress only moves forward.
  let commits: Promise<unknown> = Promise.resolve();
  const store = (texts: DistinctText[], service: ServiceId, translations: string[], cached: boolean) => {
    const rows: StoredSegment[] = texts.map((t, i) => ({
      idx: t.idx,
      source_hash: t.hash,
      source_text: t.text,
      translated_text: translations[i] ?? "",
      service,
      status: cached ? "cached" : "translated",
    }));
    const next = commits.then(async () => {
      for (const row of rows) done.set(row.source_hash, row);
      const ok = await commitBatch(deps.db, {
        jobId: job.id,
        owner,
        leaseMs: deps.leaseMs,
        segments: rows,
        progress: progressOf(plan, done),
        ...(!cached && { cache: pair }),
      });
      if (!ok) throw new LeaseLostError();
    });
    commits = next.catch(() => undefined);
    return next;
  };

  const pending = plan.distinct.filter((t) => !done.has(t.hash));
  const cached = await lookupCache(
    deps.db,
    { service: first.id, ...pair },
    pending.map((t) => t.hash),
  );
  const hits = pending.filter((t) => cached.has(t.hash));
  try {
    // Also the first write of a fresh job: untranslatable cues count as processed from the start.
    if (hits.length > 0 || done.size === 0) {
      await store(
        hits,
        first.id,
        hits.map((t) => cached.get(t.hash) ?? ""),
        true,
      );
    }
  } catch (error) {
    if (error instanceof LeaseLostError) return "stopped";
    throw error;
  }

  const controller = new AbortController();
  // Every batch waiting for a provider slot listens to it: hundreds of listeners are expected, not a leak.
  setMaxListeners(0, controller.signal);
  const stop = () => controller.abort(run.signal.reason);
  run.signal.addEventListener("abort", stop, { once: true });
  const dispatcher = createDispatcher({
    providers: deps.providers,
    chain,
    ...pair,
    context: { ...(job.context && { description: job.context }), ...(job.genre && { genre: job.genre }) },
    signal: controller.signal,
    drain: run.drain,
  });
  const batches = chunk(
    pending.filter((t) => !cached.has(t.hash)),
    Math.min(job.batch_size, first.maxBatchSize),
  );
  let failure: unknown;
  try {
    await Promise.all(
      batches.map(async (batch) => {
        try {
          const result = await dispatcher.translate(
            batch.map((t) => t.text),
            neighbours(segments, batch),
          );
          await store(batch, result.service, result.translations, false);
        } catch (error) {
          if (failure === undefined || failure instanceof DrainedError) failure = error;
          // A drained batch leaves its siblings in flight to finish and be stored; any other failure stops them.
          if (!(error instanceof DrainedError)) controller.abort(error);
        }
      }),
    );
  } finally {
    run.signal.removeEventListener("abort", stop);
  }

  if (run.signal.aborted || failure instanceof LeaseLostError || failure instanceof DrainedError)
    return "stopped";
  if (failure instanceof TranslationFailedError) return { status: "failed", message: failure.message };
  if (failure !== undefined) throw failure;
  return { status: "completed", progress: progressOf(plan, done) };
}

function progressOf(plan: TranslationPlan, done: ReadonlyMap<string, StoredSegment>): JobProgress {
  let processed = plan.untranslatedCues;
  const used: Partial<Record<ServiceId, number>> = {};
  for (const text of plan.distinct) {
    const row = done.get(text.hash);
    if (!row) continue;
    processed += text.cueIndexes.length;
    used[row.service] = (used[row.service] ?? 0) + text.cueIndexes.length;
  }
  const progress = plan.totalCues === 0 ? 100 : Math.round((processed / plan.totalCues) * 1000) / 10;
  return { total_subtitles: plan.totalCues, processed_subtitles: processed, progress, services_used: used };
}

/** Source texts around the batch's first and last cues, sent as context (never translated). */
function neighbours(segments: readonly Segment[], batch: DistinctText[]) {
  const firstCue = batch[0]?.cueIndexes[0] ?? 0;
  const lastCue = batch[batch.length - 1]?.cueIndexes[0] ?? 0;
  const texts = (from: number, to: number) =>
    segments
      .slice(Math.max(0, from), Math.max(0, to))
      .filter((s) => s.translatable)
      .map((s) => s.text);
  return {
    before: texts(firstCue - NEIGHBOURS, firstCue),
    after: texts(lastCue + 1, lastCue + 1 + NEIGHBOURS),
  };
}
