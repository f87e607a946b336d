/**
 * The wrong-language check of every provider answer (seemsOtherLanguage, tinyld) on the server's event loop, as it
 * ran, against the analysis pool, as it runs now: the same 20,000-cue job through the engine (translatePending) and
 * a fake DeepL, once with each. Prints the event loop's delay (p50, p99, max) and utilisation during the run; the
 * fake and the rest of the engine are the same in both.
 *
 *   node --import tsx bench/languageCheck.ts [cues]
 */
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { systemClock } from "@server/clock";
import { loadConfig } from "@server/config";
import { createAnalysisPool } from "@server/files/analysisPool";
import { planTranslation } from "@server/jobs/plan";
import { JobResults } from "@server/jobs/results";
import { type TranslationEngine, translatePending } from "@server/jobs/translatePending";
import { createDeepLProvider } from "@server/providers/deepl";
import { createRegistry } from "@server/providers/registry";
import { seemsOtherLanguage } from "@shared/answerChecks";
import { extractSegments, parseSubtitle } from "@shared/subtitles";
import { startFakeDeepL } from "@test/fakes/deepl";
import { openMigratedDb } from "@test/helpers/migratedDb";
import { benchFile } from "./translate";

const CUES = Number(process.argv[2] ?? 20_000);

const fake = await startFakeDeepL();
const store = await openMigratedDb();
const analysis = createAnalysisPool(loadConfig({}).analysis);
const segments = extractSegments(parseSubtitle(benchFile(CUES)));
const plan = planTranslation(segments);

async function run(label: "inline" | "pool") {
  const providers = createRegistry([
    createDeepLProvider({ apiKey: "bench:fx", baseUrl: fake.url, maxParallel: 4 }),
  ]);
  const engine: TranslationEngine = {
    db: store.db,
    providers,
    clock: systemClock,
    retry: { attempts: 1, delayMs: 0 },
    otherLanguage:
      label === "pool"
        ? analysis.otherLanguage
        : async (texts, target) => texts.map((text) => seemsOtherLanguage(text, target)),
  };
  let flagged = 0;
  const results = new JobResults(plan, [], async (rows) => {
    flagged += rows.filter((row) => row.flag === "wrong_language").length;
    return true;
  });
  const delay = monitorEventLoopDelay({ resolution: 10 });
  const before = performance.eventLoopUtilization();
  const started = performance.now();
  delay.enable();
  const end = await translatePending(engine, {
    segments,
    plan,
    results,
    chain: ["deepl"],
    pair: { sourceLanguage: "en", targetLanguage: "fr" },
    context: {},
    batchSize: 50,
    previous: { notice: null, detail: null },
    signal: new AbortController().signal,
  });
  delay.disable();
  const ms = Math.round(performance.now() - started);
  const elu = performance.eventLoopUtilization(before);
  const p = (q: number) => Math.round(delay.percentile(q) / 1e6);
  console.log(
    `${label.padEnd(7)} ${end}: ${ms} ms, event loop delay p50 ${p(50)} ms, p99 ${p(99)} ms, max ${Math.round(delay.max / 1e6)} ms, utilisation ${(elu.utilization * 100).toFixed(0)} %, ${flagged} flagged`,
  );
}

console.log(
  `${CUES} cues, ${plan.distinct.length} distinct texts, fake DeepL (answers "[fr] " + the English)`,
);
// The pool's threads are started once, as on a server that has been up a while.
await analysis.otherLanguage(["warm up the thread with a sentence that is long enough"], "fr");
for (const label of ["inline", "pool", "inline", "pool"] as const) await run(label);
await analysis.close();
await store.close();
await fake.close();
process.exit(0);
