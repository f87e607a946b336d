import { setMaxListeners } from "node:events";
import type { Pace } from "./pace";

/**
 * A counting semaphore: at most `max` tasks run at once (at least one), the others wait in arrival order and leave
 * when their signal aborts. The server's one concurrency limiter: each provider instance holds one, so `maxParallel`
 * holds across every batch the job runner has in flight, and the job dispatcher one per service of its chain.
 * With `pace`, a task that got its slot also waits for the provider's shared request rate before it starts.
 */
export interface Limiter {
  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  readonly active: number;
}

export function createLimiter(max: number, pace?: Pace): Limiter {
  const limit = Math.max(1, max);
  let active = 0;
  const waiting: (() => void)[] = [];

  const acquire = (signal?: AbortSignal): Promise<void> => {
    if (active < limit) {
      active++;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const grant = () => {
        signal?.removeEventListener("abort", onAbort);
        active++;
        resolve();
      };
      const onAbort = () => {
        const index = waiting.indexOf(grant);
        if (index >= 0) waiting.splice(index, 1);
        reject(signal?.reason);
      };
      waiting.push(grant);
      signal?.addEventListener("abort", onAbort, { once: true });
    });
  };

  const release = () => {
    active--;
    waiting.shift()?.();
  };

  return {
    get active() {
      return active;
    },
    async run(task, signal) {
      signal?.throwIfAborted();
      await acquire(signal);
      try {
        await pace?.(signal);
        return await task();
      } finally {
        release();
      }
    },
  };
}

/**
 * Runs `task` for every item at once (the limiter inside decides how many really run) and resolves in item
 * order. The first failure aborts the signal handed to the others: the batch fails as a whole, and the same
 * failure (a quota answer, say) would only repeat on every request still queued.
 */
export async function allOrNothing<I, O>(
  items: readonly I[],
  task: (item: I, signal: AbortSignal) => Promise<O>,
  signal?: AbortSignal,
): Promise<O[]> {
  const stop = new AbortController();
  const combined = signal ? AbortSignal.any([signal, stop.signal]) : stop.signal;
  // Every item may wait in a limiter with a listener on this signal (removed once it runs): a fan-out,
  // not the leak Node's default limit of 10 listeners warns about.
  setMaxListeners(0, combined);
  try {
    return await Promise.all(items.map((item) => task(item, combined)));
  } catch (error) {
    stop.abort(error);
    throw error;
  }
}
