import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { parseSubtitle } from "@shared/subtitles";
import { BROKEN, EVENING_WALK } from "./fixture-files";
import { HistoryPage } from "./page-models/history-page";
import { HomePage } from "./page-models/home-page";
import { TranslatePage } from "./page-models/translate-page";

test("uploads an SRT, translates it through MyMemory and downloads the same cues in French", async ({
  page,
}) => {
  const home = new HomePage(page);
  await home.open();
  await home.chooseFile(EVENING_WALK);
  await expect(home.fileCard).toContainText("evening-walk.srt");
  await expect(home.fileCard).toContainText("6");

  await home.proceedToTranslation();
  const translate = new TranslatePage(page);
  await translate.chooseLanguages("en", "fr");
  await translate.service("mymemory").click();
  await translate.start();
  await expect(translate.progressCard).toBeVisible();

  const download = await translate.download("srt");
  expect(download.suggestedFilename()).toMatch(/\.srt$/);
  const exported = parseSubtitle(await readFile(await download.path()));
  const source = parseSubtitle(await readFile(EVENING_WALK));

  expect(exported.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  expect(exported.cues.map(({ start, end }) => [start, end])).toEqual(
    source.cues.map(({ start, end }) => [start, end]),
  );
  const spoken = source.cues.map((cue, i) => ({ source: cue.text, exported: exported.cues[i]?.text ?? "" }));
  for (const { source: text, exported: translated } of spoken) {
    if (text === "♪") expect(translated).toBe("♪");
    else expect(translated).not.toBe(text);
  }
  expect(exported.cues[1]?.text).toMatch(/<i>.+<\/i>$/);
  expect(exported.cues[2]?.text.split("\n")).toHaveLength(2);

  // The finished job's time is the server's, from start to completion (client/lib/jobElapsed.test.ts): the
  // history shows the same as the result view.
  const elapsed = /\d+:\d\d/.exec((await page.getByTestId("progress-elapsed").textContent()) ?? "")?.[0];
  expect(elapsed).toBeDefined();
  const history = new HistoryPage(page);
  await history.open();
  await expect(history.item("evening-walk.srt").getByTestId("history-time-taken")).toHaveText(
    elapsed as string,
  );
});

test("after an upload, keyboard focus is on the uploaded file, not lost with the drop zone", async ({
  page,
}) => {
  const home = new HomePage(page);
  await home.open();
  await home.fileInput.focus();
  await home.chooseFile(EVENING_WALK);
  await expect(home.fileCard).toBeVisible();
  await expect(page.getByTestId("file-name")).toBeFocused();

  // A file kept from an earlier visit is shown without taking the focus of a page just opened.
  await page.reload();
  await expect(home.fileCard).toBeVisible();
  await expect(page.getByTestId("file-name")).not.toBeFocused();
});

test("refuses a broken file with its line numbers, even offline", async ({ page, context }) => {
  const home = new HomePage(page);
  await home.open();
  // The connection drops once the page has loaded what it loads, the subtitle worker with it: 0.2 s after the
  // load event it was still fetching the worker, and only tracing's slowness had let it finish first.
  await page.waitForLoadState("networkidle");
  await context.setOffline(true);
  await home.chooseFile(BROKEN);
  await expect(home.diagnostics).toBeVisible();
  await expect(home.diagnostics).toContainText("Ligne 2");
  await expect(home.diagnostics).toContainText("Ligne 6");
  await expect(home.fileCard).toHaveCount(0);
  await context.setOffline(false);
});

test("says that an empty file is empty, in one sentence and without a list of places", async ({ page }) => {
  const home = new HomePage(page);
  await home.open();
  await home.fileInput.setInputFiles({ name: "vide.srt", mimeType: "text/plain", buffer: Buffer.alloc(0) });
  const refusal = page.getByRole("alert").filter({ hasText: "vide.srt" });
  await expect(refusal).toContainText("Ce fichier est vide.");
  await expect(refusal).not.toContainText("lignes");
  await expect(home.diagnostics).toHaveCount(0);
  await expect(home.fileCard).toHaveCount(0);
});
