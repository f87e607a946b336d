/**
 * The batch CLI's local mode: `polysub translate` on a folder of 20 files of 500 cues (a season), through the fake
 * MyMemory at 150 ms per request in its own process. Prints wall time against the translation bench's lower bound
 * (requests ÷ the provider's parallel limit × latency, target ≤ 1.5×), then a second run of the same folder into
 * another folder (target: nothing sent, the cache answers).
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createMyMemoryProvider } from "@server/providers/mymemory";
import { benchFile, LATENCY_MS, type RemoteFake, spawnFake } from "./translate";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const FILES = 20;
const CUES = 500;

function translateFolder(input: string, output: string, env: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(
      process.execPath,
      [
        path.join(ROOT, "cli/polysub.mjs"),
        "translate",
        input,
        "--to",
        "fr",
        "--from",
        "en",
        "-o",
        output,
        "--json",
      ],
      {
        env: { PATH: process.env.PATH ?? "", HOME: tmpdir(), ...env },
        stdio: ["ignore", "ignore", "inherit"],
      },
    );
    child.on("error", reject);
    child.on("close", (code) => {
      if (code === 0) resolve(Date.now() - started);
      else reject(new Error(`polysub translate exited ${code}`));
    });
  });
}

async function timed(fake: RemoteFake, label: string, run: () => Promise<number>) {
  const before = await fake.stats();
  const wallMs = await run();
  const after = await fake.stats();
  const requests = after.requests - before.requests;
  const boundMs = Math.ceil(requests / createMyMemoryProvider().maxParallel) * LATENCY_MS;
  const ratio = boundMs > 0 ? (wallMs / boundMs).toFixed(2) : "n/a";
  console.log(
    `cli ${label.padEnd(14)} wall ${String(wallMs).padStart(7)} ms | requests ${String(requests).padStart(5)} | ` +
      `lower bound ${String(boundMs).padStart(7)} ms | ratio ${ratio.padStart(5)} (≤ 1.50) | chars sent ${after.chars - before.chars}`,
  );
}

export async function benchCli(): Promise<void> {
  console.log(
    `\n== cli: polysub translate, ${FILES} files of ${CUES} cues, local mode, fake MyMemory at ${LATENCY_MS} ms per request ==`,
  );
  const work = mkdtempSync(path.join(tmpdir(), "polysub-bench-cli-"));
  const input = path.join(work, "season");
  mkdirSync(input);
  // Each episode its own lines; the stock replies ("Yes.", "Thank you.") recur across them, as in a real season.
  for (let i = 1; i <= FILES; i++)
    writeFileSync(path.join(input, `episode${String(i).padStart(2, "0")}.en.srt`), benchFile(CUES, 1000 + i));
  const fake = await spawnFake("mymemory");
  const env = {
    MYMEMORY_API_URL: fake.url,
    // The server's daily guard of MyMemory's free quota, lifted: the bench measures throughput.
    MYMEMORY_DAILY_CHARS: String(1e9),
    POLYSUB_CACHE_DIR: path.join(work, "cache"),
  };
  try {
    await timed(fake, "first run", () => translateFolder(input, path.join(work, "fr"), env));
    await timed(fake, "another folder", () => translateFolder(input, path.join(work, "again"), env));
  } finally {
    await fake.close();
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchCli();
}
