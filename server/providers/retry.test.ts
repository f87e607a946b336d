import { describe, expect, it } from "vitest";
import { createLimiter } from "./limiter";
import { parseRetryAfter, withRetry } from "./retry";
import { sleep } from "./sleep";
import { ProviderError, type ProviderErrorKind } from "./types";

const fail = (kind: ProviderErrorKind, retryAfterMs?: number) =>
  new ProviderError("deepl", kind, kind, retryAfterMs === undefined ? {} : { retryAfterMs });

function flaky(failures: ProviderError[]) {
  let calls = 0;
  const operation = async (attempt: number) => {
    calls++;
    const error = failures[attempt - 1];
    if (error) throw error;
    return `ok after ${attempt}`;
  };
  return { operation, calls: () => calls };
}

describe("parseRetryAfter", () => {
  it("reads delta-seconds, fractional seconds and HTTP dates", () => {
    const now = Date.parse("Mon, 23 Nov 2026 04:00:00 GMT");
    expect(parseRetryAfter("120", now)).toBe(120_000);
    expect(parseRetryAfter(" 1.5 ", now)).toBe(1_500);
    expect(parseRetryAfter("Mon, 23 Nov 2026 04:00:30 GMT", now)).toBe(30_000);
    expect(parseRetryAfter("Mon, 23 Nov 2026 03:59:00 GMT", now)).toBe(0);
  });

  it("ignores absent or unreadable values", () => {
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter("")).toBeUndefined();
    expect(parseRetryAfter("soon")).toBeUndefined();
    expect(parseRetryAfter("-5")).toBeUndefined();
  });
});

describe("withRetry", () => {
  it("retries retryable kinds until success", async () => {
    const { operation, calls } = flaky([
      fail("rate_limited"),
      fail("unavailable"),
      fail("network"),
      fail("timeout"),
    ]);
    await expect(withRetry(operation, { attempts: 5, baseDelayMs: 1 })).resolves.toBe("ok after 5");
    expect(calls()).toBe(5);
  });

  it.each(["quota_exceeded", "auth", "bad_request", "bad_response"] as const)(
    "does not retry %s",
    async (kind) => {
      const { operation, calls } = flaky([fail(kind)]);
      await expect(withRetry(operation, { baseDelayMs: 1 })).rejects.toMatchObject({ kind });
      expect(calls()).toBe(1);
    },
  );

  it("does not retry errors that are not ProviderErrors", async () => {
    let calls = 0;
    const operation = async () => {
      calls++;
      throw new TypeError("bug");
    };
    await expect(withRetry(operation, { baseDelayMs: 1 })).rejects.toThrow("bug");
    expect(calls).toBe(1);
  });

  it("throws the last error once the attempts are spent", async () => {
    const { operation, calls } = flaky([fail("unavailable"), fail("unavailable"), fail("rate_limited")]);
    await expect(withRetry(operation, { attempts: 3, baseDelayMs: 1 })).rejects.toMatchObject({
      kind: "rate_limited",
    });
    expect(calls()).toBe(3);
  });

  it("draws each pause uniformly below an exponentially growing, capped ceiling", async () => {
    const delays: number[] = [];
    const { operation } = flaky([
      fail("unavailable"),
      fail("unavailable"),
      fail("unavailable"),
      fail("unavailable"),
    ]);
    await withRetry(operation, {
      attempts: 5,
      baseDelayMs: 4,
      maxDelayMs: 20,
      random: () => 0.5,
      onRetry: ({ delayMs }) => delays.push(delayMs),
    });
    expect(delays).toEqual([2, 4, 8, 10]);
  });

  it("honours Retry-After over the backoff", async () => {
    const delays: number[] = [];
    const { operation } = flaky([fail("rate_limited", 30)]);
    const started = Date.now();
    await withRetry(operation, { baseDelayMs: 1, onRetry: ({ delayMs }) => delays.push(delayMs) });
    expect(delays).toEqual([30]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
  });

  it("gives up at once when Retry-After would overrun the time budget", async () => {
    const { operation, calls } = flaky([fail("rate_limited", 3_600_000)]);
    const started = Date.now();
    await expect(withRetry(operation, { maxTotalMs: 10_000 })).rejects.toMatchObject({
      kind: "rate_limited",
    });
    expect(calls()).toBe(1);
    expect(Date.now() - started).toBeLessThan(500);
  });

  it("stops waiting when the signal aborts", async () => {
    const controller = new AbortController();
    const { operation, calls } = flaky([fail("rate_limited", 10_000)]);
    setTimeout(() => controller.abort(new Error("cancelled")), 20);
    await expect(withRetry(operation, { signal: controller.signal })).rejects.toThrow("cancelled");
    expect(calls()).toBe(1);
  });
});

describe("sleep", () => {
  it("rejects at once on an already aborted signal", async () => {
    await expect(sleep(10_000, AbortSignal.abort(new Error("gone")))).rejects.toThrow("gone");
  });
});

describe("createLimiter", () => {
  it("runs at most max tasks at once, in arrival order", async () => {
    const limiter = createLimiter(2);
    const order: number[] = [];
    let peak = 0;
    await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        limiter.run(async () => {
          peak = Math.max(peak, limiter.active);
          await sleep(10);
          order.push(n);
        }),
      ),
    );
    expect(peak).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5]);
    expect(limiter.active).toBe(0);
  });

  it("drops a waiting task whose signal aborts", async () => {
    const limiter = createLimiter(1);
    const controller = new AbortController();
    const first = limiter.run(() => sleep(50));
    let ran = false;
    const second = limiter.run(async () => {
      ran = true;
    }, controller.signal);
    controller.abort(new Error("cancelled"));
    await expect(second).rejects.toThrow("cancelled");
    await first;
    expect(ran).toBe(false);
    expect(limiter.active).toBe(0);
  });
});
