/**
 * First load of every public route from the production build (issue 29's budgets, issue 36 item 20):
 * - the JavaScript index.html loads, in KB (1024 bytes) gzipped at level 9: the entry chunk and every chunk it
 *   imports statically (the modulepreloads). Budget ≤ 150 KB. Printed beside it, not in the budget: the default
 *   language's catalog, which public/theme.js preloads beside the entry and the entry awaits before the first render.
 * - Lighthouse 12's mobile performance score (its default profile: Moto G Power, slow 4G and 4× CPU slowdown,
 *   simulated) of each public route (shared/prerendered.ts), against the server as `npm start` runs it, median of 5
 *   runs (Lighthouse's advice against its variance) after a warm-up run: one table per route, then one of every
 *   route's median run (score, FCP, LCP, TBT, CLS). Budget ≥ 90 on each. Its browser asks for English, so it gets
 *   the English prerender of the route (scripts/prerender.ts), whose script loads after it painted.
 *   BENCH_ROUTES=/pricing,/help measures those alone. The simulation scales the CPU time it observes, so the
 *   machine's load average is printed with each run: a busy machine lowers the score.
 * Builds the client first (`npm run build`); BENCH_SKIP_BUILD=1 measures the dist/ already there.
 */
import { execFileSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import { loadavg } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { PRERENDERED_ROUTES } from "@shared/prerendered";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startServerProcess } from "./serverProcess";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DIST = path.join(ROOT, "dist");
const BUDGET_KB = 150;
const BUDGET_SCORE = 90;
const RUNS = 5;
/**
 * The pages a visitor opens without a link from a mail or a session, each measured on its own first load: those
 * the server answers prerendered. The others (profile, a reset link, an OAuth callback…) need a session or a token
 * first.
 */
const PUBLIC_ROUTES: readonly string[] = PRERENDERED_ROUTES;
/**
 * Runs first and left out of the median: the server's first answers after its start (its JIT still cold) and the
 * browser's first run are slower than anything a running server serves.
 */
const WARM_UP_RUNS = 1;
/** The default interface language (client/lib/locales.ts), whose catalog a first visit with a French browser loads. */
const DEFAULT_CATALOG = "locales/fr/messages.po";
/** The flags of playwright.config.ts, plus headless: Debian's Chromium as the tests run it. */
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/** The entry and its static imports (recursively), and the default catalog, from Vite's build manifest. */
export async function firstLoadFiles(
  dist = DIST,
): Promise<{ preloaded: string[]; catalog: string | undefined }> {
  const manifest = JSON.parse(await readFile(path.join(dist, ".vite/manifest.json"), "utf8")) as Record<
    string,
    ManifestChunk
  >;
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) throw new Error("the build manifest has no entry");
  const keys = new Set<string>();
  const visit = (key: string) => {
    if (keys.has(key)) return;
    keys.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(entry[0]);
  return {
    preloaded: [...keys].map((key) => manifest[key]?.file as string).filter((file) => file.endsWith(".js")),
    catalog: manifest[DEFAULT_CATALOG]?.file,
  };
}

async function gzippedKb(files: string[]): Promise<{ file: string; kb: number }[]> {
  return Promise.all(
    files.map(async (file) => ({
      file,
      kb: gzipSync(await readFile(path.join(DIST, file)), { level: 9 }).length / 1024,
    })),
  );
}

interface LighthouseRun {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** The 1-minute load average when the run started. */
  load: number;
  warmUp: boolean;
  /** Lighthouse's error when the run measured nothing (its score then reads 0): printed, and left out. */
  error?: string;
}

async function lighthouseScores(url: string): Promise<LighthouseRun[]> {
  const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: CHROME_FLAGS });
  try {
    const results = [];
    for (let run = 0; run < WARM_UP_RUNS + RUNS; run++) {
      const load = loadavg()[0] ?? 0;
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
      });
      if (!result) throw new Error("Lighthouse returned nothing");
      const { categories, audits } = result.lhr;
      results.push({
        score: Math.round((categories.performance?.score ?? 0) * 100),
        fcp: audits["first-contentful-paint"]?.numericValue ?? 0,
        lcp: audits["largest-contentful-paint"]?.numericValue ?? 0,
        tbt: audits["total-blocking-time"]?.numericValue ?? 0,
        cls: audits["cumulative-layout-shift"]?.numericValue ?? 0,
        load,
        warmUp: run < WARM_UP_RUNS,
        error: result.lhr.runtimeError?.code,
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}

function median<T>(values: T[], by: (value: T) => number): T | undefined {
  return [...values].sort((a, b) => by(a) - by(b))[Math.floor(values.length / 2)];
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const figures = (run: LighthouseRun) =>
  `${run.score} | ${seconds(run.fcp)} | ${seconds(run.lcp)} | ${Math.round(run.tbt)} ms | ${run.cls.toFixed(3)}`;

/** Prints one route's runs, then its median against the budget; answers the median run, if any run counted. */
function reportRoute(route: string, all: LighthouseRun[]): LighthouseRun | undefined {
  const runs = all.filter((run) => !run.warmUp && !run.error);
  const typical = median(runs, (run) => run.score);
  console.log(`\n  ${route}`);
  console.log("  | run | score | FCP | LCP | TBT | CLS | load |");
  console.log("  |---|---|---|---|---|---|---|");
  for (const run of all) {
    console.log(
      `  | ${run.error ? `failed (${run.error}), left out` : run.warmUp ? "warm-up, left out" : "counted"} | ` +
        `${figures(run)} | ${run.load.toFixed(2)} |`,
    );
  }
  if (!typical) {
    console.log(`  ${route}: no run measured anything (budget ≥ ${BUDGET_SCORE}) UNDER`);
    return undefined;
  }
  console.log(
    `  ${route}: Lighthouse mobile performance ${typical.score} (runs ${runs.map((run) => run.score).join(", ")}; ` +
      `FCP ${seconds(typical.fcp)}, LCP ${seconds(typical.lcp)}, TBT ${Math.round(typical.tbt)} ms, ` +
      `CLS ${typical.cls.toFixed(3)}) (budget ≥ ${BUDGET_SCORE}) ${typical.score >= BUDGET_SCORE ? "OK" : "UNDER"}`,
  );
  return typical;
}

/** Every route's median run in one table, to compare routes and branches at a glance. */
function printSummary(medians: [route: string, run: LighthouseRun | undefined][]): void {
  console.log("\n| route | score | FCP | LCP | TBT | CLS | load | budget |");
  console.log("|---|---|---|---|---|---|---|---|");
  for (const [route, run] of medians)
    console.log(
      run
        ? `| ${route} | ${figures(run)} | ${run.load.toFixed(2)} | ${run.score >= BUDGET_SCORE ? "OK" : "UNDER"} |`
        : `| ${route} | no run measured anything | | | | | | UNDER |`,
    );
  const under = medians.filter(([, run]) => !run || run.score < BUDGET_SCORE).map(([route]) => route);
  console.log(
    `\nLighthouse mobile performance: ${medians.length - under.length} of ${medians.length} routes at ≥ ${BUDGET_SCORE}` +
      (under.length > 0 ? `, under: ${under.join(", ")}` : ""),
  );
}

export async function benchFirstLoad(): Promise<void> {
  console.log("\n== first load of every public route (production build) ==");
  if (process.env.BENCH_SKIP_BUILD !== "1")
    execFileSync("npm", ["run", "build"], { cwd: ROOT, stdio: "ignore" });

  const { preloaded, catalog } = await firstLoadFiles();
  const sizes = await gzippedKb(preloaded);
  const total = sizes.reduce((sum, { kb }) => sum + kb, 0);
  for (const { file, kb } of sizes) console.log(`  ${kb.toFixed(1).padStart(6)} KB  ${file}`);
  console.log(
    `first-load JavaScript of /: ${total.toFixed(1)} KB gzipped (budget ≤ ${BUDGET_KB}) ${total <= BUDGET_KB ? "OK" : "OVER"}`,
  );
  if (catalog) {
    const kb = (await gzippedKb([catalog]))[0]?.kb ?? 0;
    console.log(
      `  and the default catalog awaited before the first render: ${kb.toFixed(1)} KB (${catalog}), ` +
        `${(total + kb).toFixed(1)} KB with it`,
    );
  }

  const routes = process.env.BENCH_ROUTES?.split(",") ?? PUBLIC_ROUTES;
  const server = await startServerProcess({ PUBLIC_DIR: DIST });
  try {
    const medians: [string, LighthouseRun | undefined][] = [];
    for (const route of routes)
      medians.push([route, reportRoute(route, await lighthouseScores(`${server.origin}${route}`))]);
    printSummary(medians);
  } finally {
    await server.stop();
  }
}
