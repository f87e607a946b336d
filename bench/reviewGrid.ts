/**
 * The review grid on a 10,000-cue job (issue 38 item 4): a Premium account's job translated through the MyMemory
 * fake by the real server, opened from /history in Chromium (headless, the flags of playwright.config.ts), then its
 * grid scrolled from the first cue to the last at a steady 240 px a frame, as a long fling does. Printed: frames
 * dropped (from requestAnimationFrame deltas: a frame that took n vsyncs dropped n − 1), the longest frame, the
 * longest task (PerformanceObserver "longtask", ≥ 50 ms), the rows in the page at the end (virtualised: a screenful)
 * and the machine's load average, which the frames depend on.
 * Builds the client first (`npm run build`); BENCH_SKIP_BUILD=1 uses the dist/ already there.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { loadavg } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { startServerProcess } from "./serverProcess";
import { spawnFake } from "./translate";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const CUES = 10_000;
const STEP_PX = 240;
const FRAME_MS = 1000 / 60;

/** A long film's worth of cues: one and two lines, some styled, as real files are. */
function tenThousandCues(): string {
  const clock = (ms: number) => new Date(ms).toISOString().slice(11, 23).replace(".", ",");
  const blocks: string[] = [];
  for (let i = 0; i < CUES; i++) {
    const start = i * 2500;
    const text =
      i % 3 === 0
        ? `Line ${i}: we should leave before it gets dark.\nThe road is long.`
        : i % 7 === 0
          ? `<i>Cue ${i}, whispered.</i>`
          : `Cue number ${i} says something short.`;
    blocks.push(`${i + 1}\n${clock(start)} --> ${clock(start + 2000)}\n${text}\n`);
  }
  return blocks.join("\n");
}

async function json(response: Response): Promise<Record<string, unknown>> {
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** A Premium account (no file limit) of the server's, signed in: set-plan as support does it, on its database. */
async function premiumToken(origin: string, dataDir: string): Promise<string> {
  const email = `bench-${randomUUID()}@example.com`;
  const password = "Quiet-Harbour-47-Lanterns";
  await json(
    await fetch(`${origin}/api/v1/auth/register`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Bench", email, password }),
    }),
  );
  const set = spawnSync(process.execPath, ["cli/polysub.mjs", "admin", "set-plan", email, "premium"], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    encoding: "utf8",
  });
  if (set.status !== 0) throw new Error(`set-plan: ${set.stderr}`);
  const login = await json(
    await fetch(`${origin}/api/v1/auth/login`, {
      method: "POST",
      headers: { "X-Device-Id": randomUUID() },
      body: new URLSearchParams({ username: email, password }),
    }),
  );
  return login.access_token as string;
}

async function translatedJob(origin: string, token: string): Promise<void> {
  const headers = { Authorization: `Bearer ${token}`, "X-Device-Id": randomUUID() };
  const form = new FormData();
  form.append("file", new Blob([tenThousandCues()]), "ten-thousand.srt");
  const file = await json(
    await fetch(`${origin}/api/v1/files/upload`, { method: "POST", headers, body: form }),
  );
  const job = await json(
    await fetch(`${origin}/api/v1/translate/start?file_id=${file.file_id}`, {
      method: "POST",
      headers: { ...headers, "Content-Type": "application/json" },
      body: JSON.stringify({ source_language: "en", target_language: "fr", service: "mymemory" }),
    }),
  );
  for (;;) {
    const status = await json(await fetch(`${origin}/api/v1/translate/status/${job.job_id}`, { headers }));
    if (status.status === "completed") return;
    if (status.status !== "pending" && status.status !== "in_progress")
      throw new Error(`the job ended ${status.status}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

interface ScrollFigures {
  frames: number;
  dropped: number;
  longestFrame: number;
  longestTask: number;
  ms: number;
  rows: number;
}

/**
 * Runs in the page (a string: this file is type-checked without the DOM's types): scrolls the grid `step` px each
 * animation frame to its end, and measures the frames' deltas and the long tasks meanwhile.
 */
function scrollScript(step: number, frame: number): string {
  return `new Promise((resolve) => {
    const element = document.querySelector('[data-testid="review-grid"]');
    let longestTask = 0;
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longestTask = Math.max(longestTask, entry.duration);
    });
    observer.observe({ type: "longtask" });
    const deltas = [];
    let began = 0;
    let last = 0;
    const tick = (now) => {
      deltas.push(now - last);
      last = now;
      if (element.scrollTop + element.clientHeight >= element.scrollHeight - 1) {
        // One more frame for the last rows to paint, then the figures.
        requestAnimationFrame(() => {
          observer.disconnect();
          const dropped = deltas.reduce((n, d) => n + Math.max(0, Math.round(d / ${frame}) - 1), 0);
          resolve({
            frames: deltas.length,
            dropped,
            longestFrame: Math.max(...deltas),
            longestTask,
            ms: performance.now() - began,
            rows: element.querySelectorAll("[data-cue]").length,
          });
        });
        return;
      }
      element.scrollTop += ${step};
      requestAnimationFrame(tick);
    };
    requestAnimationFrame((now) => {
      began = now;
      last = now;
      requestAnimationFrame(tick);
    });
  })`;
}

export async function benchReviewGrid(): Promise<void> {
  if (process.env.BENCH_SKIP_BUILD !== "1")
    execFileSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
  const fake = await spawnFake("mymemory", {});
  const server = await startServerProcess({ MYMEMORY_API_URL: fake.url, MYMEMORY_DAILY_CHARS: "100000000" });
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  try {
    const token = await premiumToken(server.origin, server.dataDir);
    const translating = Date.now();
    await translatedJob(server.origin, token);
    console.log(`${CUES} cues translated in ${((Date.now() - translating) / 1000).toFixed(1)} s`);

    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${server.origin}/`);
    const auth = JSON.stringify(JSON.stringify({ token, isAuthenticated: true }));
    await page.evaluate(`localStorage.setItem("auth", ${auth})`);
    await page.goto(`${server.origin}/history`);
    const opening = Date.now();
    await page.getByTestId("history-review").first().click();
    const grid = page.getByTestId("review-grid");
    await grid.locator(`[data-cue="0"]`).waitFor();
    const openMs = Date.now() - opening;

    const figures = (await page.evaluate(scrollScript(STEP_PX, FRAME_MS))) as ScrollFigures;
    const lastCue = await grid.locator(`[data-cue="${CUES - 1}"]`).count();
    console.log(
      `review grid, ${CUES} cues: opened from /history in ${openMs} ms; scrolled end to end (${STEP_PX} px a frame) in ` +
        `${(figures.ms / 1000).toFixed(1)} s over ${figures.frames} frames: ${figures.dropped} dropped ` +
        `(${((figures.dropped / (figures.frames + figures.dropped)) * 100).toFixed(1)} %), longest frame ` +
        `${figures.longestFrame.toFixed(1)} ms, longest task ${figures.longestTask.toFixed(0)} ms; ` +
        `${figures.rows} rows in the page at the end, last cue ${lastCue === 1 ? "shown" : "MISSING"}; load average ` +
        `${(loadavg()[0] ?? 0).toFixed(2)} (a busy machine drops frames the page did not cause)`,
    );
  } finally {
    await browser.close();
    await server.stop();
    await fake.close();
  }
}
