/**
 * Runs one fake provider until SIGINT/SIGTERM, for Playwright and manual runs:
 *
 *   node --import tsx test/fakes/serve.ts mymemory|deepl|openai|oauth [--port N] [--faults '{"latencyMs":150}'] [--key K]
 *
 * Prints `READY <url>` once listening; the URL is what MYMEMORY_API_URL, DEEPL_API_URL or OPENAI_BASE_URL take.
 * For oauth (Google and GitHub sign-in) the variables are printed as `ENV NAME=value` lines before READY.
 * Faults can be changed while it runs: `curl -X POST <root>/__faults -d '{"status429Times":2}'`.
 */
import { parseArgs } from "node:util";
import { startFakeDeepL } from "./deepl";
import type { FakeServer, Faults } from "./harness";
import { startFakeMyMemory } from "./mymemory";
import { startFakeOAuth } from "./oauth";
import { startFakeOpenAI } from "./openai";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: "string", default: "0" },
    faults: { type: "string", default: "{}" },
    key: { type: "string" },
  },
});

const kind = positionals[0];
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0) {
  process.stderr.write(`--port must be a non-negative integer, got ${values.port}\n`);
  process.exit(2);
}
const faults = JSON.parse(values.faults) as Faults;
const key = values.key === undefined ? {} : { apiKey: values.key };

const starters: Record<string, () => Promise<Pick<FakeServer, "url" | "close">>> = {
  mymemory: () => startFakeMyMemory({ ...faults, port }),
  deepl: () => startFakeDeepL({ ...faults, ...key, port }),
  openai: () => startFakeOpenAI({ ...faults, ...key, port }),
  oauth: async () => {
    const fake = await startFakeOAuth({ port });
    for (const [name, value] of Object.entries(fake.env)) process.stdout.write(`ENV ${name}=${value}\n`);
    return fake;
  },
};

const start = kind === undefined ? undefined : starters[kind];
if (!start) {
  process.stderr.write("usage: serve.ts mymemory|deepl|openai|oauth [--port N] [--faults JSON] [--key K]\n");
  process.exit(2);
}

const fake = await start();
process.stdout.write(`READY ${fake.url}\n`);

const stop = () => {
  void fake.close().then(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
