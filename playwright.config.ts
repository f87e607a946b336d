import { defineConfig } from "@playwright/test";

const appPort = Number(process.env.E2E_APP_PORT ?? 4173);
const fakePort = Number(process.env.E2E_FAKE_PORT ?? 4599);

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
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${appPort}`,
    launchOptions: { executablePath: "/usr/bin/chromium", args: chromiumArgs },
    // A first visit follows the browser language; the specs are written against the default one, French.
    locale: "fr-FR",
    acceptDownloads: true,
    trace: "retain-on-failure",
  },
  webServer: [
    {
      command: `node --import tsx test/fakes/serve.ts mymemory --port ${fakePort}`,
      url: `http://127.0.0.1:${fakePort}/get?q=ready&langpair=en|fr`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `rm -rf .e2e-data && node --import tsx server/main.ts`,
      url: `http://127.0.0.1:${appPort}/api/v1/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(appPort),
        DATA_DIR: ".e2e-data",
        MYMEMORY_API_URL: `http://127.0.0.1:${fakePort}`,
        LOG_LEVEL: "warn",
      },
    },
  ],
});
