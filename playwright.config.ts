import { defineConfig } from "@playwright/test";

const appPort = Number(process.env.E2E_APP_PORT ?? 4173);
const fakePort = Number(process.env.E2E_FAKE_PORT ?? 4599);
const stripePort = Number(process.env.E2E_STRIPE_PORT ?? 4597);
const deeplPort = Number(process.env.E2E_DEEPL_PORT ?? 4598);
const appUrl = `http://127.0.0.1:${appPort}`;

// Shared by the app and the fakes it calls; test values, valid nowhere else.
const stripe = {
  STRIPE_SECRET_KEY: "sk_test_polysub_e2e",
  STRIPE_WEBHOOK_SECRET: "whsec_polysub_e2e",
  STRIPE_API_BASE: `http://127.0.0.1:${stripePort}`,
  STRIPE_PRICE_PREMIUM_MONTHLY: "price_e2e_premium_monthly",
  STRIPE_PRICE_PREMIUM_YEARLY: "price_e2e_premium_yearly",
  STRIPE_PRICE_PRO_MONTHLY: "price_e2e_pro_monthly",
  STRIPE_PRICE_PRO_YEARLY: "price_e2e_pro_yearly",
};
const deeplKey = "polysub-e2e:fx";

// Debian's Chromium: Playwright's own browser download cannot reach the network on our machines.
const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export default defineConfig({
  testDir: "e2e",
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // Two workers keep both cores busy: one test mostly waits (the job's polling, the server, the fakes). The specs
  // share one server and its fakes, so each works with accounts, devices and mail addresses of its own.
  workers: 2,
  fullyParallel: true,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: appUrl,
    launchOptions: { executablePath: "/usr/bin/chromium", args: chromiumArgs },
    // A first visit follows the browser language; the specs are written against the default one, French.
    locale: "fr-FR",
    acceptDownloads: true,
    // A failed test keeps its actions, console and network, and a screenshot of the end. The trace's DOM snapshots
    // and screencast doubled the suite's CPU time (5.0 against 2.6 CPU-minutes): `--trace on` records them.
    trace: { mode: "retain-on-failure", snapshots: false, screenshots: false },
    screenshot: "only-on-failure",
  },
  projects: [
    { name: "e2e", testIgnore: "large-file.spec.ts" },
    {
      // It measures the UI thread's longest task, which another test's browser and server on the same two cores
      // stretch: it runs once the others are done.
      name: "alone",
      testMatch: "large-file.spec.ts",
      dependencies: ["e2e"],
    },
  ],
  webServer: [
    {
      command: `node --import tsx test/fakes/serve.ts mymemory --port ${fakePort}`,
      url: `http://127.0.0.1:${fakePort}/get?q=ready&langpair=en|fr`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // Paying on its checkout page delivers the signed events to the app's webhook, as Stripe does: 8 s after the
      // browser is back, so the app must show the plan arriving (a webhook often comes after the redirect).
      command: `node --import tsx test/fakes/serve.ts stripe --port ${stripePort} --key ${stripe.STRIPE_SECRET_KEY} --webhook-secret ${stripe.STRIPE_WEBHOOK_SECRET} --webhook-url ${appUrl}/api/v1/billing/webhook --webhook-delay-ms 8000`,
      // An API call without the key: Stripe's 401 says it is listening.
      url: `${stripe.STRIPE_API_BASE}/v1/customers`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node --import tsx test/fakes/serve.ts deepl --port ${deeplPort} --key ${deeplKey}`,
      url: `http://127.0.0.1:${deeplPort}/__faults`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `rm -rf .e2e-data && node --import tsx server/main.ts`,
      url: `${appUrl}/api/v1/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(appPort),
        DATA_DIR: ".e2e-data",
        MYMEMORY_API_URL: `http://127.0.0.1:${fakePort}`,
        // Every spec translates through this one server, whose MyMemory day is its own guard: room for all of them.
        MYMEMORY_DAILY_CHARS: "1000000",
        // Checkout's return addresses and the mails' links point at the address the browser uses.
        APP_URL: appUrl,
        ...stripe,
        DEEPL_API_KEY: deeplKey,
        DEEPL_API_URL: `http://127.0.0.1:${deeplPort}`,
        LOG_LEVEL: "warn",
        // The team's address: the contact page shows it and the contact form mails it (unset, neither happens).
        SUPPORT_EMAIL: "support@polysub.test",
      },
    },
  ],
});
