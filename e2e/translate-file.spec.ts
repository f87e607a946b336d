import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { parseSubtitle } from "@shared/subtitles";
import { HomePage } from "./page-models/home-page";
import { TranslatePage } from "./page-models/translate-page";

const fixture = fileURLToPath(new URL("./fixtures/evening-walk.srt", import.meta.url));

test("uploads an SRT, translates it through MyMemory and downloads the same cues in French", async ({
  page,
}) => {
  const home = new HomePage(page);
  await home.open();
  await home.chooseFile(fixture);
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
  const source = parseSubtitle(await readFile(fixture));

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
});

test("refuses a broken file with its line numbers, even offline", async ({ page, context }) => {
  const home = new HomePage(page);
  await home.open();
  await context.setOffline(true);
  await home.chooseFile(fileURLToPath(new URL("./fixtures/broken.srt", import.meta.url)));
  await expect(home.diagnostics).toBeVisible();
  await expect(home.diagnostics).toContainText("Ligne 2");
  await expect(home.diagnostics).toContainText("Ligne 6");
  await expect(home.fileCard).toHaveCount(0);
  await context.setOffline(false);
});
