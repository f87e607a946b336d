import type { TranslationProvider } from "@server/providers/types";
import { ProviderError } from "@server/providers/types";
import { afterEach, expect } from "vitest";
import type { FakeServer } from "./harness";

/** Registers an afterEach that closes every fake passed to the returned function during the test. */
export function closeFakesAfterEach(): <F extends FakeServer>(fake: F) => F {
  const open: FakeServer[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((fake) => fake.close()));
  });
  return (fake) => {
    open.push(fake);
    return fake;
  };
}

/** The ProviderError the promise rejects with (fails the test if it resolves or rejects with anything else). */
export async function providerFailure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

/** A job cancelled mid-request: translate() must reject with the abort reason, not a provider failure. */
export async function expectCancellable(provider: TranslationProvider): Promise<void> {
  const controller = new AbortController();
  const pending = provider.translate({
    sourceLanguage: "en",
    targetLanguage: "fr",
    texts: ["Hi"],
    signal: controller.signal,
  });
  setTimeout(() => controller.abort(new Error("cancelled")), 50);
  await expect(pending).rejects.toThrow("cancelled");
}

/** Runs `run` against a fake set to one 429 with `Retry-After: 1`, and expects the client to have waited it out. */
export async function expectRetryAfterHonoured<T>(fake: FakeServer, run: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await run();
  expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  expect(fake.requests.map((r) => r.status)).toEqual([429, 200]);
  return result;
}
