import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import type { FakeServer } from "@test/fakes/harness";
import { startFakeMyMemory } from "@test/fakes/mymemory";
import { type MainProcess, startMainProcess } from "@test/helpers/mainProcess";
import { EVENING_WALK } from "./fixture-files";
import { HomePage } from "./page-models/home-page";
import { TranslatePage } from "./page-models/translate-page";

/**
 * Issue 26, items 4 and 5 in the browser: a job whose service is unreachable says so while it is retried, then
 * fails with a translated message and what to do; a job whose service's quota is used up waits and says when it
 * resumes. Both in French (the default) and English. This spec runs its own server (retries short enough to see
 * the failure) against its own MyMemory fake, so the shared one keeps its faults.
 */

// One worker runs both tests, one after the other, on the server and fake started once for them.
test.describe.configure({ mode: "default" });

let fake: FakeServer;
let app: MainProcess;
let origin: string;
let dataDir: string;

test.beforeAll(async () => {
  fake = await startFakeMyMemory({});
  dataDir = await mkdtemp(path.join(tmpdir(), "polysub-e2e-problems-"));
  app = await startMainProcess({
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    MYMEMORY_API_URL: fake.url,
    MYMEMORY_EMAIL: "",
    DEEPL_API_KEY: "",
    OPENAI_API_KEY: "",
    OPENAI_BASE_URL: "",
    // Two runs, three seconds apart: long enough for the page's 2 s polling to show the retry.
    JOB_RETRY_ATTEMPTS: "2",
    JOB_RETRY_DELAY_MS: "3000",
  });
  origin = app.url.replace("localhost", "127.0.0.1");
});

test.afterAll(async () => {
  app?.child.kill("SIGTERM");
  await fake?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function startTranslation(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  await new HomePage(page).uploadThenTranslate(EVENING_WALK);
  const translate = new TranslatePage(page);
  await translate.chooseLanguages("en", "fr");
  await translate.service("mymemory").click();
  await translate.start();
  return page;
}

async function switchLanguage(page: Page, locale: "fr" | "en"): Promise<void> {
  await page.evaluate((value) => localStorage.setItem("language", value), locale);
  await page.reload();
}

test("an unreachable service is shown while it is retried, then as a failure with what to do", async ({
  browser,
}) => {
  // Every connection is dropped: the client sees a network error, as with a service that is down.
  fake.setFaults({ dropConnectionTimes: 1_000_000 });
  const page = await startTranslation(browser);
  await expect(page.getByTestId("job-notice")).toContainText("MyMemory injoignable, nouvel essai 2/2…");
  await expect(page.getByTestId("job-notice")).toContainText("Ce qui est déjà traduit est conservé.");

  const failure = page.getByTestId("job-failure");
  await expect(failure).toContainText("MyMemory est injoignable", { timeout: 30_000 });
  await expect(failure).toContainText("Vérifiez que le serveur est en ligne");
  await expect(page.getByTestId("job-notice")).toHaveCount(0);
  // The provider's own words stay, untranslated, under the job details.
  await expect(page.getByTestId("job-provider-message")).toContainText("mymemory unreachable");

  await switchLanguage(page, "en");
  await expect(failure).toContainText("MyMemory could not be reached");
  await expect(failure).toContainText(
    "Check that the server is online, then retry or choose another service.",
  );
  await expect(page.getByRole("button", { name: "Retry" })).toBeVisible();
});

test("a used-up quota makes the job wait with the time it resumes, and the setup view warns before start", async ({
  browser,
}) => {
  fake.setFaults({ quotaExceeded: true });
  const page = await startTranslation(browser);
  const notice = page.getByTestId("job-notice");
  await expect(notice).toContainText("Le quota quotidien gratuit de MyMemory est épuisé");
  await expect(notice).toContainText("(minuit UTC)");
  await expect(notice).toContainText("MYMEMORY_EMAIL");
  await expect(page.locator('[data-status="in_progress"]')).toBeVisible();
  await expect(page.getByTestId("job-provider-message")).toContainText("MYMEMORY WARNING");

  await switchLanguage(page, "en");
  await expect(notice).toContainText("MyMemory's free daily quota is used up");
  await expect(notice).toContainText("The translation waits and resumes by itself at");
  await expect(page.getByTestId("job-failure")).toHaveCount(0);

  // Back in the setup view, the server's count says today's quota will not cover the file.
  await page.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("button", { name: "Back to settings" }).click();
  await expect(page.getByTestId("quota-warning")).toContainText("MyMemory has 0 characters left today");
  await switchLanguage(page, "fr");
  await expect(page.getByTestId("quota-warning")).toContainText(
    "Il reste aujourd’hui 0 caractères à MyMemory",
  );
});
