import type { Clock } from "@server/clock";
import type { Config } from "@server/config";
import { type JobWorker, startJobWorker } from "@server/jobs/worker";
import { createDeepLProvider } from "@server/providers/deepl";
import { createMyMemoryProvider } from "@server/providers/mymemory";
import { createOpenAIProvider } from "@server/providers/openai";
import { createRegistry } from "@server/providers/registry";
import type { ClientTuning, RetryOptions, ServiceId, TranslationProvider } from "@server/providers/types";
import type { JobProgress, TranslationJob } from "@shared/api/translate";
import type { PlanId } from "@shared/plans";
import type { DestinationStream } from "pino";
import { afterEach } from "vitest";
import { type FakeDeepLOptions, startFakeDeepL } from "../fakes/deepl";
import type { FakeServer } from "../fakes/harness";
import { type FakeMyMemoryOptions, startFakeMyMemory } from "../fakes/mymemory";
import { type FakeOpenAIOptions, startFakeOpenAI } from "../fakes/openai";
import { createAccount, signedIn } from "../helpers/accounts";
import { type ApiClient, apiClient } from "../helpers/api";
import { startTestServer, type TestServer } from "../helpers/server";

/** Retries short enough for tests, same logic as production. */
const FAST_RETRY: Partial<RetryOptions> = { attempts: 2, baseDelayMs: 5, maxDelayMs: 20, maxTotalMs: 2_000 };

export interface JobsHarnessOptions {
  services?: ServiceId[];
  /** Faults and options of each fake (DeepL's characterLimit, MyMemory's quotaChars…). */
  faults?: { mymemory?: FakeMyMemoryOptions; deepl?: FakeDeepLOptions; openai?: FakeOpenAIOptions };
  jobs?: Partial<Config["jobs"]>;
  /** Parallel requests per provider (the providers' defaults otherwise). */
  maxParallel?: number;
  /** Start the worker now (default) or leave it to the test. */
  worker?: boolean;
  /** Providers served elsewhere (a fake in another process): no in-process fake is started for them. */
  urls?: Partial<Record<ServiceId, string>>;
  /** The server's quota clock (real time by default). */
  clock?: Clock;
  /** Where the server's log lines go, at debug level, for tests that read them. */
  logTo?: DestinationStream;
  /** The characters a day the server sends MyMemory at most (MYMEMORY_DAILY_CHARS); none by default. */
  mymemoryDailyLimit?: number;
  /**
   * Who `api` calls as: a signed-in user of that plan (default pro, whose plan lets every service, language and
   * format through and runs three jobs at once), or a visitor on the free plan.
   */
  caller?: PlanId | "visitor";
}

type Tuning = Pick<ClientTuning, "retry" | "timeoutMs" | "maxParallel">;

function startFake(service: ServiceId, faults: JobsHarnessOptions["faults"] = {}): Promise<FakeServer> {
  if (service === "mymemory") return startFakeMyMemory(faults.mymemory);
  if (service === "deepl") return startFakeDeepL(faults.deepl);
  return startFakeOpenAI(faults.openai);
}

function createProvider(
  service: ServiceId,
  url: string,
  tuning: Tuning,
  dailyLimit: number | undefined,
): TranslationProvider {
  if (service === "mymemory")
    return createMyMemoryProvider({
      baseUrl: url,
      ...tuning,
      ...(dailyLimit !== undefined && { dailyLimit }),
    });
  if (service === "deepl") return createDeepLProvider({ apiKey: "test-key:fx", baseUrl: url, ...tuning });
  return createOpenAIProvider({ apiKey: "test-key", baseUrl: url, ...tuning });
}

export interface JobsHarness {
  server: TestServer;
  fakes: Partial<Record<ServiceId, FakeServer>>;
  api: ApiClient;
  worker: JobWorker | undefined;
  startWorker(): JobWorker;
  /** Stops the workers and restarts the app on the same database, then starts a new worker (a server restart). */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/** The real app with its job worker, every provider pointed at its local fake. */
export async function startJobsHarness(options: JobsHarnessOptions = {}): Promise<JobsHarness> {
  const services = options.services ?? ["mymemory", "deepl"];
  const fakes: Partial<Record<ServiceId, FakeServer>> = {};
  const providers: TranslationProvider[] = [];
  const limits: Tuning = {
    retry: FAST_RETRY,
    timeoutMs: 2_000,
    ...(options.maxParallel && { maxParallel: options.maxParallel }),
  };
  for (const service of services) {
    let url = options.urls?.[service];
    if (url === undefined) {
      const fake = await startFake(service, options.faults);
      fakes[service] = fake;
      url = fake.url;
    }
    providers.push(createProvider(service, url, limits, options.mymemoryDailyLimit));
  }
  const server = await startTestServer({
    providers: createRegistry(providers),
    ...(options.clock && { clock: options.clock }),
    ...(options.logTo && { logTo: options.logTo, env: { LOG_LEVEL: "debug" } }),
  });
  // Runs against a service that does not answer are retried after 20 ms, 40 ms…, not seconds.
  Object.assign(server.config.jobs, {
    leaseMs: 2_000,
    pollMs: 50,
    concurrency: 2,
    retryDelayMs: 20,
    ...options.jobs,
  });
  const workers: JobWorker[] = [];
  const stopWorkers = () => Promise.all(workers.splice(0).map((w) => w.stop({ graceMs: 0 })));
  const caller = options.caller ?? "pro";
  const api =
    caller === "visitor"
      ? apiClient(server)
      : await signedIn(server, await createAccount(server, { plan: caller }));
  const harness: JobsHarness = {
    server,
    fakes,
    api,
    worker: undefined,
    startWorker() {
      const worker = startJobWorker(harness.server.deps);
      workers.push(worker);
      harness.worker = worker;
      return worker;
    },
    async restart() {
      await stopWorkers();
      harness.server = await harness.server.restart();
      harness.api = apiClient(harness.server, harness.api.deviceId, api.token);
      harness.startWorker();
    },
    async close() {
      await stopWorkers();
      await harness.server.close();
      await Promise.all(Object.values(fakes).map((f) => f.close()));
    },
  };
  if (options.worker !== false) harness.startWorker();
  return harness;
}

/**
 * Registers an afterEach that closes every harness the returned function started during the test: a test file
 * calls it once, then each test starts its own with `const harness = await startHarness({ ... })`.
 */
export function jobsHarnessPerTest(): (options?: JobsHarnessOptions) => Promise<JobsHarness> {
  const open: JobsHarness[] = [];
  afterEach(async () => {
    for (const harness of open.splice(0)) await harness.close();
  });
  return async (options) => {
    const harness = await startJobsHarness(options);
    open.push(harness);
    return harness;
  };
}

export interface StartBody {
  source_language?: string;
  target_language?: string;
  service: ServiceId;
  batch_size?: number;
  context?: string;
  genre?: string;
  preserve_formatting?: boolean;
  collapse_rolling?: boolean;
  sentence_aware?: boolean;
  callback_url?: string;
  keep_reading_speed?: boolean;
  series?: string;
  glossary?: { source: string; target: string }[];
  lyrics?: "keep" | "translate";
  sound_descriptions?: "translate" | "keep";
  speaker_formality?: Record<string, "formal" | "informal">;
}

export async function startJob(
  api: Pick<ApiClient, "post">,
  fileId: string,
  body: StartBody,
): Promise<TranslationJob> {
  const response = await api.post(`/translate/start?file_id=${fileId}`, {
    source_language: "en",
    target_language: "fr",
    ...body,
  });
  const json = (await response.json()) as TranslationJob;
  if (response.status !== 201) throw new Error(`start failed: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** Polls the job's status until `until` holds (default: a final status), as the client does. */
export async function waitForJob(
  api: Pick<ApiClient, "get">,
  jobId: string,
  until: (job: TranslationJob) => boolean = (job) => !["pending", "in_progress"].includes(job.status),
  timeoutMs = 15_000,
  intervalMs = 20,
): Promise<TranslationJob> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = (await (await api.get(`/translate/status/${jobId}`)).json()) as TranslationJob;
    if (until(job)) return job;
    if (Date.now() > deadline) throw new Error(`job ${jobId} stuck: ${JSON.stringify(job)}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

export async function progressOf(api: Pick<ApiClient, "get">, jobId: string): Promise<JobProgress> {
  return (await (await api.get(`/translate/progress/${jobId}`)).json()) as JobProgress;
}

export async function exportJob(
  api: Pick<ApiClient, "post">,
  jobId: string,
  format: string,
  extra: {
    encoding?: string;
    include_original?: boolean;
    bilingual?: boolean;
    bilingual_italic?: boolean;
    rtl_marks?: boolean;
  } = {},
): Promise<{ status: number; body: { content: string; filename: string; detail?: string; code?: string } }> {
  const response = await api.post("/translate/export", { job_id: jobId, format, ...extra });
  return { status: response.status, body: (await response.json()) as never };
}

/** Characters the fake received, in code points (what a provider bills). */
export function charsSent(fake: FakeServer | undefined): number {
  return (fake?.requests ?? []).reduce((sum, r) => sum + r.chars, 0);
}
