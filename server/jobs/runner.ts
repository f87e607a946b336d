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

/** Thrown inside a run when a write found the job no longer ours (cancelled or taken over). */
class LeaseLostError extends Error {}

const NEIGHBOURS = 2;

/**
 * Runs one claimed job to its end, or until `signal` aborts (shutdown, cancel, lease lost). Every batch is stored
 * with the job's progress in one transaction, and texts already stored are skipped, so a job resumed by any worker
 * continues from its last finished batch and never pays for a text twice.
 */
export interface RunSignals {
  /** Cancel: abort at once, requests in flight included. */
  signal: AbortSignal;
  /** Shutdown: send nothing new, store what is in flight, leave the rest for the next worker. */
  drain: AbortSignal;
}

export async function runJob(deps: RunnerDeps, jobId: string, owner: string, run: RunSignals): Promise<void> {
  const { signal } = run;
  const job = await loadJob(deps.db, jobId);
  if (job?.status !== "in_progress" || job.lease_owner !== owner) return;
  const fail = (message: string) =>
    finishJob(deps.db, jobId, owner, { status: "failed", error_message: message });

  const doc = await loadJobDocument(deps.db, job.file_id);
  if (!doc) {
    await fail("The subtitle file is no longer available");
    return;
  }
  const segments = extractSegments(doc);
  const plan = planTranslation(segments);
  const done = new Map<string, StoredSegment>();
  for (const s of await loadSegments(deps.db, jobId)) done.set(s.source_hash, s);

  const chain = deps.providers.fallbackChain(job.service, deps.providers.configured());
  const first = chain[0] && deps.providers.get(chain[0]);
  if (!first) {
    await fail(`No translation service is configured for ${job.service}`);
    return;
  }

  const pair = { sourceLanguage: job.source_language, targetLanguage: job.target_language };
  const controller = new AbortController();
  // Every batch waiting for a provider slot listens to it: hundreds of listeners are expected, not a leak.
  setMaxListeners(0, controller.signal);
  const stop = () => controller.abort(signal.reason);
  signal.addEventListener("abort", stop, { once: true });

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
        jobId,
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

  let failure: unknown;
  try {
    const pending = plan.distinct.filter((t) => !done.has(t.hash));
    const cached = await lookupCache(
      deps.db,
      { service: first.id, ...pair },
      pending.map((t) => t.hash),
    );
    const hits = pending.filter((t) => cached.has(t.hash));
    if (hits.length > 0 || done.size === 0) {
      await store(
        hits,
        first.id,
        hits.map((t) => cached.get(t.hash) ?? ""),
        true,
      );
    }
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
    await Promise.all(
      batches.map(async (batch) => {
        try {
          const texts = batch.map((t) => t.text);
          const result = await dispatcher.translate(texts, neighbours(segments, batch));
          await store(batch, result.service, result.translations, false);
        } catch (error) {
          if (failure === undefined || failure instanceof DrainedError) failure = error;
          // A drained batch leaves its siblings in flight to finish and be stored; any other failure stops them.
          if (!(error instanceof DrainedError)) controller.abort(error);
        }
      }),
    );
  } catch (error) {
    failure = error;
  } finally {
    signal.removeEventListener("abort", stop);
  }

  if (signal.aborted || failure instanceof LeaseLostError || failure instanceof DrainedError) return;
  if (failure instanceof TranslationFailedError) {
    await fail(failure.message);
  } else if (failure !== undefined) {
    deps.logger.error({ err: failure, jobId }, "job failed unexpectedly");
    await fail(`Internal error: ${failure instanceof Error ? failure.message : String(failure)}`);
  } else {
    await finishJob(deps.db, jobId, owner, { status: "completed", progress: progressOf(plan, done) });
  }
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
