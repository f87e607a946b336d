/**
 * A counting semaphore: at most `max` tasks run at once, the others wait in arrival order.
 * One per provider instance, so `maxParallel` holds across every batch the job runner has in flight.
 */
export interface Limiter {
  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  readonly active: number;
}

export function createLimiter(max: number): Limiter {
  let active = 0;
  const waiting: (() => void)[] = [];

  const acquire = (signal?: AbortSignal): Promise<void> => {
    if (active < max) {
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
        return await task();
      } finally {
        release();
      }
    },
  };
}
