import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export interface MainProcess {
  child: ChildProcess;
  /** The URL the server printed (http://localhost:PORT). */
  url: string;
  /** The line printed under it: how to raise the translation quota. */
  hint: string;
  /** Everything the process wrote to stdout so far (its log lines at LOG_LEVEL info). */
  output(): string;
}

/**
 * `node server/main.ts` as `npm start` runs it, with `env` over the caller's environment (PORT 0 picks a free
 * port). Resolves once the server prints its URL, or rejects with what it wrote to stderr.
 */
export function startMainProcess(env: Record<string, string>): Promise<MainProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    env: { ...process.env, PORT: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return new Promise((resolve, reject) => {
    let out = "";
    let err = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Polysub is running at (http:\/\/localhost:\d+)\n(.*)\n/.exec(out);
      if (match?.[1]) resolve({ child, url: match[1], hint: match[2] ?? "", output: () => out });
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.once("exit", (code) => reject(new Error(`server exited with ${code}: ${err}`)));
  });
}
