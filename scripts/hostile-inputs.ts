/**
 * Hostile inputs on the routes added since the audit of issue 35, with the server's event loop watched: the real
 * server (`server/main.ts`) in a child process on a fresh DATA_DIR (SQLite), fake DeepL and MyMemory in this one,
 * a Pro account. Each case is sent while GET /health is asked every 50 ms (one request at a time); the table says
 * its status, its time and the longest wait between two /health answers. A gap over ~100 ms, or a 500, is a finding.
 * The idle row is the machine's own noise (other processes on the same cores).
 *
 *   node --import tsx scripts/hostile-inputs.ts [--quick]
 *
 * --quick leaves out the 50 MB upload and the run of a 100,000-cue job (minutes on two cores).
 */
import { randomUUID } from "node:crypto";
import { createDb } from "@server/db";
import { parseCsv } from "@shared/csv";
import { GLOSSARY_MAX_TERM_LENGTH, GLOSSARY_MAX_TERMS } from "@shared/glossary";
import { MAX_UPLOAD_BYTES } from "@shared/plans";
import { startFakeDeepL } from "@test/fakes/deepl";
import { startFakeMyMemory } from "@test/fakes/mymemory";
import { buildSrt, cuesOf, numberedCues } from "@test/helpers/subtitles";
import { startServerProcess } from "../bench/serverProcess";

const QUICK = process.argv.includes("--quick");
const POLL_MS = 50;

interface Row {
  name: string;
  status: string;
  ms: number;
  gapMs: number;
}
const rows: Row[] = [];

const deepl = await startFakeDeepL();
const mymemory = await startFakeMyMemory();
const server = await startServerProcess({
  DEEPL_API_URL: deepl.url,
  DEEPL_API_KEY: "hostile-inputs:fx",
  DEEPL_REQUESTS_PER_SECOND: "1000",
  MYMEMORY_API_URL: mymemory.url,
  MYMEMORY_REQUESTS_PER_SECOND: "1000",
  MYMEMORY_DAILY_CHARS: "1000000000",
  RATE_LIMIT_FACTOR: "100",
  JOB_CONCURRENCY: "4",
  LOG_LEVEL: "silent",
});
const api = `${server.origin}/api/v1`;
let token = "";
const deviceId = randomUUID();

function headers(extra: Record<string, string> = {}) {
  return { Authorization: `Bearer ${token}`, "X-Device-Id": deviceId, ...extra };
}
async function call(method: string, path: string, body?: unknown, raw?: string) {
  const response = await fetch(`${api}${path}`, {
    method,
    headers: headers(body !== undefined || raw !== undefined ? { "Content-Type": "application/json" } : {}),
    ...(raw !== undefined ? { body: raw } : body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = Buffer.from(await response.arrayBuffer());
  return { status: response.status, text: text.toString("utf8"), bytes: text.length };
}
async function upload(name: string, content: string | Uint8Array) {
  const form = new FormData();
  form.append("file", new Blob([content]), name);
  const response = await fetch(`${api}/files/upload`, { method: "POST", headers: headers(), body: form });
  const json = (await response.json()) as { file_id?: string; code?: string };
  return { status: response.status, fileId: json.file_id ?? "", code: json.code };
}

/**
 * GET /health every POLL_MS, one at a time, on a fresh connection each (a server that held its event loop past its
 * keep-alive timeout resets the kept one as it wakes, which is no failure of the server): the longest time between
 * two answers, or NaN when the server stopped answering for good.
 */
function pollHealth() {
  let stopped = false;
  let largestGapMs = 0;
  const loop = (async () => {
    let last = performance.now();
    let failures = 0;
    while (!stopped) {
      const asked = performance.now();
      try {
        const response = await fetch(`${api}/health`, { headers: { Connection: "close" } });
        await response.arrayBuffer();
        failures = 0;
      } catch {
        if (++failures >= 20) return Number.NaN;
        continue;
      }
      const now = performance.now();
      largestGapMs = Math.max(largestGapMs, now - last);
      last = now;
      const wait = POLL_MS - (now - asked);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
    return largestGapMs;
  })();
  return {
    async stop() {
      stopped = true;
      return { largestGapMs: await loop };
    },
  };
}

/** Runs `work` with /health polled; records the row. `work` answers the status to show. */
async function measure(name: string, work: () => Promise<string | number>): Promise<void> {
  const poller = pollHealth();
  const started = performance.now();
  let status: string;
  try {
    status = String(await work());
  } catch (error) {
    status = `threw ${error instanceof Error ? error.message.slice(0, 60) : String(error)}`;
  }
  const ms = Math.round(performance.now() - started);
  const { largestGapMs } = await poller.stop();
  if (Number.isNaN(largestGapMs)) status = `${status} (server gone)`;
  const row = { name, status, ms, gapMs: Math.round(largestGapMs) };
  rows.push(row);
  const flag = row.gapMs > 100 || status.startsWith("500") ? "  <-- finding" : "";
  console.log(
    `${name.padEnd(64)} ${status.padEnd(12)} ${String(ms).padStart(7)} ms  gap ${row.gapMs} ms${flag}`,
  );
}

async function waitJobs(ids: string[], timeoutMs = 600_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  const ended = new Map<string, string>();
  while (ended.size < ids.length && Date.now() < deadline) {
    for (const id of ids) {
      if (ended.has(id)) continue;
      const { text } = await call("GET", `/translate/progress/${id}`);
      const { status } = JSON.parse(text) as { status: string };
      if (["completed", "failed", "cancelled"].includes(status)) ended.set(id, status);
    }
    if (ended.size < ids.length) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const counts = new Map<string, number>();
  for (const status of ended.values()) counts.set(status, (counts.get(status) ?? 0) + 1);
  const pending = ids.length - ended.size;
  return [...counts].map(([s, n]) => `${n} ${s}`).join(", ") + (pending ? `, ${pending} pending` : "");
}

async function startJob(fileId: string, body: Record<string, unknown>) {
  const response = await call("POST", `/translate/start?file_id=${fileId}`, {
    source_language: "en",
    target_language: "fr",
    service: "deepl",
    ...body,
  });
  return { status: response.status, jobId: (JSON.parse(response.text) as { job_id?: string }).job_id ?? "" };
}

try {
  // A Pro account, verified, as the support command makes one.
  const email = `hostile-${randomUUID().slice(0, 8)}@example.org`;
  const password = "Tapir-Vortex-Quill8";
  await call("POST", "/auth/register", { name: "Hostile", email, password, interface_language: "en" });
  const db = createDb({ dataDir: server.dataDir, databaseUrl: undefined });
  await db("users").where({ email }).update({ plan: "pro", email_verified_at: new Date().toISOString() });
  await db.destroy();
  const login = await fetch(`${api}/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Device-Id": deviceId },
    body: new URLSearchParams({ username: email, password }),
  });
  token = ((await login.json()) as { access_token: string }).access_token;

  console.log(`${"case".padEnd(64)} ${"status".padEnd(12)} ${"time".padStart(10)}  largest /health gap`);
  await measure("idle (the machine's noise)", async () => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    return "-";
  });

  // Glossaries: the largest allowed, and what the caps refuse.
  const long = (i: number) => `${`Term ${i} `.repeat(20)}`.slice(0, GLOSSARY_MAX_TERM_LENGTH).trim();
  const pair = { source_language: "en", target_language: "fr" };
  await measure("PUT glossary: 500 terms of 100 chars", async () => {
    const terms = Array.from({ length: GLOSSARY_MAX_TERMS }, (_, i) => ({
      source: long(i),
      target: long(i),
    }));
    return (await call("PUT", "/glossary", { series: "S".repeat(100), ...pair, terms })).status;
  });
  // "a", "a a", "a a a", …: every term overlaps every other, all found in a text of "a a a …".
  const overlapping = Array.from({ length: 50 }, (_, i) => ({
    source: Array.from({ length: i + 1 }, () => "a").join(" "),
    target: `b${i}`,
  }));
  const hostileTerms = [
    ...overlapping,
    { source: "a".repeat(100), target: "b".repeat(100) },
    { source: `e${"\u0301".repeat(99)}`, target: `é${"\u0327".repeat(99)}` },
    { source: "\u202Egnirts\u202C \u2067rtl\u2069", target: "\u200F\u061C\u200E" },
    { source: "nul\u0000inside", target: "\u0000".repeat(100) },
    { source: "😀".repeat(50), target: "👍🏽".repeat(25) },
  ];
  await measure("PUT glossary: overlapping, a*100, combining, RTL, NUL", async () => {
    return (await call("PUT", "/glossary", { series: "hostile", ...pair, terms: hostileTerms })).status;
  });
  await measure("PUT glossary: a term of 50,000 x a (over the cap)", async () => {
    const terms = [{ source: "a".repeat(50_000), target: "b" }];
    return (await call("PUT", "/glossary", { series: "big", ...pair, terms })).status;
  });
  await measure("PUT glossary: 100,000 terms (over the cap)", async () => {
    const terms = Array.from({ length: 100_000 }, (_, i) => ({ source: `t${i}`, target: `u${i}` }));
    return (await call("PUT", "/glossary", { series: "many", ...pair, terms })).status;
  });
  await measure("PUT glossary: 20 MB JSON body", async () => {
    return (await call("PUT", "/glossary", undefined, `{"series":"x","terms":["${"a".repeat(20_000_000)}"]}`))
      .status;
  });
  await measure("PUT glossary: 100,000-deep JSON nesting", async () => {
    return (await call("PUT", "/glossary", undefined, `${"[".repeat(100_000)}${"]".repeat(100_000)}`)).status;
  });
  await measure("GET glossary (every series)", async () => (await call("GET", "/glossary")).status);
  // CSV import and export are the client's (shared/csv.ts): timed here, off any server.
  {
    const cells = [
      `"${'""'.repeat(500_000)}"`,
      `"${"a\n".repeat(300_000)}"`,
      `${"x".repeat(1_000_000)},y`,
      ",".repeat(1_000_000),
      `"${"\r\n".repeat(200_000)}`,
    ];
    const started = performance.now();
    for (const cell of cells) parseCsv(cell);
    const ms = Math.round(performance.now() - started);
    rows.push({ name: "CSV (client, shared/csv.ts): 5 hostile 1 MB files", status: "parsed", ms, gapMs: ms });
    console.log(`CSV (client, shared/csv.ts): 5 hostile 1 MB files parsed in ${ms} ms (one thread)`);
  }

  // Files: the largest the plan allows, and a small one for everything else.
  const small = cuesOf(Array.from({ length: 1000 }, (_, i) => `Line ${i + 1}: we leave at dawn, a a a a.`));
  const smallSrt = buildSrt(small);
  const files: string[] = [];
  for (let i = 0; i < 20; i++) files.push((await upload(`small-${i}.srt`, smallSrt)).fileId);
  // Cues of "a a a …" with the overlapping glossary: each term found thousands of times in each cue.
  const pathological = buildSrt(cuesOf(Array.from({ length: 20 }, () => "a ".repeat(10_000).trim())));
  const pathologicalFile = (await upload("pathological.srt", pathological)).fileId;
  let maxFile = "";
  if (!QUICK) {
    const cue = (i: number) => `${i + 1}\n00:00:01,000 --> 00:00:02,000\nLine ${i}.\n`;
    const parts: string[] = [];
    let size = 0;
    for (let i = 0; size < MAX_UPLOAD_BYTES - 100; i++) {
      const part = `${cue(i)}\n`;
      parts.push(part);
      size += part.length;
    }
    parts.pop();
    const big = parts.join("");
    await measure(`upload: ${(big.length / 1e6).toFixed(1)} MB, ${parts.length} cues`, async () => {
      const answer = await upload("max.srt", big);
      maxFile = answer.fileId;
      return `${answer.status}${answer.code ? ` ${answer.code}` : ""}`;
    });
    if (maxFile)
      await measure("estimate: the largest file", async () => {
        return (await call("POST", `/translate/estimate?file_id=${maxFile}`, { ...pair, service: "deepl" }))
          .status;
      });
  }
  const large = (await upload("100k.srt", buildSrt(numberedCues(100_000)))).fileId;
  if (large)
    await measure("estimate: 100,000 cues", async () => {
      return (await call("POST", `/translate/estimate?file_id=${large}`, { ...pair, service: "deepl" }))
        .status;
    });

  await measure("job: overlapping glossary on 20 cues of 'a a a …' (20 KB)", async () => {
    const { status, jobId } = await startJob(pathologicalFile, { series: "hostile", glossary: hostileTerms });
    return `${status} ${await waitJobs([jobId], 120_000)}`;
  });

  // Batches: the most jobs one start-batch may make, twice, then the most ids one export-batch takes.
  const jobIds: string[] = [];
  const languages = ["fr", "de", "es", "it", "nl", "pl", "sv", "da", "fi", "cs"];
  for (const [label, batch] of [
    ["start-batch: 10 files x 10 languages (100 jobs)", files.slice(0, 10)],
    ["start-batch: 10 other files x 10 languages", files.slice(10, 20)],
  ] as const)
    await measure(label, async () => {
      const response = await call("POST", "/translate/start-batch", {
        file_ids: batch,
        target_languages: languages,
        source_language: "en",
        service: "deepl",
        glossary: hostileTerms,
      });
      for (const job of (JSON.parse(response.text) as { jobs?: { job_id: string }[] }).jobs ?? [])
        jobIds.push(job.job_id);
      return response.status;
    });
  await measure(`the ${jobIds.length} jobs run (1,000 cues each)`, () => waitJobs(jobIds));
  await measure("start-batch: 50 files x 10 languages (over the cap)", async () => {
    const fileIds = Array.from({ length: 50 }, (_, i) => files[i % files.length]);
    return (
      await call("POST", "/translate/start-batch", {
        file_ids: fileIds,
        target_languages: languages,
        ...pair,
      })
    ).status;
  });
  await measure("export-batch: 200 ids, srt", async () => {
    const answer = await call("POST", "/translate/export-batch", {
      job_ids: jobIds.slice(0, 200),
      format: "srt",
    });
    return `${answer.status} ${(answer.bytes / 1e6).toFixed(1)} MB`;
  });
  await measure("export-batch: 200 ids, ass bilingual utf-16", async () => {
    const answer = await call("POST", "/translate/export-batch", {
      job_ids: jobIds.slice(0, 200),
      format: "ass",
      bilingual: true,
      encoding: "utf-16le",
    });
    return `${answer.status} ${(answer.bytes / 1e6).toFixed(1)} MB`;
  });
  await measure("export-batch: 10,000 ids (over the cap)", async () => {
    const ids = Array.from({ length: 10_000 }, () => randomUUID());
    return (await call("POST", "/translate/export-batch", { job_ids: ids, format: "srt" })).status;
  });

  // Review: edits and re-translation of a job's cues.
  const reviewed = jobIds[0] ?? "";
  const hostileCue = `${"<i>".repeat(300)}${"\u202E".repeat(100)}a\u0000${"\u0301".repeat(200)}${"{".repeat(300)}`;
  await measure("cue edit: 2,000 chars of tags, RTL, NUL, combining", async () => {
    return (await call("PATCH", `/translate/job/${reviewed}/cues/3`, { text: hostileCue.slice(0, 2000) }))
      .status;
  });
  await measure("cue edit: 1 MB text (over the cap)", async () => {
    return (await call("PATCH", `/translate/job/${reviewed}/cues/3`, { text: "a".repeat(1_000_000) })).status;
  });
  await measure("cue edit: index 9,999,999", async () => {
    return (await call("PATCH", `/translate/job/${reviewed}/cues/9999999`, { text: "x" })).status;
  });
  await measure("re-translate: 200 cues", async () => {
    const indexes = Array.from({ length: 200 }, (_, i) => i * 5);
    return (await call("POST", `/translate/job/${reviewed}/retranslate`, { indexes, service: "mymemory" }))
      .status;
  });
  await measure("re-translate: 200 x index 10^9", async () => {
    const indexes = Array.from({ length: 200 }, () => 1_000_000_000);
    return (await call("POST", `/translate/job/${reviewed}/retranslate`, { indexes, service: "mymemory" }))
      .status;
  });
  await measure("report and result of a 1,000-cue job", async () => {
    const report = await call("GET", `/translate/report/${reviewed}`);
    const result = await call("GET", `/translate/result/${reviewed}`);
    return `${report.status}/${result.status}`;
  });

  // The large job: the wrong-language check and every store of 100,000 cues (issue: tinyld on the event loop).
  if (large && !QUICK) {
    let jobId = "";
    await measure("job: 100,000 cues, deepl, run to the end", async () => {
      const started = await startJob(large, { glossary: hostileTerms });
      jobId = started.jobId;
      return `${started.status} ${await waitJobs([jobId], 900_000)}`;
    });
    await measure(
      "report of the 100,000-cue job",
      async () => (await call("GET", `/translate/report/${jobId}`)).status,
    );
    await measure("result of the 100,000-cue job", async () => {
      const answer = await call("GET", `/translate/result/${jobId}`);
      return `${answer.status} ${(answer.bytes / 1e6).toFixed(1)} MB`;
    });
    await measure("export of the 100,000-cue job (ass, bilingual)", async () => {
      return (await call("POST", "/translate/export", { job_id: jobId, format: "ass", bilingual: true }))
        .status;
    });
  }

  // Webhooks: callback URLs that point inside, or are built to confuse a parser.
  const hostileUrls = [
    "https://169.254.169.254/latest/meta-data/",
    "https://[::ffff:169.254.169.254]/",
    "https://[::ffff:127.0.0.1]/hook",
    "https://[fd00::1]/hook",
    "https://0x7f.1/hook",
    "https://2130706433/hook",
    "https://0.0.0.0/hook",
    "https://localhost/hook",
    "https://user:pass@example.org/hook",
    `https://example.org/${"a".repeat(2000)}`,
    `https://${"a.".repeat(120)}example.org/`,
    "https://exa\u202Emple.org/",
    "https://xn--e1afmkfd.xn--p1ai/",
    "http://127.0.0.1:1/hook",
  ];
  const accepted: string[] = [];
  await measure(`start with ${hostileUrls.length} hostile callback_urls`, async () => {
    const statuses: number[] = [];
    for (const url of hostileUrls) {
      const started = await startJob(files[0] ?? "", { callback_url: url });
      statuses.push(started.status);
      if (started.jobId) accepted.push(started.jobId);
    }
    const counts = new Map<number, number>();
    for (const s of statuses) counts.set(s, (counts.get(s) ?? 0) + 1);
    return [...counts].map(([s, n]) => `${n}x${s}`).join(" ");
  });
  // Those accepted by name are refused by address when delivered (or fail to connect: none may reach inside).
  await measure("their deliveries", async () => {
    await waitJobs(accepted);
    const deadline = Date.now() + 20_000;
    const outcomes = new Map<string, number>();
    for (const jobId of accepted) {
      let error = "none yet";
      while (Date.now() < deadline) {
        const { text } = await call("GET", `/translate/job/${jobId}/webhook-deliveries`);
        const [delivery] = (JSON.parse(text) as { deliveries?: { attempts: { error: string | null }[] }[] })
          .deliveries ?? [{ attempts: [] }];
        const attempt = delivery?.attempts[0];
        if (attempt) {
          error = (attempt.error ?? "delivered").replace(/\(.*$/, "").split(":")[0] ?? "";
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      outcomes.set(error, (outcomes.get(error) ?? 0) + 1);
    }
    return [...outcomes].map(([e, n]) => `${n}x ${e.trim()}`).join(", ");
  });

  // API keys.
  await measure("API keys: 50 created with hostile names, listed", async () => {
    let last = 0;
    for (let i = 0; i < 50; i++)
      last = (
        await call("POST", "/auth/api-keys", { name: `${"\u202E".repeat(50)}${i}${"\u0000".repeat(40)}` })
      ).status;
    return `${last}/${(await call("GET", "/auth/api-keys")).status}`;
  });
} catch (error) {
  console.log(error instanceof Error ? error.message : error);
} finally {
  await server.stop();
  await deepl.close();
  await mymemory.close();
}

console.log("\n| case | status | time (ms) | largest /health gap (ms) |\n|---|---|---:|---:|");
for (const row of rows) console.log(`| ${row.name} | ${row.status} | ${row.ms} | ${row.gapMs} |`);
process.exit(0);
