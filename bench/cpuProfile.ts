/**
 * Where a server's time went: the functions with the most self time in V8 CPU profiles (`node --cpu-prof`, which
 * `BENCH_CPU_PROF=<dir>` turns on for the bench's server processes), grouped by function and file.
 *
 *   node --import tsx bench/cpuProfile.ts <dir or .cpuprofile>… [--top 25]
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: "string", default: "25" } },
});
const top = Number(values.top);
const inputs = positionals;
const files = inputs.flatMap((input) =>
  statSync(input).isDirectory()
    ? readdirSync(input)
        .filter((name) => name.endsWith(".cpuprofile"))
        .map((name) => path.join(input, name))
    : [input],
);

const selfMs = new Map<string, number>();
let totalMs = 0;
for (const file of files) {
  const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  let fileMs = 0;
  let idleMs = 0;
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    totalMs += ms;
    fileMs += ms;
    if (!node) return;
    if (node.callFrame.functionName === "(idle)") idleMs += ms;
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url ? `${url.replace(/^file:\/\//, "").replace(process.cwd(), ".")}:${lineNumber + 1}` : "";
    const key = `${functionName || "(anonymous)"} ${where}`.trim();
    selfMs.set(key, (selfMs.get(key) ?? 0) + ms);
  });
  // One file per thread: the main thread's idle share says whether requests waited for it or for the machine.
  console.log(
    `${path.basename(file)}: ${(fileMs / 1000).toFixed(1)} s, idle ${((100 * idleMs) / fileMs).toFixed(0)} %`,
  );
}
console.log(`${files.length} profile(s), ${(totalMs / 1000).toFixed(1)} s sampled; self time:`);
for (const [key, ms] of [...selfMs].sort((a, b) => b[1] - a[1]).slice(0, top)) {
  console.log(
    `${((100 * ms) / totalMs).toFixed(1).padStart(5)} %  ${(ms / 1000).toFixed(2).padStart(7)} s  ${key}`,
  );
}
