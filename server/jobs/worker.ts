import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { Knex } from "knex";
import type { Clock } from "../clock";
import type { Config } from "../config";
import type { AnalysisPool } from "../files/analysisPool";
import type { DocumentCache } from "../files/documents";
import type { Logger } from "../logger";
import type { ProviderRegistry } from "../providers/registry";
import { claimJobs, releaseLease, renewLease } from "./repository";
import { runJob } from "./runner";
import { jobSignals } from "./signals";

export interface JobWorkerDeps {
  db: Knex;
  documents: DocumentCache;
  analysis: Pick<AnalysisPool, "otherLanguage">;
  config: Pick<Config, "jobs">;
  logger: Logger;
  providers: ProviderRegistry;
  clock: Clock;
}

export interface JobWorker {
  /** This worker's lease owner id. */
  readonly owner: string;
  /**
   * Stops claiming, lets the batches in flight finish and be stored (up to `graceMs`, then abandons them), and
   * hands the leases back so another worker resumes the jobs at once.
   */
  stop(options?: { graceMs?: number }): Promise<void>;
}

interface Running {
  /** Hard stop: cancel, lease lost. */
  abort: AbortController;
  /** Soft stop: shutdown, in-flight batches are stored first. */
  drain: AbortController;
  done: Promise<void>;
}

/** How long a stopping worker waits for batches in flight before it abandons them. */
const DRAIN_GRACE_MS = 30_000;

/**
 * The job loop of one server process: claims runnable jobs through the database lease (so several processes can
 * share the queue), runs up to `jobs.concurrency` at once, renews each lease while it runs, and wakes at once on
 * a new job started in this process instead of waiting for the next poll.
 */
export function startJobWorker(deps: JobWorkerDeps): JobWorker {
  const { concurrency, leaseMs, pollMs, retryAttempts, retryDelayMs } = deps.config.jobs;
  const retry = { attempts: retryAttempts, delayMs: retryDelayMs };
  const owner = `${hostname()}:${process.pid}:${randomUUID()}`;
  const log = deps.logger.child({ worker: owner });
  const running = new Map<string, Running>();
  let stopping = false;
  let ticking = false;
  let again = false;
  let pollTimer: NodeJS.Timeout | undefined;

  /** Runs a claimed job, renewing its lease; `heldUntil` is when the lease the claim wrote runs out. */
  const launch = (jobId: string, heldUntil: number) => {
    const abort = new AbortController();
    const drain = new AbortController();
    // A job whose lease this worker no longer holds is stopped at once (requests in flight cancelled, nothing more
    // sent or stored): another worker may claim it any moment and send what is not stored yet.
    const renew = setInterval(
      () => {
        const now = Date.now();
        renewLease(deps.db, jobId, { owner, leaseMs, now })
          .then((ours) => {
            if (ours) heldUntil = now + leaseMs;
            else abort.abort(new Error("lease expired or lost, or job cancelled"));
          })
          .catch((err: unknown) => {
            log.warn({ err, jobId }, "lease renewal failed");
            // Not renewed in time: the lease may have run out meanwhile, so the job is no longer surely ours.
            if (Date.now() >= heldUntil) abort.abort(new Error("lease not renewed before it expired"));
          });
      },
      Math.max(50, Math.floor(leaseMs / 3)),
    );
    const runner = {
      db: deps.db,
      documents: deps.documents,
      providers: deps.providers,
      logger: log,
      leaseMs,
      clock: deps.clock,
      retry,
      otherLanguage: deps.analysis.otherLanguage,
    };
    const done = runJob(runner, jobId, owner, { signal: abort.signal, drain: drain.signal })
      .catch((err: unknown) => log.error({ err, jobId }, "job runner crashed"))
      .finally(() => {
        clearInterval(renew);
        running.delete(jobId);
        if (!stopping) void tick();
      });
    running.set(jobId, { abort, drain, done });
  };

  const tick = async (): Promise<void> => {
    if (stopping) return;
    if (ticking) {
      again = true;
      return;
    }
    ticking = true;
    try {
      do {
        again = false;
        const now = Date.now();
        const ids = await claimJobs(deps.db, concurrency - running.size, {
          owner,
          leaseMs,
          now,
          clockNow: deps.clock(),
          running: [...running.keys()],
        });
        for (const id of ids) {
          if (stopping) await releaseLease(deps.db, id, owner);
          else launch(id, now + leaseMs);
        }
      } while (again && !stopping);
    } catch (err) {
      log.error({ err }, "claiming jobs failed");
    } finally {
      ticking = false;
    }
  };

  const poll = () => {
    pollTimer = setTimeout(() => {
      void tick().finally(() => {
        if (!stopping) poll();
      });
    }, pollMs);
  };

  const offNew = jobSignals.onNewJob(() => void tick());
  const offCancel = jobSignals.onCancelled((jobId) =>
    running.get(jobId)?.abort.abort(new Error("cancelled")),
  );
  void tick();
  poll();

  return {
    owner,
    async stop({ graceMs = DRAIN_GRACE_MS } = {}) {
      stopping = true;
      clearTimeout(pollTimer);
      offNew();
      offCancel();
      const jobs = [...running.entries()];
      for (const [, job] of jobs) job.drain.abort(new Error("worker stopping"));
      const grace = setTimeout(() => {
        for (const [, job] of jobs) job.abort.abort(new Error("worker stopped before its batches finished"));
      }, graceMs);
      await Promise.all(jobs.map(([, job]) => job.done));
      clearTimeout(grace);
      for (const [jobId] of jobs) await releaseLease(deps.db, jobId, owner);
      while (ticking) await new Promise((resolve) => setTimeout(resolve, 5));
    },
  };
}
