import { expect, test } from "@playwright/test";
import { registeredAccount, signIn } from "./account";
import { seriousViolations } from "./axe";
import { TWO_CUES, upload } from "./translate-flow";

test("the setup view estimates what Start sends, and the completed view reports on the quality", async ({
  page,
  request,
}) => {
  // Signed in: visitors share one address's translations of the day, which the other specs spend.
  await page.goto("/");
  await signIn(page, (await registeredAccount(request, "estimate")).token);
  const translate = await upload(page, { name: "estimate-report.srt", content: TWO_CUES });

  // "Good morning." and "See you tomorrow.": 13 + 17 characters, nothing in the cache yet.
  const estimate = page.getByTestId("estimate");
  await expect(estimate.getByTestId("estimate-characters")).toHaveText("30");
  await expect(estimate.getByTestId("estimate-cached")).toHaveText("0");
  expect(await seriousViolations(page)).toEqual([]);

  await translate.start();
  await expect(translate.downloadButton).toBeVisible();
  const report = page.getByTestId("quality-report");
  await expect(report).toBeVisible();
  await expect(report.getByTestId("report-translated")).toHaveText("2");
  await expect(report.getByTestId("report-untranslated")).toHaveText("0");
  await expect(page.getByTestId("retry-failed")).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});
