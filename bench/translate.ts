/**
 * Translation throughput and cost: a 5,000-cue file through the fake providers with 150 ms per request.
 * Prints wall time against the lower bound (requests ÷ parallel limit × latency, target ≤ 1.5×) and characters
 * sent against the characters of the file's distinct segments (target ≤ 1.0), for a first run, a second run of the
 * same file (target: nothing sent), a run interrupted by a worker restart (target: nothing sent twice) and a run
 * whose worker is killed (the requests in flight at that moment are lost and sent again: at most maxParallel batches).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath, pathToFileURL } from "node:url";
import { planTranslation } from "@server/jobs/plan";
import type { ServiceId } from "@server/providers/types";
import { extractSegments, parseSubtitle } from "@shared/subtitles";
import { uploadFixture } from "@test/helpers/api";
import { buildSrt, type FixtureCue } from "@test/helpers/subtitles";
import { type JobsHarness, startJob, startJobsHarness, waitForJob } from "@test/jobs/harness";

export const LATENCY_MS = 150;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const CUES = 5_000;

const STOCK = [
  "Yes.",
  "No.",
  "What?",
  "Let's go!",
  "<i>I know.</i>",
  "Thank you.",
  "Come on!",
  "Where is he?",
];
const WORDS =
  "the night was cold and we walked along the river talking about the war our friends and home".split(" ");

/** A deterministic file: one cue in six is a stock line said again, some cues in italics or on two lines. */
export function benchFile(count = CUES, seed = 42): string {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state;
  };
  const cues: FixtureCue[] = [];
  for (let i = 0; i < count; i++) {
    let text: string;
    if (i % 6 === 5) text = STOCK[next() % STOCK.length] as string;
    else {
      const words = Array.from({ length: 4 + (next() % 6) }, () => WORDS[next() % WORDS.length]);
      text = `Line ${i + 1}, ${words.join(" ")}.`;
      if (i % 7 === 0) text = `<i>${text}</i>`;
      if (i % 5 === 0) text = `${text}\n- And then what?`;
    }
    cues.push({ start: i * 2500, end: i * 2500 + 2000, text });
  }
  return buildSrt(cues);
}

interface RunFigures {
  label: string;
  wallMs: number;
  /** CPU time of this process (server, worker, polling client) during the run. */
  cpuMs: number;
  requests: number;
  chars: number;
  boundMs: number;
}

export interface RemoteFake {
  url: string;
  stats(): Promise<{ requests: number; chars: number }>;
  close(): Promise<void>;
}

/**
 * The fake provider runs in its own process, as a real provider is remote: its CPU time is not charged to the
 * server under measure.
 */
export async function spawnFake(
  service: ServiceId,
  faults: Record<string, unknown> = { latencyMs: LATENCY_MS },
): Promise<RemoteFake> {
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", "tsx", "test/fakes/serve.ts", service, "--faults", JSON.stringify(faults)],
    { cwd: ROOT, stdio: ["ignore", "pipe", "inherit"] },
  );
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  let url: string | undefined;
  for await (const line of lines) {
    if (line.startsWith("READY ")) {
      url = line.slice("READY ".length).trim();
      break;
    }
  }
  if (!url) throw new Error(`the fake ${service} did not start`);
  const root = new URL(url).origin;
  return {
    url,
    async stats() {
      const body = (await (await fetch(`${root}/__requests`)).json()) as { count: number; chars: number };
      return { requests: body.count, chars: body.chars };
    },
    async close() {
      child.kill("SIGTERM");
      await once(child, "exit");
    },
  };
}

async function timedRun(
  h: JobsHarness,
  fake: RemoteFake,
  service: ServiceId,
  content: string,
  label: string,
  target: string,
  /** "restart": graceful stop (batches in flight stored) then a new worker; "kill": in-flight requests abandoned. */
  interrupt?: "restart" | "kill",
): Promise<RunFigures> {
  const before = await fake.stats();
  const file = await uploadFixture(h.server, `bench-${label}.srt`, content, h.api);
  const started = Date.now();
  const cpuBefore = process.cpuUsage();
  const job = await startJob(h.api, file.file_id, { service, target_language: target, batch_size: 50 });
  if (interrupt) {
    await waitForJob(h.api, job.job_id, (j) => j.progress >= 40, 120_000);
    await h.worker?.stop(interrupt === "kill" ? { graceMs: 0 } : {});
    h.startWorker();
  }
  // Polled every 50 ms like a client would, only more often: the poll shares the process with the worker.
  const done = await waitForJob(h.api, job.job_id, undefined, 600_000, 50);
  const wallMs = Date.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  if (done.status !== "completed") throw new Error(`bench job ${done.status}: ${done.error_message}`);
  const after = await fake.stats();
  const provider = h.server.deps.providers.get(service);
  const requests = after.requests - before.requests;
  const boundMs = Math.ceil(requests / (provider?.maxParallel ?? 1)) * LATENCY_MS;
  const cpuMs = Math.round((cpu.user + cpu.system) / 1000);
  return { label, wallMs, cpuMs, requests, chars: after.chars - before.chars, boundMs };
}

function print(service: string, distinctChars: number, run: RunFigures, charTarget = "≤ 1.000"): void {
  const ratio = run.boundMs > 0 ? (run.wallMs / run.boundMs).toFixed(2) : "n/a";
  const charRatio = (run.chars / distinctChars).toFixed(3);
  console.log(
    `${service.padEnd(9)} ${run.label.padEnd(12)} wall ${String(run.wallMs).padStart(6)} ms (cpu ${String(run.cpuMs).padStart(5)} ms) | requests ${String(run.requests).padStart(5)} | ` +
      `lower bound ${String(run.boundMs).padStart(6)} ms | ratio ${ratio.padStart(5)} (≤ 1.50) | chars sent ${String(run.chars).padStart(7)} ` +
      `/ distinct ${distinctChars} = ${charRatio} (${charTarget})`,
  );
}

async function benchService(service: ServiceId, cues: number): Promise<void> {
  const content = benchFile(cues);
  const plan = planTranslation(extractSegments(parseSubtitle(content)));
  const distinctChars = plan.distinct.reduce((sum, t) => sum + [...t.text].length, 0);
  console.log(
    `${service}: ${cues} cues, ${plan.distinct.length} distinct segments (${distinctChars} chars), ${LATENCY_MS} ms per request`,
  );
  const fake = await spawnFake(service);
  const h = await startJobsHarness({ services: [service], urls: { [service]: fake.url } });
  try {
    print(service, distinctChars, await timedRun(h, fake, service, content, "first run", "fr"));
    print(service, distinctChars, await timedRun(h, fake, service, content, "same file", "fr"));
    print(service, distinctChars, await timedRun(h, fake, service, content, "restarted", "de", "restart"));
    const killed = await timedRun(h, fake, service, content, "killed", "es", "kill");
    print(service, distinctChars, killed, "only what was in flight is sent again");
  } finally {
    await h.close();
    await fake.close();
  }
}

export async function benchTranslate(): Promise<void> {
  console.log("\n== translate: jobs through the HTTP API, worker, fake providers ==");
  await benchService("deepl", CUES);
  await benchService("openai", CUES);
  // MyMemory has no batch API (one request per text): a smaller file keeps the bench short; same bound.
  await benchService("mymemory", 400);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchTranslate();
}
