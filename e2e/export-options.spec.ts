import { readFile } from "node:fs/promises";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { parseSubtitle } from "../shared/subtitles";
import { registeredAccount, signIn } from "./account";
import { seriousViolations } from "./axe";
import { CheckoutPage } from "./page-models/checkout-page";
import { PricingPage } from "./page-models/pricing-page";
import { TranslatePage } from "./page-models/translate-page";
import { translateFile, upload } from "./translate-flow";

// The page models name the controls in English: a first visit with an English browser gets the English interface.
test.use({ locale: "en-US" });

const RLM = "\u200F";

function twoCues(name: string) {
  return {
    name: `${name}-${Date.now()}.srt`,
    content:
      "1\n00:00:01,000 --> 00:00:03,000\n<i>Good morning.</i>\n\n2\n00:00:04,000 --> 00:00:06,000\nSee you tomorrow.\n",
  };
}

/** The page signed in as a new account (visitors share one address's files of the day). */
async function asNewAccount(page: Page, request: APIRequestContext, name: string): Promise<void> {
  await page.goto("/");
  await signIn(page, (await registeredAccount(request, name)).token);
}

async function downloadText(page: Page): Promise<string> {
  const download = await new TranslatePage(page).download("srt");
  return readFile(await download.path(), "utf8");
}

test("a bilingual SRT holds the translation, then the original in italics; no direction marks for French", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await asNewAccount(page, request, "bilingual");
  await translateFile(page, twoCues("bilingual"));

  await expect(page.getByTestId("export-rtl-marks")).toHaveCount(0);
  await expect(page.getByTestId("export-bilingual-italic")).toHaveCount(0);
  await page.getByTestId("export-bilingual").check();
  await expect(page.getByTestId("export-bilingual-italic")).toBeChecked();
  expect(await seriousViolations(page), "axe, with the bilingual options open").toEqual([]);

  const cues = parseSubtitle(await downloadText(page)).cues;
  expect(cues).toHaveLength(2);
  expect(cues.map((c) => c.text.split("\n").at(-1))).toEqual([
    "<i>Good morning.</i>",
    "<i>See you tomorrow.</i>",
  ]);
  expect(cues[0]?.text.split("\n").length).toBeGreaterThan(1);
  expect(cues.map((c) => c.text).join("\n")).not.toContain(RLM);
});

test("an Arabic translation on a paid plan offers the right-to-left marks, on by default, in the downloaded file", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await asNewAccount(page, request, "rtl");
  // Arabic is a paid plans' language: the account pays Premium on the (fake) payment page first.
  await page.goto("/pricing");
  const pricing = new PricingPage(page);
  await pricing.chooseCycle("monthly");
  await pricing.buy("premium");
  const checkout = new CheckoutPage(page);
  await expect(checkout.summary).toContainText("premium");
  await checkout.pay();
  await expect(page.getByTestId("subscription-success")).toContainText("Welcome to Premium", {
    timeout: 30_000,
  });

  const translate = await upload(page, twoCues("rtl"));
  await translate.chooseLanguages("en", "ar");
  await translate.start();
  await expect(translate.downloadButton).toBeVisible({ timeout: 60_000 });

  const marks = page.getByTestId("export-rtl-marks");
  await expect(marks).toBeChecked();
  expect(await seriousViolations(page), "axe, with the right-to-left option").toEqual([]);
  const lines = parseSubtitle(await downloadText(page)).cues.flatMap((c) =>
    c.text.replace(/<[^>]*>/g, "").split("\n"),
  );
  expect(lines.length).toBeGreaterThan(1);
  for (const line of lines) expect(line.startsWith(RLM), JSON.stringify(line)).toBe(true);

  await marks.uncheck();
  expect(await downloadText(page)).not.toContain(RLM);
});
