import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { parseSubtitle } from "@shared/subtitles";
import { registeredAccount, signIn } from "./account";
import { HistoryPage } from "./page-models/history-page";
import { HomePage } from "./page-models/home-page";
import { TranslatePage } from "./page-models/translate-page";

// YouTube's rolling auto-captions (test/fixtures): 12 cues that collapse into 6 spoken lines.
const ROLLING = fileURLToPath(new URL("../test/fixtures/rolling-captions.vtt", import.meta.url));

test("offers to collapse rolling auto-captions, and the count, the download and the history agree", async ({
  page,
  request,
}) => {
  // Signed in: visitors share one address's translations of the day, which the other specs spend.
  const home = new HomePage(page);
  await home.open();
  await signIn(page, (await registeredAccount(request, "rolling")).token);
  await home.open();
  await home.chooseFile(ROLLING);
  await expect(home.fileCard).toContainText("rolling-captions.vtt");
  await home.proceedToTranslation();

  const translate = new TranslatePage(page);
  await expect(translate.rollingCaptions).toContainText("6");
  const collapse = translate.rollingCaptions.getByRole("checkbox");
  await expect(collapse).toBeChecked();
  await expect(page.getByText(/^6 sous-titres ·/)).toBeVisible();
  await collapse.uncheck();
  await expect(page.getByText(/^12 sous-titres ·/)).toBeVisible();
  await collapse.check();

  await translate.chooseLanguages("en", "fr");
  await translate.service("mymemory").click();
  await translate.start();
  await expect(translate.progressCard).toBeVisible();
  const download = await translate.download("vtt");
  const exported = parseSubtitle(await readFile(await download.path()));
  expect(exported.cues).toHaveLength(6);
  // The collapsed captions' words, in order: a sentence running over cues is translated whole and spread back at
  // word boundaries, so where one cue ends may move by a word.
  const words = exported.cues.map((cue) => cue.text.replace(/\n/g, " ")).join(" ");
  expect(exported.cues[0]?.text).toMatch(/^\[fr\] hey everyone welcome back/);
  expect(words).toMatch(/hey everyone welcome back to the channel/);

  const history = new HistoryPage(page);
  await history.open();
  await expect(history.item("rolling-captions.vtt")).toContainText("6 / 6");
});
