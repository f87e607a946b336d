/**
 * Runs one fake provider until SIGINT/SIGTERM, for Playwright and manual runs:
 *
 *   node --import tsx test/fakes/serve.ts mymemory|deepl|openai|oauth [--port N] [--faults '{"latencyMs":150}'] [--key K]
 *   node --import tsx test/fakes/serve.ts stripe [--port N] [--key sk_test_…] [--webhook-secret whsec_…] [--webhook-url URL]
 *     [--webhook-delay-ms N]
 *
 * Prints `READY <url>` once listening; the URL is what MYMEMORY_API_URL, DEEPL_API_URL, OPENAI_BASE_URL or
 * STRIPE_API_BASE take. For oauth (Google and GitHub sign-in) the variables are printed as `ENV NAME=value` lines
 * before READY. Stripe's key and webhook secret are the app's STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, and a
 * payment on its hosted checkout page delivers the signed events to --webhook-url (the app's billing webhook).
 * Faults can be changed while it runs: `curl -X POST <root>/__faults -d '{"status429Times":2}'`.
 */
import { parseArgs } from "node:util";
import { startFakeDeepL } from "./deepl";
import type { FakeServer, Faults } from "./harness";
import { startFakeMyMemory } from "./mymemory";
import { startFakeOAuth } from "./oauth";
import { startFakeOpenAI } from "./openai";
import { startFakeStripe } from "./stripe";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: "string", default: "0" },
    faults: { type: "string", default: "{}" },
    key: { type: "string" },
    "webhook-secret": { type: "string" },
    "webhook-url": { type: "string" },
    "webhook-delay-ms": { type: "string" },
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
  stripe: () =>
    startFakeStripe({
      port,
      secretKey: values.key,
      webhookSecret: values["webhook-secret"],
      webhookUrl: values["webhook-url"],
      webhookDelayMs:
        values["webhook-delay-ms"] === undefined ? undefined : Number(values["webhook-delay-ms"]),
    }),
  oauth: async () => {
    const fake = await startFakeOAuth({ port });
    for (const [name, value] of Object.entries(fake.env)) process.stdout.write(`ENV ${name}=${value}\n`);
    return fake;
  },
};

const start = kind === undefined ? undefined : starters[kind];
if (!start) {
  process.stderr.write(
    "usage: serve.ts mymemory|deepl|openai|oauth|stripe [--port N] [--faults JSON] [--key K] [--webhook-secret S] [--webhook-url URL]\n",
  );
  process.exit(2);
}

const fake = await start();
process.stdout.write(`READY ${fake.url}\n`);

const stop = () => {
  void fake.close().then(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
