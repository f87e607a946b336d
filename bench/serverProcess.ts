import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export interface ServerProcess {
  origin: string;
  child: ChildProcess;
  /** Its DATA_DIR, for the support commands (`polysub admin`) a bench runs on its database. */
  dataDir: string;
  /** Stops the server and deletes its data directory. */
  stop(): Promise<void>;
}

/**
 * The real server process (`server/main.ts`, as `npm start` runs it) on a free port, with a database of its own in
 * a fresh data directory: what a bench measures is not charged to the bench's own process.
 */
export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "polysub-bench-"));
  // BENCH_CPU_PROF=<dir>: each server writes a V8 CPU profile there when it stops (bench/cpuProfile.ts reads it).
  const profile = process.env.BENCH_CPU_PROF
    ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const child = spawn(process.execPath, [...profile, "--import", "tsx", "server/main.ts"], {
    cwd: ROOT,
    env: { ...process.env, PORT: "0", DATA_DIR: dataDir, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const stop = async () => {
    child.kill("SIGTERM");
    if (child.exitCode === null) await once(child, "exit");
    await rm(dataDir, { recursive: true, force: true });
  };
  for await (const line of createInterface({ input: child.stdout as NodeJS.ReadableStream })) {
    const match = /running at (http:\/\/\S+)/.exec(line);
    if (match?.[1]) return { origin: match[1].replace("localhost", "127.0.0.1"), child, dataDir, stop };
  }
  await stop();
  throw new Error("the server did not start");
}
