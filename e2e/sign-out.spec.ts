import { expect, type Page, test } from "@playwright/test";
import { registeredCredentials } from "./account";
import { deviceRows } from "./device-store";
import { AccountPage } from "./page-models/account-page";
import { LoginPage } from "./page-models/auth-pages";
import { HistoryPage } from "./page-models/history-page";
import { TWO_CUES, translateFile } from "./translate-flow";

/** The files of the jobs the device's history holds, and whose each is ("" for the visitor). */
async function historyRows(page: Page): Promise<[string, string][]> {
  const rows = await deviceRows(page, "history", ["job", "account"]);
  return rows
    .map((row) => [(row.job as { original_filename: string }).original_filename, row.account as string])
    .sort() as [string, string][];
}

test("signing out removes the account's rows from the device and keeps the visitor's", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await translateFile(page, { name: "visitor.srt", content: TWO_CUES });
  // The next upload starts from an empty drop zone.
  await page.getByTestId("translate-another").click();

  const account = await registeredCredentials(request, "sign-out");
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(account.email, account.password);
  await expect(page.getByTestId("my-account")).toBeVisible();
  await translateFile(page, { name: "account.srt", content: TWO_CUES });
  const history = new HistoryPage(page);
  await history.open();
  await expect(history.items).toHaveCount(2);
  await history.synced();
  await expect.poll(async () => (await deviceRows(page, "results", ["job_id"])).length).toBe(2);
  const userId = (await historyRows(page)).find(([name]) => name === "account.srt")?.[1];
  expect(userId).toBeTruthy();
  expect(await historyRows(page)).toEqual([
    ["account.srt", userId],
    ["visitor.srt", ""],
  ]);

  const profile = new AccountPage(page);
  await page.goto("/profile");
  await profile.signOut();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => historyRows(page)).toEqual([["visitor.srt", ""]]);
  expect(await deviceRows(page, "results", ["job_id"])).toHaveLength(1);
  expect(await deviceRows(page, "files", ["filename", "account"])).not.toContainEqual(
    expect.objectContaining({ filename: "account.srt" }),
  );
  expect(await deviceRows(page, "kv", ["key"])).not.toContainEqual({ key: "account" });

  // The visitor's history shows their own translation only, still downloadable.
  await history.open();
  await expect(history.items).toHaveCount(1);
  await expect(history.item("visitor.srt")).toBeVisible();
  const download = await history.download("visitor.srt", "srt");
  expect(download.suggestedFilename()).toBe("visitor.fr.srt");
});
