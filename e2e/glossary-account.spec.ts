import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { registeredAccount, signIn } from "./account";
import { clearDeviceStore, deviceRows } from "./device-store";
import { upload } from "./translate-flow";

// Issue 39 item 1: a signed-in user's glossary is kept with the account. A term added in the setup view is stored
// by the server (PUT /glossary); once the device has forgotten its copy, the reload reads it back from the server
// (GET /glossary?series=), and the job uses the server's glossary by the series' name, with no term sent inline.
const EPISODE = `1
00:00:01,000 --> 00:00:03,000
Welcome to Winterfell.

2
00:00:04,000 --> 00:00:06,000
Winter is coming to Winterfell.
`;

test("an account's glossary is kept on the server: read back after the device forgot it, and used by the job", async ({
  page,
  request,
}) => {
  await page.goto("/");
  await signIn(page, (await registeredAccount(request, "glossary-account")).token);
  const translate = await upload(page, { name: "thrones-s01e02.srt", content: EPISODE });

  const panel = page.getByTestId("glossary-panel");
  await panel.locator("summary").click();
  await page.getByTestId("glossary-series").fill("Thrones");
  // Said where it is kept (in French, the browser's language here).
  await expect(page.getByTestId("glossary-kept")).toHaveAttribute("data-kept", "account");
  await expect(page.getByTestId("glossary-kept")).toContainText("Gardés avec votre compte");
  const saved = page.waitForResponse(
    (response) => response.url().includes("/api/v1/glossary") && response.request().method() === "PUT",
  );
  await page.getByTestId("glossary-new-source").fill("Winterfell");
  await page.getByTestId("glossary-new-target").fill("Hiverfell");
  await page.getByTestId("glossary-new-target").press("Enter");
  expect((await saved).status()).toBe(200);
  await expect(page.getByTestId("glossary-unsent")).toHaveCount(0);

  // The device forgets its copy: what comes back after the reload can only be the server's.
  await clearDeviceStore(page, "accountGlossaries");
  expect(await deviceRows(page, "accountGlossaries", ["series"])).toEqual([]);
  const read = page.waitForResponse(
    (response) =>
      response.url().includes("/api/v1/glossary?series=Thrones") && response.request().method() === "GET",
  );
  await page.reload();
  expect((await read).status()).toBe(200);
  await panel.locator("summary").click();
  await expect(panel.getByRole("textbox", { name: /Winterfell/ })).toHaveValue("Hiverfell");
  await expect(panel.locator("summary")).toContainText("1");

  const reports: string[] = [];
  page.on("request", (sent) => {
    if (sent.url().includes("/api/v1/translate/report/")) reports.push(sent.url());
  });
  const started = page.waitForRequest((sent) => sent.url().includes("/api/v1/translate/start?"));
  await translate.start();
  const body = (await started).postDataJSON() as { series?: string; glossary?: unknown };
  // The series names the server's glossary; the device sends no term of it.
  expect(body.series).toBe("Thrones");
  expect(body.glossary).toBeUndefined();
  await expect(translate.downloadButton).toBeVisible();
  const exported = await readFile(await (await translate.download("srt")).path(), "utf8");
  expect(exported).toContain("[fr] Welcome to Hiverfell.");
  expect(exported).toContain("[fr] Winter is coming to Hiverfell.");
  // The finished view's quality report and the review grid read one report, asked for once, and not again when
  // the view comes back from another page of the app (before: a second GET by the quality report's own query).
  await expect(page.getByTestId("quality-report")).toBeVisible();
  await expect(page.getByTestId("review-panel")).toBeVisible();
  await page.locator('footer a[href="/history"]').click();
  await expect(page).toHaveURL(/\/history$/);
  await page.goBack();
  await expect(page.getByTestId("quality-report")).toBeVisible();
  await expect(page.getByTestId("review-panel")).toBeVisible();
  // A refetch would leave on mount: the time for one to show.
  await page.waitForTimeout(1500);
  expect(reports).toHaveLength(1);
});
