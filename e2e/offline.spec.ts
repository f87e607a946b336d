import { readFile } from "node:fs/promises";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { parseSubtitle } from "@shared/subtitles";
import { registeredAccount, registeredCredentials, signIn } from "./account";
import { deviceRows } from "./device-store";
import { EVENING_WALK } from "./fixture-files";
import { LoginPage } from "./page-models/auth-pages";
import { HistoryPage } from "./page-models/history-page";
import { HomePage } from "./page-models/home-page";
import { TranslatePage } from "./page-models/translate-page";
import { TWO_CUES, translateFile, whenOfflineReady } from "./translate-flow";

// Offline, the app's first promise: installed, it opens, shows what the device kept, checks files and queues work.
// The assertions read French ("100,0 %"), the configured locale.

async function signInThroughTheForm(page: Page, account: { email: string; password: string }) {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(account.email, account.password);
  await expect(page.getByTestId("my-account")).toBeVisible();
}

/** Waits until the device kept the documents of `count` finished jobs, which is what downloads offline. */
async function resultsKept(page: Page, count: number): Promise<void> {
  await expect.poll(async () => (await deviceRows(page, "results", ["job_id"])).length).toBe(count);
}

async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [first, second] = [await a.boundingBox(), await b.boundingBox()];
  if (!first || !second) return false;
  return (
    first.x < second.x + second.width &&
    second.x < first.x + first.width &&
    first.y < second.y + second.height &&
    second.y < first.y + first.height
  );
}

test("signed in, the account's history shows after an offline reload, and its result downloads", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  await whenOfflineReady(page);
  await signInThroughTheForm(page, await registeredCredentials(request, "offline-history"));
  await translateFile(page, EVENING_WALK);
  const history = new HistoryPage(page);
  await history.open();
  await expect(history.item("evening-walk.srt")).toBeVisible();
  await history.synced();
  await resultsKept(page, 1);
  // Made signed in, the entry is the account's (a sign-out removes it), not the visitor's.
  expect(await deviceRows(page, "history", ["account"])).not.toContainEqual({ account: "" });

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId("my-account")).toBeVisible();
  await expect(page.getByTestId("history-sync")).toHaveAttribute("data-state", "offline");
  await expect(history.item("evening-walk.srt")).toContainText("100,0");
  await expect(
    page.getByRole("link", { name: "Connectez-vous pour le garder avec votre compte." }),
  ).toHaveCount(0);
  const download = await history.download("evening-walk.srt", "srt");
  expect(download.suggestedFilename()).toBe("evening-walk.fr.srt");
  const exported = parseSubtitle(await readFile(await download.path()));
  expect(exported.cues).toHaveLength(parseSubtitle(await readFile(EVENING_WALK)).cues.length);
  await context.setOffline(false);
});

test("offline, /translate shows the finished translation the device kept, with its export panel", async ({
  page,
  context,
  request,
}) => {
  // Signed in: visitors share one address's translations of the day, which the other specs spend.
  await whenOfflineReady(page);
  await signIn(page, (await registeredAccount(request, "offline-translate")).token);
  await translateFile(page, { name: "finished.srt", content: TWO_CUES });
  await resultsKept(page, 1);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId("translate-offline")).toBeVisible();
  const translate = new TranslatePage(page);
  await expect(translate.progressCard).toContainText("finished.srt");
  const download = await translate.download("vtt");
  expect(download.suggestedFilename()).toBe("finished.fr.vtt");
  const exported = parseSubtitle(await readFile(await download.path()));
  expect(exported.cues.map((cue) => cue.text)).toEqual(["[fr] Good morning.", "[fr] See you tomorrow."]);
  await context.setOffline(false);
});

test("offline, a new file is checked on the device and queued; back online it is uploaded once and translated", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  // A phone: the setup view is long, so Start is clicked far down the page.
  await page.setViewportSize({ width: 390, height: 844 });
  await whenOfflineReady(page);
  await signIn(page, (await registeredAccount(request, "offline-queue")).token);
  const uploads: string[] = [];
  page.on("request", (sent) => {
    if (sent.method() === "POST" && sent.url().includes("/api/v1/files/upload")) uploads.push(sent.url());
  });

  await context.setOffline(true);
  const home = new HomePage(page);
  await home.open();
  await home.chooseGeneratedFile("offline.srt", TWO_CUES);
  await expect(home.fileCard).toContainText("offline.srt");
  await expect(home.fileCard).toContainText("SRT");
  await expect(page.getByTestId("file-unsent")).toBeVisible();

  await home.proceedToTranslation();
  const translate = new TranslatePage(page);
  await translate.chooseLanguages("en", "fr");
  await translate.service("mymemory").click();
  await expect(translate.startButton).toHaveText("Lancer au retour en ligne");
  await translate.start();
  await expect(page.getByTestId("queued-card")).toContainText("offline.srt");
  expect(uploads).toHaveLength(0);

  await context.setOffline(false);
  await expect(translate.downloadButton).toBeVisible();
  expect(uploads).toHaveLength(1);
  // The finished view starts from its top, and no toast hides its Download button.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await translate.downloadButton.scrollIntoViewIfNeeded();
  for (const toast of await page.getByTestId("toasts").locator(".alert").all()) {
    expect(await overlaps(toast, translate.downloadButton)).toBe(false);
  }

  // Once: the history has the job, and nothing is sent again after a reload.
  const history = new HistoryPage(page);
  await history.open();
  await expect(history.item("offline.srt")).toContainText("100,0");
  await page.reload();
  await history.synced();
  expect(uploads).toHaveLength(1);
});
