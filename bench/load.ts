/**
 * `npm run bench:load` (issue 40): 200 visitors polling their job's progress (twice a second each, four times the
 * client's pace) while 20 others upload 1,000-cue files back to back, for LOAD_BENCH_SECONDS (60) per
 * configuration: one server process on SQLite, then two on one PostgreSQL database (with TEST_DATABASE_URL, a role
 * that may create databases; skipped without). Prints requests/s, p50/p99 latency and errors per endpoint.
 * Targets on a 2-core machine (the load generator shares the cores): no errors, progress p99 < 100 ms, upload
 * p99 < 1 s.
 *
 * The servers run with RATE_LIMIT_FACTOR=1000 and TRUST_PROXY=1, each visitor sending its own X-Forwarded-For:
 * at the real limits (uploads per address and caller per hour, five files a day per address) the load test's
 * single address would be refused like an abuser. Jobs translate against a fake MyMemory in this process (150 ms a
 * request), so the workers run beside the requests as they would in production.
 */
import { randomUUID } from "node:crypto";
import { loadavg } from "node:os";
import { UploadedFile } from "@shared/api/files";
import { startFakeMyMemory } from "@test/fakes/mymemory";
import { createTestDatabase } from "@test/helpers/database";
import autocannon from "autocannon";
import { type ServerProcess, startServerProcess } from "./serverProcess";
import { benchFile } from "./translate";

const SECONDS = Number(process.env.LOAD_BENCH_SECONDS ?? 60);
const VISITORS = 200;
const UPLOADERS = 20;
const POLLS_PER_SECOND = 2;
const TARGET_P99_MS = { progress: 100, upload: 1000 } as const;
const BOUNDARY = "polysub-load-bench";

export async function benchLoad(): Promise<void> {
  const fake = await startFakeMyMemory({ latencyMs: 150 });
  const env = {
    MYMEMORY_API_URL: fake.url,
    MYMEMORY_EMAIL: "",
    MYMEMORY_DAILY_CHARS: "1000000000",
    DEEPL_API_KEY: "",
    RATE_LIMIT_FACTOR: "1000",
    TRUST_PROXY: "1",
  };
  try {
    await runConfiguration("1 process, SQLite", [await startServerProcess(env)]);
    const database = await createTestDatabase();
    if (!database.databaseUrl) {
      console.log(
        "2 processes, PostgreSQL: skipped (set TEST_DATABASE_URL, as scripts/test-postgres.sh does)",
      );
      return;
    }
    try {
      const pg = { ...env, DATABASE_URL: database.databaseUrl };
      // One after the other: the first migrates the fresh database.
      const first = await startServerProcess(pg);
      await runConfiguration("2 processes, PostgreSQL", [first, await startServerProcess(pg)]);
    } finally {
      await database.drop();
    }
  } finally {
    await fake.close();
  }
}

/** A visitor: its own device and address, as behind a proxy. */
function visitor(i: number) {
  return {
    "X-Device-Id": randomUUID(),
    "X-Forwarded-For": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
  };
}

function multipart(filename: string, content: string): Buffer {
  return Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      `Content-Type: application/x-subrip\r\n\r\n${content}\r\n--${BOUNDARY}--\r\n`,
  );
}

/** Uploads a 100-cue file and starts its job as `headers`' visitor; returns the job id. */
async function startVisitorJob(api: string, headers: Record<string, string>): Promise<string> {
  const upload = await fetch(`${api}/files/upload`, {
    method: "POST",
    headers: { ...headers, "Content-Type": `multipart/form-data; boundary=${BOUNDARY}` },
    body: multipart("episode.srt", benchFile(100)),
  });
  if (upload.status !== 201) throw new Error(`seed upload answered ${upload.status}`);
  const file = UploadedFile.parse(await upload.json());
  const start = await fetch(`${api}/translate/start?file_id=${file.file_id}`, {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/json" },
    body: JSON.stringify({ source_language: "en", target_language: "fr", service: "mymemory" }),
  });
  if (start.status !== 201) throw new Error(`seed start answered ${start.status}: ${await start.text()}`);
  return ((await start.json()) as { job_id: string }).job_id;
}

async function runConfiguration(label: string, servers: ServerProcess[]): Promise<void> {
  try {
    const apis = servers.map((server) => `${server.origin}/api/v1`);
    const visitors = Array.from({ length: VISITORS }, (_, i) => visitor(i));
    const jobs: string[] = [];
    for (let i = 0; i < VISITORS; i += 20) {
      const batch = visitors.slice(i, i + 20);
      jobs.push(
        ...(await Promise.all(
          batch.map((headers, j) => startVisitorJob(apis[(i + j) % apis.length] ?? "", headers)),
        )),
      );
    }
    const uploadBody = multipart("feature.srt", benchFile(1000));
    const load = loadavg()[0] ?? 0;
    // Each server gets its share of the visitors and uploaders, as a proxy spreading connections would give it.
    const runs = servers.flatMap((server, s) => {
      const share = <T>(items: T[]) => items.filter((_, i) => i % servers.length === s);
      const mine = share(visitors.map((headers, i) => ({ headers, job: jobs[i] ?? "" })));
      const uploaders = share(Array.from({ length: UPLOADERS }, (_, i) => visitor(VISITORS + i)));
      return [
        run("progress", server.origin, {
          connections: mine.length,
          connectionRate: POLLS_PER_SECOND,
          setupClient: clientsOf(
            mine.map(({ headers, job }) => ({ path: `/api/v1/translate/progress/${job}`, headers })),
          ),
        }),
        run("upload", server.origin, {
          connections: uploaders.length,
          setupClient: clientsOf(
            uploaders.map((headers) => ({
              path: "/api/v1/files/upload",
              method: "POST" as const,
              headers: { ...headers, "Content-Type": `multipart/form-data; boundary=${BOUNDARY}` },
              body: uploadBody,
            })),
          ),
        }),
      ];
    });
    const results = await Promise.all(runs);
    console.log(`\n${label}: ${SECONDS} s, load average before ${load.toFixed(2)}`);
    for (const endpoint of ["progress", "upload"] as const)
      report(
        endpoint,
        results.filter((r) => r.endpoint === endpoint),
      );
  } finally {
    for (const server of servers) await server.stop();
  }
}

type Request = autocannon.Request & { path: string };

/** autocannon's per-connection hook: connection i sends request i. */
function clientsOf(requests: Request[]) {
  let next = 0;
  return (client: autocannon.Client) => {
    const request = requests[next++ % requests.length];
    if (request) client.setRequests([request]);
  };
}

type Run = { endpoint: "progress" | "upload"; result: autocannon.Result };

function run(endpoint: Run["endpoint"], origin: string, options: Partial<autocannon.Options>): Promise<Run> {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: origin, duration: SECONDS, timeout: 10, ...options } as autocannon.Options,
      (err, result) => (err ? reject(err) : resolve({ endpoint, result })),
    );
  });
}

/** Sums requests and errors over the servers; the latencies shown are the worst server's. */
function report(endpoint: Run["endpoint"], runs: Run[]): void {
  const sum = (pick: (r: autocannon.Result) => number) =>
    runs.reduce((total, r) => total + pick(r.result), 0);
  const worst = (pick: (r: autocannon.Result) => number) => Math.max(...runs.map((r) => pick(r.result)));
  const errors = sum((r) => r.errors + r.timeouts + r.non2xx);
  const p99 = worst((r) => r.latency.p99);
  const target = TARGET_P99_MS[endpoint];
  const ok = errors === 0 && p99 < target;
  console.log(
    `  ${endpoint.padEnd(8)} ${sum((r) => r.requests.average)
      .toFixed(0)
      .padStart(6)} req/s, ` +
      `p50 ${worst((r) => r.latency.p50)} ms, p99 ${p99} ms, errors ${errors} ` +
      `(timeouts ${sum((r) => r.timeouts)}, non-2xx ${sum((r) => r.non2xx)}) over ${sum((r) => r.requests.sent)} sent ` +
      `(target: no errors, p99 < ${target} ms) ${ok ? "OK" : "MISSED"}`,
  );
  const statuses: Record<string, number> = {};
  for (const { result } of runs)
    for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {}))
      statuses[code] = (statuses[code] ?? 0) + (count ?? 0);
  if (errors > 0) console.log(`           answers by status: ${JSON.stringify(statuses)}`);
}
