/**
 * Parse throughput on generated SRT, VTT and ASS files (1k, 10k, 100k cues, a few lines each with markup):
 * our parser against subsrt-ts, subtitle (parseSync), node-webvtt (VTT) and a naive lower bound (decode the bytes
 * and split them into lines), all from the same bytes in the same run. Prints MB/s, our speed-up over the
 * fastest published parser and our time relative to the naive bound.
 * Targets: SRT/VTT ≥ 5× the fastest published parser and ≤ 1.5× the bound; ASS ≥ 8× the fastest published.
 * The bound and the published parsers decode the file into one string, as their APIs take one; ours decodes files
 * of up to 4 MB (ASS scripts: 512 KB) in pieces (shared/subtitles/decode.ts), so where a file is over V8's 128 KB
 * large-object size (every one but the 1k SRT file, 127 KB) and is cut, its decoding costs less than theirs.
 * The generated files are ASCII, so ours reads their timings (and ASS events' leads and Style…Effect fields) from
 * the bytes (`TextPieces` in shared/subtitles/text.ts). Text with other characters is read from the string, which
 * costs more, but its UTF-8 decoding slows the bound as much (an accented word in every cue, in a hot loop:
 * SubRip and WebVTT at 0.97-1.30× the bound's time).
 */
import { pathToFileURL } from "node:url";
import webvtt from "node-webvtt";
import { parse as subsrtParse } from "subsrt-ts";
import { parseSync as subtitleParseSync } from "subtitle";
import { parseSubtitle } from "../shared/subtitles";

type Format = "srt" | "vtt" | "ass";
type Parser = (bytes: Uint8Array) => number;

const SIZES = [1_000, 10_000, 100_000];
const MIN_RUNS = 5;
const MIN_MS = 300;
const SAMPLE_MS = 4;
const WARM_MS = 150;

const WORDS = "we walked along the cold river talking about the war our friends and home tonight again".split(
  " ",
);

function line(i: number, words: number): string {
  const out: string[] = [];
  for (let w = 0; w < words; w++) out.push(WORDS[(i * 7 + w * 3) % WORDS.length] ?? "x");
  return out.join(" ");
}

function clock(ms: number, sep: string, hourDigits = 2): string {
  const p = (n: number, w: number) => String(n).padStart(w, "0");
  return `${p(Math.floor(ms / 3600000), hourDigits)}:${p(Math.floor(ms / 60000) % 60, 2)}:${p(Math.floor(ms / 1000) % 60, 2)}${sep}${p(ms % 1000, 3)}`;
}

const ASS_STYLES = ["Default", "Default", "Default", "Italics", "Default"];
const ASS_SPEAKERS = ["", "Alice", "Alice", "Bob", "", "", "Bob"];

export function generate(format: Format, cues: number): string {
  const parts: string[] = [];
  if (format === "vtt") parts.push("WEBVTT\n\n");
  if (format === "ass") {
    parts.push(
      "[Script Info]\nScriptType: v4.00+\nPlayResX: 1920\nPlayResY: 1080\n\n[V4+ Styles]\n",
      "Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding\n",
      "Style: Default,Arial,54,&H00FFFFFF,&H000000FF,&H00000000,&H80000000,0,0,0,0,100,100,0,0,1,2,1,2,20,20,40,1\n",
      "Style: Italics,Arial,54,&H00FFFFFF,&H000000FF,&H00000000,&H80000000,0,-1,0,0,100,100,0,0,1,2,1,2,20,20,40,1\n\n",
      "[Events]\nFormat: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\n",
    );
  }
  for (let i = 0; i < cues; i++) {
    const start = i * 3000 + 500;
    const end = start + 2200;
    const a = line(i, 6);
    const b = line(i + 1, 7);
    if (format === "srt")
      parts.push(
        `${i + 1}\n${clock(start, ",")} --> ${clock(end, ",")}\n<i>${a}</i>\n- ${b} <b>now</b>!\n\n`,
      );
    else if (format === "vtt") {
      const settings = i % 5 === 0 ? " align:start line:90%" : "";
      parts.push(
        `${clock(start, ".")} --> ${clock(end, ".")}${settings}\n<i>${a}</i>\n<c.yellow>${b}</c> <b>now</b>!\n\n`,
      );
    } else {
      const t = (ms: number) => clock(ms, ".", 1).slice(0, -1);
      // Real scripts mix styles and speakers; identical fields on every line would flatter a parser that
      // shortcuts repeated events.
      const style = ASS_STYLES[i % ASS_STYLES.length];
      const speaker = ASS_SPEAKERS[i % ASS_SPEAKERS.length];
      parts.push(
        `Dialogue: 0,${t(start)},${t(end)},${style},${speaker},0,0,0,,{\\i1}${a}{\\i0}\\N${b} {\\b1}now{\\b0}!\n`,
      );
    }
  }
  return parts.join("");
}

// One decoder for every contender, as ours reuses its decoders too.
const utf8 = new TextDecoder();
const decode = (bytes: Uint8Array) => utf8.decode(bytes);

const PARSERS: Record<string, Partial<Record<Format, Parser>>> = {
  "naive bound": {
    srt: (b) => decode(b).split("\n").length,
    vtt: (b) => decode(b).split("\n").length,
    ass: (b) => decode(b).split("\n").length,
  },
  polysub: {
    srt: (b) => parseSubtitle(b, { filename: "bench.srt" }).cues.length,
    vtt: (b) => parseSubtitle(b, { filename: "bench.vtt" }).cues.length,
    ass: (b) => parseSubtitle(b, { filename: "bench.ass" }).cues.length,
  },
  "subsrt-ts": {
    srt: (b) => subsrtParse(decode(b), { format: "srt" }).length,
    vtt: (b) => subsrtParse(decode(b), { format: "vtt" }).length,
    ass: (b) => subsrtParse(decode(b), { format: "ass" }).length,
  },
  subtitle: {
    srt: (b) => subtitleParseSync(decode(b)).length,
    vtt: (b) => subtitleParseSync(decode(b)).length,
  },
  "node-webvtt": {
    vtt: (b) => webvtt.parse(decode(b), { strict: false }).cues.length,
  },
};

const PUBLISHED = ["subsrt-ts", "subtitle", "node-webvtt"];

/** CPU time of this process in ms: unlike wall time it does not count the time other processes hold the cores. */
function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/**
 * Times every parser on the same bytes in interleaved rounds (one run of each per round), so whatever else runs
 * on this shared machine affects all of them alike; returns each parser's median CPU time in ms.
 */
function timeAll(parsers: [string, Parser][], bytes: Uint8Array, expected: number): Map<string, number> {
  const samples = new Map<string, number[]>(parsers.map(([name]) => [name, []]));
  // Every parser first runs for WARM_MS (at least twice) so that samples time optimised code, not the JIT
  // warming up; small files then run several times per sample so that each sample spans a few ms of CPU time,
  // the batch sized from the fastest warm run (a single cold run once gave batches of 1 and 0.3 ms samples).
  const batch = new Map<string, number>();
  for (const [name, parse] of parsers) {
    const count = parse(bytes);
    if (name === "polysub" && count !== expected)
      throw new Error(`polysub read ${count} of ${expected} cues`);
    const warmStart = cpuMs();
    let fastest = Number.POSITIVE_INFINITY;
    for (let runs = 0; runs < 2 || cpuMs() - warmStart < WARM_MS; runs++) {
      const t = cpuMs();
      parse(bytes);
      fastest = Math.min(fastest, cpuMs() - t);
    }
    batch.set(name, Math.max(1, Math.ceil(SAMPLE_MS / Math.max(fastest, 0.01))));
  }
  const began = performance.now();
  let rounds = 0;
  while (rounds < MIN_RUNS || (performance.now() - began < MIN_MS * parsers.length && rounds < 200)) {
    for (const [name, parse] of parsers) {
      const k = batch.get(name) ?? 1;
      const t = cpuMs();
      for (let i = 0; i < k; i++) parse(bytes);
      samples.get(name)?.push((cpuMs() - t) / k);
    }
    rounds++;
  }
  const medians = new Map<string, number>();
  for (const [name, times] of samples) {
    times.sort((x, y) => x - y);
    medians.set(name, times[Math.floor(times.length / 2)] ?? 0);
  }
  return medians;
}

export async function benchParse(): Promise<void> {
  const rows: string[][] = [
    [
      "format",
      "cues",
      "MB",
      ...Object.keys(PARSERS).map((p) => `${p} MB/s`),
      "× fastest published",
      "÷ naive bound",
    ],
  ];
  for (const format of ["srt", "vtt", "ass"] as const) {
    for (const cues of SIZES) {
      const bytes = new TextEncoder().encode(generate(format, cues));
      const mb = bytes.length / 1e6;
      const available = Object.entries(PARSERS).flatMap(([name, p]): [string, Parser][] => {
        const parse = p[format];
        return parse ? [[name, parse]] : [];
      });
      const times = timeAll(available, bytes, cues);
      const speed: Record<string, number> = {};
      const cells = Object.keys(PARSERS).map((name) => {
        const ms = times.get(name);
        if (ms === undefined) return "—";
        speed[name] = mb / (ms / 1000);
        return (speed[name] ?? 0).toFixed(1);
      });
      const ours = speed.polysub ?? 0;
      const fastest = Math.max(...PUBLISHED.map((p) => speed[p] ?? 0));
      const bound = speed["naive bound"] ?? 0;
      rows.push([
        format,
        String(cues),
        mb.toFixed(2),
        ...cells,
        `${(ours / fastest).toFixed(1)}×`,
        (bound / ours).toFixed(2),
      ]);
    }
  }
  const widths = rows[0]?.map((_, c) => Math.max(...rows.map((r) => (r[c] ?? "").length))) ?? [];
  console.log("\nParse throughput (CPU time, median of ≥5 interleaved rounds; higher MB/s is better)");
  for (const r of rows) console.log(r.map((cell, c) => cell.padStart(widths[c] ?? 0)).join("  "));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchParse();
}
