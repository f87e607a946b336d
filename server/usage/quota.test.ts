import { randomUUID } from "node:crypto";
import type { StartTranslationBody } from "@shared/api/translate";
import type { ServiceId } from "@shared/catalog";
import type { PlanId } from "@shared/plans";
import { buildFile, buildUser } from "@test/helpers/factories";
import { type MigratedDb, openMigratedDb } from "@test/helpers/migratedDb";
import { buildSrt, numberedCues } from "@test/helpers/subtitles";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTranslation } from "../commands/startTranslation";
import { type CharacterAllowances, loadConfig } from "../config";
import type { AppError } from "../errors";
import { createAnalysisPool } from "../files/analysisPool";
import { documentCache } from "../files/documents";
import { createDeepLProvider } from "../providers/deepl";
import { createMyMemoryProvider } from "../providers/mymemory";
import { createOpenAIProvider } from "../providers/openai";
import { createRegistry } from "../providers/registry";
import { fileCharacters } from "./characters";
import { readCounter, refundJob } from "./counters";
import type { QuotaCaller } from "./quota";

// Configured but never called: no worker runs here, these tests stop at the start command.
const NOWHERE = "http://127.0.0.1:9";
const providers = createRegistry([
  createMyMemoryProvider({ baseUrl: NOWHERE }),
  createDeepLProvider({ apiKey: "k:fx", baseUrl: NOWHERE }),
  createOpenAIProvider({ apiKey: "k", baseUrl: NOWHERE }),
]);

const reading = loadConfig({}).analysis;
const analysis = createAnalysisPool(reading);
const documents = documentCache(analysis, reading.cacheBytes);
let store: MigratedDb;
beforeAll(async () => {
  store = await openMigratedDb();
});
afterAll(async () => {
  await store.close();
  await analysis.close();
});

const SRT = buildSrt(numberedCues(3));

async function userCaller(plan: PlanId = "free"): Promise<QuotaCaller & { owner: { userId: string } }> {
  // A paying user's address is verified: paid services need it.
  const user = await buildUser(store.db, { emailVerified: plan !== "free" });
  if (plan !== "free") await setPlan(user.id, plan);
  return { owner: { deviceId: randomUUID(), userId: user.id }, ip: "203.0.113.7" };
}

async function setPlan(userId: string, plan: PlanId): Promise<void> {
  await store.db("users").where({ id: userId }).update({ plan });
}

function fileOf(caller: QuotaCaller, overrides: Parameters<typeof buildFile>[2] = {}): Promise<string> {
  return buildFile(
    store.db,
    { deviceId: caller.owner.deviceId ?? randomUUID(), userId: caller.owner.userId },
    { content: SRT, subtitle_count: 3, ...overrides },
  );
}

function start(
  caller: QuotaCaller,
  fileId: string,
  options: { service?: ServiceId; target?: string; now?: Date; allowances?: CharacterAllowances } = {},
) {
  const body: StartTranslationBody = {
    source_language: "en",
    target_language: options.target ?? "fr",
    service: options.service ?? "mymemory",
    context: "",
    genre: "",
    preserve_formatting: true,
    batch_size: 50,
    sentence_aware: true,
  };
  return startTranslation(
    {
      db: store.db,
      documents,
      analysis,
      providers,
      allowances: options.allowances ?? {},
      now: () => options.now ?? new Date(),
    },
    caller,
    fileId,
    body,
  );
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return "started";
  } catch (error) {
    return (error as AppError).code;
  }
}

describe("the plan's rules at start", () => {
  it("refuses a free user an ASS file, a 1,001-subtitle file and DeepL, and a premium user OpenAI", async () => {
    const free = await userCaller();
    expect(await codeOf(start(free, await fileOf(free, { format: "ass" })))).toBe("format_not_in_plan");
    expect(await codeOf(start(free, await fileOf(free, { subtitle_count: 1001 })))).toBe(
      "too_many_subtitles",
    );
    expect(await codeOf(start(free, await fileOf(free, { subtitle_count: 1000 })))).toBe("started");
    expect(await codeOf(start(free, await fileOf(free), { service: "deepl" }))).toBe("service_not_in_plan");
    expect(await codeOf(start(free, await fileOf(free), { target: "ja" }))).toBe("language_not_in_plan");

    const premium = await userCaller("premium");
    expect(await codeOf(start(premium, await fileOf(premium), { service: "openai" }))).toBe(
      "service_not_in_plan",
    );
    expect(await codeOf(start(premium, await fileOf(premium, { format: "ass" }), { service: "deepl" }))).toBe(
      "started",
    );
    expect(
      await codeOf(start(premium, await fileOf(premium, { subtitle_count: 5000 }), { target: "ja" })),
    ).toBe("started");
    // A refusal spends nothing: only the started files were counted.
    const day = new Date().toISOString().slice(0, 10);
    expect(await readCounter(store.db, `user:${free.owner.userId}`, day)).toBe(1);
  });

  it("counts the day in UTC: the sixth file waits for midnight", async () => {
    const free = await userCaller();
    const evening = new Date("2026-11-27T23:59:00Z");
    for (let i = 0; i < 5; i++)
      expect(await codeOf(start(free, await fileOf(free), { now: evening }))).toBe("started");
    const refused = await start(free, await fileOf(free), { now: evening }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: "daily_limit_reached", retryAfterSeconds: 60 });
    const midnight = new Date("2026-11-28T00:00:00Z");
    expect(await codeOf(start(free, await fileOf(free), { now: midnight }))).toBe("started");
  });

  it("gives a failed job's file back to the day", async () => {
    const free = await userCaller();
    const day = new Date().toISOString().slice(0, 10);
    const { job } = await start(free, await fileOf(free));
    expect(await readCounter(store.db, `user:${free.owner.userId}`, day)).toBe(1);
    await refundJob(store.db, job.id);
    await refundJob(store.db, job.id);
    expect(await readCounter(store.db, `user:${free.owner.userId}`, day)).toBe(0);
  });

  it("counts a visitor per device and per address", async () => {
    const ip = `198.51.100.${Math.floor(Math.random() * 200)}`;
    const first: QuotaCaller = { owner: { deviceId: randomUUID(), userId: null }, ip };
    for (let i = 0; i < 5; i++) expect(await codeOf(start(first, await fileOf(first)))).toBe("started");
    expect(await codeOf(start(first, await fileOf(first)))).toBe("daily_limit_reached");
    // Another device behind the same address: the address has used its five.
    const second: QuotaCaller = { owner: { deviceId: randomUUID(), userId: null }, ip };
    expect(await codeOf(start(second, await fileOf(second)))).toBe("daily_limit_reached");
    // The same device from another address: the device has used its five.
    expect(await codeOf(start({ ...first, ip: "192.0.2.1" }, await fileOf(first)))).toBe(
      "daily_limit_reached",
    );
  });

  it("never overspends the last free slots under 20 concurrent starts", async () => {
    const free = await userCaller();
    for (let i = 0; i < 2; i++) await start(free, await fileOf(free));
    const files = await Promise.all(Array.from({ length: 20 }, () => fileOf(free)));
    const began = performance.now();
    const outcomes = await Promise.all(files.map((file) => codeOf(start(free, file))));
    const ms = performance.now() - began;
    const started = outcomes.filter((o) => o === "started").length;
    console.log(
      `[quota] ${store.db.client.config.client}: 20 concurrent starts on 3 free slots → ${started} started, ` +
        `${outcomes.filter((o) => o === "daily_limit_reached").length} refused (daily_limit_reached), ${ms.toFixed(0)} ms`,
    );
    expect(started).toBe(3);
    expect(outcomes.filter((o) => o !== "started").every((o) => o === "daily_limit_reached")).toBe(true);
    const day = new Date().toISOString().slice(0, 10);
    expect(await readCounter(store.db, `user:${free.owner.userId}`, day)).toBe(5);
    const [jobs] = await store.db("translation_jobs").where({ user_id: free.owner.userId }).count({ n: "*" });
    expect(Number(jobs?.n)).toBe(5);
  });
});

describe("the operator's monthly character allowance", () => {
  it("refuses a file that would pass it, and follows a plan change in the middle of the month", async () => {
    const caller = await userCaller("premium");
    const file = await fileOf(caller);
    const chars = await fileCharacters(store.db, documents, file);
    expect(chars).toBeGreaterThan(0);
    const allowances: CharacterAllowances = { premium: { deepl: chars * 2 + 1 }, pro: { deepl: chars * 4 } };
    const november = new Date("2026-11-10T12:00:00Z");
    const on = (now: Date) => ({ service: "deepl" as const, allowances, now });
    expect(await codeOf(start(caller, file, on(november)))).toBe("started");
    expect(await codeOf(start(caller, await fileOf(caller), on(november)))).toBe("started");
    const refused = await start(caller, await fileOf(caller), on(november)).catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: "quota_exceeded" });
    expect((refused as Error).message).toContain(`${chars} characters of DeepL; 1 of your plan's`);
    // MyMemory has no allowance.
    expect(await codeOf(start(caller, await fileOf(caller), { ...on(november), service: "mymemory" }))).toBe(
      "started",
    );

    // Upgraded mid-month: the month's characters so far count against pro's larger allowance.
    await setPlan(caller.owner.userId, "pro");
    expect(await codeOf(start(caller, await fileOf(caller), on(new Date("2026-11-20T00:00:00Z"))))).toBe(
      "started",
    );
    expect(await codeOf(start(caller, await fileOf(caller), on(new Date("2026-11-21T00:00:00Z"))))).toBe(
      "started",
    );
    expect(await codeOf(start(caller, await fileOf(caller), on(new Date("2026-11-22T00:00:00Z"))))).toBe(
      "quota_exceeded",
    );
    // A new month starts from zero.
    expect(await codeOf(start(caller, await fileOf(caller), on(new Date("2026-12-01T00:00:00Z"))))).toBe(
      "started",
    );
    // Back on free mid-month: DeepL is no longer in the plan at all.
    await setPlan(caller.owner.userId, "free");
    expect(await codeOf(start(caller, await fileOf(caller), on(new Date("2026-12-02T00:00:00Z"))))).toBe(
      "service_not_in_plan",
    );
  });
});
