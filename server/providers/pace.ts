import type { RateLimitStore } from "../http/rateLimit";
import { sleep } from "./sleep";

/** Waits until one more request may go to the provider (rejects when `signal` aborts meanwhile). */
export type Pace = (signal?: AbortSignal) => Promise<void>;

/**
 * A provider's request rate, counted in the rate-limit store under `provider:<service>`: the database's when several
 * processes share PostgreSQL, since a provider limits an API key, not a process. A request over the rate waits for
 * the window to turn instead of failing; `maxParallel` still bounds each process's requests in flight.
 */
export function sharedPace(store: RateLimitStore, service: string, requestsPerSecond: number): Pace {
  const rule = { name: `provider:${service}`, points: Math.max(1, requestsPerSecond), durationSeconds: 1 };
  return async (signal) => {
    for (;;) {
      signal?.throwIfAborted();
      const refused = await store.consume(rule, "requests");
      if (!refused) return;
      await sleep(Math.max(10, refused.retryAfterMs), signal);
    }
  };
}
