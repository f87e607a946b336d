import {
  closeFakesAfterEach,
  expectCancellable,
  expectRetryAfterHonoured,
  providerFailure,
} from "@test/fakes/expectations";
import { type FakeMyMemoryOptions, startFakeMyMemory } from "@test/fakes/mymemory";
import { describe, expect, it } from "vitest";
import { createMyMemoryProvider, type MyMemoryOptions } from "./mymemory";

const track = closeFakesAfterEach();

async function setup(fakeOptions: FakeMyMemoryOptions = {}, options: MyMemoryOptions = {}) {
  const fake = track(await startFakeMyMemory(fakeOptions));
  const provider = createMyMemoryProvider({ baseUrl: fake.url, retry: { baseDelayMs: 5 }, ...options });
  return { fake, provider };
}

const translate = (provider: ReturnType<typeof createMyMemoryProvider>, texts: string[], target = "fr") =>
  provider.translate({ sourceLanguage: "en", targetLanguage: target, texts });

describe("MyMemory provider against the fake", () => {
  it("translates each text with one GET, placeholders kept, contact address sent as de", async () => {
    const { fake, provider } = await setup({}, { email: "ops@example.org" });
    const out = await translate(provider, ['Hello <x id="1"/>world<x id="2"/>', "Goodbye"]);
    expect(out).toEqual(['[fr] Hello <x id="1"/>world<x id="2"/>', "[fr] Goodbye"]);
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests.map((r) => r.params)).toEqual([
      { langpair: "en|fr", de: "ops@example.org" },
      { langpair: "en|fr", de: "ops@example.org" },
    ]);
  });

  it.each(["drift", "matchesOnly", "entities"] as const)("reads the %s body variant", async (variant) => {
    const { provider } = await setup({ variant });
    const out = await translate(provider, [`Don't say "no" <x id="1"/>`]);
    expect(out).toEqual([`[fr] Don't say "no" <x id="1"/>`]);
  });

  it("does not send blank texts", async () => {
    const { fake, provider } = await setup();
    expect(await translate(provider, ["  ", "Hi"])).toEqual(["  ", "[fr] Hi"]);
    expect(fake.requests).toHaveLength(1);
  });

  it("cuts texts over 500 bytes at sentence ends and joins the translated pieces", async () => {
    const { fake, provider } = await setup();
    const text = Array.from({ length: 40 }, (_, i) => `This is sentence number ${i} of the test.`).join(" ");
    expect(Buffer.byteLength(text)).toBeGreaterThan(1500);
    const [out = ""] = await translate(provider, [text]);
    expect(fake.requests.length).toBeGreaterThanOrEqual(4);
    expect(out.split("[fr] ").length - 1).toBe(fake.requests.length);
    expect(out.replaceAll("[fr] ", "")).toBe(text);
    for (const piece of out.split(" [fr] ")) expect(piece).toMatch(/\.$/);
  });

  it("cuts text without spaces between characters, never inside a placeholder", async () => {
    const { fake, provider } = await setup();
    const text = "字".repeat(150).concat('<x id="1"/>', "語".repeat(150), '<x id="2"/>', "文".repeat(60));
    const [out = ""] = await translate(provider, [text], "ja");
    expect(fake.requests.length).toBeGreaterThan(1);
    expect(out.replaceAll("[ja] ", "")).toBe(text);
    expect(out).toContain('<x id="1"/>');
    expect(out).toContain('<x id="2"/>');
  });

  it("waits for Retry-After after a 429, then succeeds", async () => {
    const { fake, provider } = await setup({ status429Times: 1, retryAfterSeconds: 1 });
    expect(await expectRetryAfterHonoured(fake, () => translate(provider, ["Hi"]))).toEqual(["[fr] Hi"]);
  });

  it("retries 5xx HTML pages with backoff", async () => {
    const { fake, provider } = await setup({ status5xxTimes: 2 });
    expect(await translate(provider, ["Hi"])).toEqual(["[fr] Hi"]);
    expect(fake.requests.map((r) => r.status)).toEqual([503, 503, 200]);
  });

  it("gives up after the attempts with an unavailable error that falls back", async () => {
    const { fake, provider } = await setup(
      { status5xxTimes: 10 },
      { retry: { attempts: 3, baseDelayMs: 5 } },
    );
    const error = await providerFailure(translate(provider, ["Hi"]));
    expect(error.kind).toBe("unavailable");
    expect(error.userFault).toBe(false);
    expect(fake.requests).toHaveLength(3);
  });

  it.each([200, 429] as const)(
    "turns the daily quota body (HTTP %i) into quota_exceeded, not retried",
    async (quotaHttpStatus) => {
      const { fake, provider } = await setup({
        quotaChars: { anonymous: 10, withEmail: 100 },
        quotaHttpStatus,
      });
      expect(await translate(provider, ["Hello"])).toEqual(["[fr] Hello"]);
      const error = await providerFailure(translate(provider, ["Hello again"]));
      expect(error.kind).toBe("quota_exceeded");
      expect(error.message).toContain("MYMEMORY WARNING");
      expect(error.userFault).toBe(false);
      expect(fake.requests).toHaveLength(2);
    },
  );

  it("stops the rest of a batch after the first quota failure", async () => {
    const { fake, provider } = await setup({ quotaExceeded: true }, { maxParallel: 1 });
    const error = await providerFailure(translate(provider, ["a", "b", "c", "d"]));
    expect(error.kind).toBe("quota_exceeded");
    expect(fake.requests).toHaveLength(1);
  });

  it("times out a silent server, retries, and succeeds", async () => {
    const { fake, provider } = await setup({ timeoutTimes: 1 }, { timeoutMs: 600 });
    expect(await translate(provider, ["Hi"])).toEqual(["[fr] Hi"]);
    expect(fake.requests).toHaveLength(2);
  });

  it("reports a timeout once the attempts are spent", async () => {
    const { provider } = await setup(
      { timeoutTimes: 5 },
      { timeoutMs: 100, retry: { attempts: 2, baseDelayMs: 5 } },
    );
    expect((await providerFailure(translate(provider, ["Hi"]))).kind).toBe("timeout");
  });

  it('reports an invalid language (responseStatus "403" as a string) as the user\'s fault', async () => {
    const { fake, provider } = await setup();
    const error = await providerFailure(translate(provider, ["Hi"], "not a language"));
    expect(error.kind).toBe("bad_request");
    expect(error.userFault).toBe(true);
    expect(error.message).toContain("INVALID TARGET LANGUAGE");
    expect(fake.requests).toHaveLength(1);
  });

  it("sends Autodetect for an automatic source language and zh-CN for Chinese", async () => {
    const { fake, provider } = await setup();
    await provider.translate({ sourceLanguage: "auto", targetLanguage: "zh", texts: ["Hi"] });
    expect(fake.requests[0]?.params.langpair).toBe("Autodetect|zh-CN");
  });

  it("retries after a dropped connection", async () => {
    const { fake, provider } = await setup({ dropConnectionTimes: 1 });
    expect(await translate(provider, ["Hi"])).toEqual(["[fr] Hi"]);
    expect(fake.requests.map((r) => r.status)).toEqual([0, 200]);
  });

  it("reports an unreachable server as a network error", async () => {
    const { fake, provider } = await setup({}, { retry: { attempts: 1 } });
    await fake.close();
    expect((await providerFailure(translate(provider, ["Hi"]))).kind).toBe("network");
  });

  it("keeps at most maxParallel requests in flight across concurrent batches", async () => {
    const { provider } = await setup({ latencyMs: 100 }, { maxParallel: 2 });
    const started = Date.now();
    await Promise.all([translate(provider, ["a", "b", "c"]), translate(provider, ["d", "e", "f"])]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it("follows faults switched at run time through the fake's control endpoints", async () => {
    const { fake, provider } = await setup({}, { retry: { attempts: 1 } });
    const control = (path: string, init?: RequestInit) =>
      fetch(`${fake.url}${path}`, init).then((r) => r.json());
    await control("/__faults", { method: "POST", body: JSON.stringify({ quotaExceeded: true }) });
    expect((await providerFailure(translate(provider, ["Hi"]))).kind).toBe("quota_exceeded");
    await control("/__faults", { method: "POST", body: "{}" });
    expect(await translate(provider, ["Hi"])).toEqual(["[fr] Hi"]);
    expect(await control("/__requests")).toMatchObject({ count: 2, chars: 4 });
  });

  it("rejects with the abort reason when the job is cancelled", async () => {
    const { provider } = await setup({ latencyMs: 1000 });
    await expectCancellable(provider);
  });
});
