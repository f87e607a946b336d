import { expect, type Page } from "@playwright/test";
import { HomePage } from "./page-models/home-page";
import { TranslatePage } from "./page-models/translate-page";

/** A file of two cues, made in the test: a name of its own per test keeps history items apart. */
export const TWO_CUES = `1
00:00:01,000 --> 00:00:03,000
Good morning.

2
00:00:04,000 --> 00:00:06,000
See you tomorrow.
`;

/** Uploads a file from the home page and opens the setup view, English to French through MyMemory. */
export async function upload(
  page: Page,
  file: string | { name: string; content: string },
): Promise<TranslatePage> {
  const home = new HomePage(page);
  await home.open();
  if (typeof file === "string") await home.chooseFile(file);
  else await home.chooseGeneratedFile(file.name, file.content);
  await expect(home.fileCard).toBeVisible();
  await home.proceedToTranslation();
  const translate = new TranslatePage(page);
  await translate.chooseLanguages("en", "fr");
  await translate.service("mymemory").click();
  return translate;
}

/** Uploads and translates a file to the end, leaving the export view on screen. */
export async function translateFile(
  page: Page,
  file: string | { name: string; content: string },
): Promise<void> {
  const translate = await upload(page, file);
  await translate.start();
  await expect(translate.downloadButton).toBeVisible();
}

/** The service worker controls the page from the next load on; from then on the app shell loads offline. */
export async function whenOfflineReady(page: Page): Promise<void> {
  await page.goto("/");
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}
