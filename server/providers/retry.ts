import { sleep } from "./sleep";
import { ProviderError, type RetryOptions } from "./types";

export const DEFAULT_RETRY: Omit<RetryOptions, "signal" | "random" | "onRetry"> = {
  attempts: 4,
  baseDelayMs: 500,
  maxDelayMs: 8_000,
  maxTotalMs: 60_000,
};

/**
 * Runs `operation` until it succeeds, throws something other than a retryable ProviderError, or the attempts or
 * the time budget run out (then the last error is thrown). Aborting the signal rejects with the signal's reason.
 */
export async function withRetry<T>(
  operation: (attempt: number) => Promise<T>,
  options: Partial<RetryOptions> = {},
): Promise<T> {
  const { attempts, baseDelayMs, maxDelayMs, maxTotalMs } = { ...DEFAULT_RETRY, ...options };
  const random = options.random ?? Math.random;
  const started = Date.now();
  for (let attempt = 1; ; attempt++) {
    options.signal?.throwIfAborted();
    try {
      return await operation(attempt);
    } catch (error) {
      if (!(error instanceof ProviderError) || !error.retryable || attempt >= attempts) throw error;
      const ceiling = Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1));
      const delayMs = error.retryAfterMs ?? Math.round(random() * ceiling);
      if (Date.now() - started + delayMs > maxTotalMs) throw error;
      options.onRetry?.({ error, attempt, delayMs });
      await sleep(delayMs, options.signal);
    }
  }
}

/**
 * Retry-After as milliseconds: delta-seconds ("120", also "1.5" as some proxies send) or an HTTP date.
 * Undefined when absent or unreadable; never negative.
 */
export function parseRetryAfter(
  value: string | null | undefined,
  now: number = Date.now(),
): number | undefined {
  if (value == null) return undefined;
  const trimmed = value.trim();
  if (trimmed === "") return undefined;
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  // HTTP dates always name the weekday or month; Date.parse alone would read "-5" as a year.
  const date = /[a-z]/i.test(trimmed) ? Date.parse(trimmed) : Number.NaN;
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}

/**
 * `signal` combined with a per-attempt timeout. `timedOut()` tells a timeout apart from the caller's abort,
 * which must propagate as an abort (a cancelled job), not as a provider failure.
 */
export function timeoutSignal(
  timeoutMs: number,
  signal?: AbortSignal,
): { signal: AbortSignal; timedOut: () => boolean } {
  const timeout = AbortSignal.timeout(timeoutMs);
  return {
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    timedOut: () => timeout.aborted && !signal?.aborted,
  };
}
