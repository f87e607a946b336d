/**
 * Translation throughput and cost: a 5,000-cue file through the fake providers with 150 ms per request.
 * Prints wall time against the lower bound (requests ÷ parallel limit × latency, target ≤ 1.5×) and characters
 * sent against the characters of the file's distinct segments (target ≤ 1.0), for a first run, a second run of the
 * same file (target: nothing sent) and a run interrupted by a worker restart (target: nothing sent twice).
 */
import { pathToFileURL } from "node:url";
import { planTranslation } from "../server/jobs/plan";
import type { ServiceId } from "../server/providers/types";
import { extractSegments, parseSubtitle } from "../shared/subtitles";
import type { FakeServer } from "../test/fakes/harness";
import { uploadFixture } from "../test/helpers/api";
import { buildSrt, type FixtureCue } from "../test/helpers/subtitles";
import { type JobsHarness, startJob, startJobsHarness, waitForJob } from "../test/jobs/harness";

const LATENCY_MS = 150;
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
export function benchFile(count = CUES): string {
  let seed = 42;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed;
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
  requests: number;
  chars: number;
  boundMs: number;
}

function snapshot(fake: FakeServer | undefined) {
  const requests = fake?.requests ?? [];
  return { requests: requests.length, chars: requests.reduce((sum, r) => sum + r.chars, 0) };
}

async function timedRun(
  h: JobsHarness,
  service: ServiceId,
  content: string,
  label: string,
  target: string,
  interrupt = false,
): Promise<RunFigures> {
  const fake = h.fakes[service];
  const before = snapshot(fake);
  const file = await uploadFixture(h.server, `bench-${label}.srt`, content, h.api);
  const started = Date.now();
  const job = await startJob(h.api, file.file_id, { service, target_language: target, batch_size: 50 });
  if (interrupt) {
    await waitForJob(h.api, job.job_id, (j) => j.progress >= 40, 120_000);
    await h.worker?.stop();
    h.startWorker();
  }
  // Polled every 50 ms like a client would, only more often: the poll shares the process with the worker.
  const done = await waitForJob(h.api, job.job_id, undefined, 600_000, 50);
  const wallMs = Date.now() - started;
  if (done.status !== "completed") throw new Error(`bench job ${done.status}: ${done.error_message}`);
  const after = snapshot(fake);
  const provider = h.server.deps.providers.get(service);
  const requests = after.requests - before.requests;
  const boundMs = Math.ceil(requests / (provider?.maxParallel ?? 1)) * LATENCY_MS;
  return { label, wallMs, requests, chars: after.chars - before.chars, boundMs };
}

function print(service: string, distinctChars: number, run: RunFigures): void {
  const ratio = run.boundMs > 0 ? (run.wallMs / run.boundMs).toFixed(2) : "n/a";
  const charRatio = (run.chars / distinctChars).toFixed(3);
  console.log(
    `${service.padEnd(9)} ${run.label.padEnd(14)} wall ${String(run.wallMs).padStart(6)} ms | requests ${String(run.requests).padStart(5)} | ` +
      `lower bound ${String(run.boundMs).padStart(6)} ms | ratio ${ratio.padStart(5)} (≤ 1.50) | chars sent ${String(run.chars).padStart(7)} ` +
      `/ distinct ${distinctChars} = ${charRatio} (≤ 1.000)`,
  );
}

async function benchService(service: ServiceId, cues: number): Promise<void> {
  const content = benchFile(cues);
  const plan = planTranslation(extractSegments(parseSubtitle(content)));
  const distinctChars = plan.distinct.reduce((sum, t) => sum + [...t.text].length, 0);
  console.log(
    `${service}: ${cues} cues, ${plan.distinct.length} distinct segments (${distinctChars} chars), ${LATENCY_MS} ms per request`,
  );
  const h = await startJobsHarness({ services: [service], faults: { [service]: { latencyMs: LATENCY_MS } } });
  try {
    print(service, distinctChars, await timedRun(h, service, content, "first run", "fr"));
    print(service, distinctChars, await timedRun(h, service, content, "same file", "fr"));
    print(service, distinctChars, await timedRun(h, service, content, "interrupted", "de", true));
  } finally {
    await h.close();
  }
}

export async function benchTranslate(): Promise<void> {
  console.log("\n== translate: jobs through the HTTP API, worker, fake providers ==");
  await benchService("deepl", CUES);
  // MyMemory has no batch API (one request per text): a smaller file keeps the bench short; same bound.
  await benchService("mymemory", 400);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchTranslate();
}
