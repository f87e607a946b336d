import { expect, type Locator, test } from "@playwright/test";
import { registeredAccount, signIn } from "./account";
import { EVENING_WALK } from "./fixture-files";
import { HistoryPage } from "./page-models/history-page";
import { HomePage } from "./page-models/home-page";
import { TranslatePage } from "./page-models/translate-page";

const ASS = [
  "[Script Info]",
  "ScriptType: v4.00+",
  "",
  "[Events]",
  "Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text",
  "Dialogue: 0,0:00:01.00,0:00:03.00,Default,,0,0,0,,We walked along the river until the evening.",
  "Dialogue: 0,0:00:04.00,0:00:06.00,Default,,0,0,0,,The lights of the town came on one by one.",
  "",
].join("\n");

const JAPANESE = [
  "1\n00:00:01,000 --> 00:00:03,000\n今日はとても良い天気ですね。川沿いを散歩しましょう。",
  "2\n00:00:04,000 --> 00:00:06,000\n夕方になると、町の明かりが一つずつ灯りました。",
  "",
].join("\n\n");

// A visitor is on the free plan: SRT and VTT files, five languages (DECISIONS.md).
test("names the plan rule that blocks an ASS file before Start, with the upgrade, Start disabled", async ({
  page,
}) => {
  const home = new HomePage(page);
  await home.open();
  await home.chooseGeneratedFile("river.ass", ASS);
  await expect(home.fileCard).toContainText("river.ass");
  await home.proceedToTranslation();

  const translate = new TranslatePage(page);
  await translate.chooseLanguages("en", "fr");
  await expect(translate.planRefusals).toHaveText("Les fichiers ASS nécessitent l’offre Premium.");
  await expect(page.getByText("Prêt à traduire")).toHaveCount(0);
  await expect(translate.startButton).toBeDisabled();
  await expect(translate.upgradePlan).toHaveAttribute("href", "/pricing");
});

test("names the language outside the plan and the plan's languages, Start disabled", async ({ page }) => {
  const home = new HomePage(page);
  await home.open();
  await home.chooseGeneratedFile("riverside-ja.srt", JAPANESE);
  await expect(home.fileCard).toContainText("riverside-ja.srt");
  await home.proceedToTranslation();

  const translate = new TranslatePage(page);
  await expect(translate.planRefusals).toContainText(
    "L’offre Gratuit ne comprend pas cette langue : Japonais.",
  );
  for (const name of ["Anglais", "Français", "Espagnol", "Allemand", "Italien"]) {
    await expect(translate.planRefusals).toContainText(name);
  }
  await expect(translate.startButton).toBeDisabled();
  await expect(translate.upgradePlan).toBeVisible();

  // A language the plan includes lifts the refusal: the setup is ready again.
  await translate.chooseLanguages("en", "fr");
  await expect(translate.planRefusals).toHaveCount(0);
  await expect(page.getByText("Prêt à traduire")).toBeVisible();
  await expect(translate.startButton).toBeEnabled();
});

test("offers the same export formats on /translate and in the History download dialog", async ({
  page,
  request,
}) => {
  // A free account: visitors share one address's five files of the day, which the other specs spend.
  const home = new HomePage(page);
  await home.open();
  await signIn(page, (await registeredAccount(request, "plan-formats")).token);
  await home.uploadThenTranslate(EVENING_WALK);
  const translate = new TranslatePage(page);
  await translate.chooseLanguages("en", "fr");
  await translate.service("mymemory").click();
  await translate.start();
  const formats = (select: Locator) =>
    select.locator("option").evaluateAll((options) => options.map((o) => o.getAttribute("value")));
  await expect(translate.exportFormat).toBeVisible();
  expect(await formats(translate.exportFormat)).toEqual(["srt", "vtt"]);

  // The History dialog builds the file on the device: it offers what the server's export allows, no more.
  const history = new HistoryPage(page);
  await history.open();
  await history.item("evening-walk.srt").getByTestId("history-download").click();
  const dialogFormats = history.exportDialog.getByTestId("export-format");
  await expect(dialogFormats).toBeVisible();
  expect(await formats(dialogFormats)).toEqual(["srt", "vtt"]);
});
