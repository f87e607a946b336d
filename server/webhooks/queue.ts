import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { SIGNATURE_HEADER, type WebhookPayload } from "@shared/api/webhooks";
import type { Knex } from "knex";
import type { Clock } from "../clock";
import type { Config } from "../config";
import { toIso } from "../db/values";
import { endedJobsWithCallback } from "../jobs/repository";
import { jobSignals } from "../jobs/signals";
import type { Logger } from "../logger";
import {
  type AttemptRecord,
  claimDueDeliveries,
  type DeliveryRow,
  enqueueDelivery,
  recordAttempt,
} from "./deliveries";
import { RefusedAddressError } from "./publicAddress";
import { webhookSecretOf } from "./secrets";
import { postWebhook } from "./send";
import { signatureHeader } from "./signature";

export interface WebhookQueueDeps {
  db: Knex;
  config: Pick<Config, "webhooks" | "version">;
  logger: Logger;
  clock: Clock;
}

/** A delivery not answered 2xx is tried again after these pauses (the last repeats), for 24 hours. */
const RETRY_DELAYS_MS = [30_000, 120_000, 600_000, 1_800_000, 3_600_000, 7_200_000, 14_400_000];
export const WEBHOOK_GIVE_UP_AFTER_MS = 24 * 3_600_000;
/** Deliveries in flight at once: a few slow receivers cannot hold every slot for long (each has the timeout). */
const MAX_IN_FLIGHT = 8;
/** Jobs are scanned again this far back: an end whose transaction committed late is still found. */
const RESCAN_MARGIN_MS = 60_000;

export function retryDelayMs(attemptsSoFar: number): number {
  return RETRY_DELAYS_MS[Math.min(attemptsSoFar, RETRY_DELAYS_MS.length - 1)] as number;
}

/**
 * The webhook loop of one server process, apart from the job runner: a job's end is found in translation_jobs
 * (woken at once by the job signals, else by the poll) and queued as a delivery row; due deliveries are leased and
 * POSTed with a timeout and without following redirects, so a receiver that never answers holds one slot of this
 * loop for `timeoutMs` and never a job. Every attempt is recorded; a failed one is tried again with backoff.
 */
export function startWebhookQueue(deps: WebhookQueueDeps): { stop(): Promise<void> } {
  const { db, logger, clock } = deps;
  const { timeoutMs, pollMs } = deps.config.webhooks;
  const owner = `${hostname()}:${process.pid}:${randomUUID()}`;
  const log = logger.child({ webhooks: owner });
  const inFlight = new Set<Promise<void>>();
  // Ends of the last day are looked at on start: a delivery queued by no process (a crash) is queued now.
  let watermark = Date.now() - WEBHOOK_GIVE_UP_AFTER_MS;
  let stopping = false;
  let ticking = false;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  const enqueueEnded = async () => {
    const scanStart = Date.now();
    const jobs = await endedJobsWithCallback(db, new Date(watermark - RESCAN_MARGIN_MS).toISOString());
    for (const job of jobs) {
      const payload: WebhookPayload = {
        job_id: job.id,
        status: job.status,
        file_id: job.file_id,
        target_language: job.target_language,
        service_counts: JSON.parse(job.services_used),
        error_code: job.error_code,
      };
      const delivery = {
        job_id: job.id,
        user_id: job.user_id as string,
        ended_at: toIso(job.completed_at),
        url: job.callback_url as string,
        payload: JSON.stringify(payload),
      };
      await enqueueDelivery(db, delivery, clock(), WEBHOOK_GIVE_UP_AFTER_MS);
    }
    watermark = scanStart;
  };

  const post = async (delivery: DeliveryRow, nowMs: number): Promise<AttemptRecord> => {
    const { secret } = await webhookSecretOf(db, delivery.user_id);
    const started = performance.now();
    const attempt = (status_code: number | null, error: string | null): AttemptRecord => ({
      attempted_at: new Date(nowMs).toISOString(),
      status_code,
      error,
      duration_ms: Math.round(performance.now() - started),
    });
    try {
      const status = await postWebhook(delivery.url, {
        headers: {
          "Content-Type": "application/json",
          "User-Agent": `Polysub-Webhooks/${deps.config.version}`,
          [SIGNATURE_HEADER]: signatureHeader(secret, delivery.payload, Math.floor(nowMs / 1000)),
        },
        body: delivery.payload,
        timeoutMs,
        allowLoopback: deps.config.webhooks.allowLoopback,
      });
      const redirect = status >= 300 && status < 400;
      return attempt(status, redirect ? "redirect not followed" : null);
    } catch (error) {
      if (error instanceof RefusedAddressError)
        return attempt(null, "refused: the host is not a public address (private, loopback or link-local)");
      const name = error instanceof Error ? error.name : "";
      const code = (error as { code?: string }).code;
      return attempt(
        null,
        name === "AbortError" ? `no answer within ${timeoutMs} ms` : `no connection (${code ?? name})`,
      );
    }
  };

  const deliver = async (delivery: DeliveryRow) => {
    const nowMs = clock();
    const attempt = await post(delivery, nowMs);
    const ok = attempt.status_code !== null && attempt.status_code >= 200 && attempt.status_code < 300;
    const nextAttemptAt = nowMs + retryDelayMs(delivery.attempts);
    const next = ok
      ? ({ state: "delivered" } as const)
      : nextAttemptAt > Number(delivery.give_up_at)
        ? ({ state: "failed" } as const)
        : ({ state: "pending", nextAttemptAt } as const);
    await recordAttempt(db, delivery, owner, attempt, next);
    log.info(
      { delivery: delivery.id, job: delivery.job_id, status: attempt.status_code, state: next.state },
      "webhook",
    );
  };

  const tick = async () => {
    if (ticking) {
      again = true;
      return;
    }
    ticking = true;
    try {
      do {
        again = false;
        await enqueueEnded();
        const free = MAX_IN_FLIGHT - inFlight.size;
        if (free <= 0 || stopping) continue;
        const realNowMs = Date.now();
        const lease = { owner, nowMs: clock(), realNowMs, leaseUntil: realNowMs + timeoutMs + 30_000 };
        for (const delivery of await claimDueDeliveries(db, free, lease)) {
          const sending: Promise<void> = deliver(delivery)
            .catch((err) => log.error({ err, delivery: delivery.id }, "webhook delivery failed"))
            .finally(() => inFlight.delete(sending));
          inFlight.add(sending);
        }
      } while (again && !stopping);
    } catch (err) {
      log.error({ err }, "webhook queue");
    } finally {
      ticking = false;
      if (!stopping) {
        clearTimeout(timer);
        timer = setTimeout(() => void tick(), pollMs);
      }
    }
  };

  const wake = () => void tick();
  const offFinished = jobSignals.onFinished(wake);
  const offCancelled = jobSignals.onCancelled(wake);
  void tick();

  return {
    async stop() {
      stopping = true;
      clearTimeout(timer);
      offFinished();
      offCancelled();
      while (ticking) await new Promise((resolve) => setTimeout(resolve, 5));
      await Promise.all(inFlight);
    },
  };
}
