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
  // Texts of this run only: the translation cache is the server's, and other specs translate the usual fixtures.
  const tag = Math.random().toString(36).slice(2, 8).padEnd(6, "x");
  const content = TWO_CUES.replace("Good morning.", `Good morning ${tag}.`).replace(
    "See you tomorrow.",
    `See you tomorrow ${tag}.`,
  );
  const translate = await upload(page, { name: "estimate-report.srt", content });

  // "Good morning ……." and "See you tomorrow ……." with a 6-letter tag: 20 + 24 characters, none in the cache yet.
  const estimate = page.getByTestId("estimate");
  await expect(estimate.getByTestId("estimate-characters")).toHaveText("44");
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
