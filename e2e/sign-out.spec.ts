import { expect, type Page, test } from "@playwright/test";
import { apiToken, registeredCredentials } from "./account";
import { deviceRows } from "./device-store";
import { AccountPage } from "./page-models/account-page";
import { LoginPage } from "./page-models/auth-pages";
import { HistoryPage } from "./page-models/history-page";
import { HomePage } from "./page-models/home-page";
import { TWO_CUES, whenOfflineReady } from "./translate-flow";

/** The account translates a file on another device, through the API: its history reaches this one by the sync. */
async function translateElsewhere(page: Page, token: string, filename: string): Promise<void> {
  const headers = { Authorization: `Bearer ${token}`, "X-Device-Id": crypto.randomUUID() };
  const uploaded = await page.request.post("/api/v1/files/upload", {
    headers,
    multipart: { file: { name: filename, mimeType: "text/plain", buffer: Buffer.from(TWO_CUES) } },
  });
  expect(uploaded.ok()).toBe(true);
  const { file_id } = (await uploaded.json()) as { file_id: string };
  const started = await page.request.post(`/api/v1/translate/start?file_id=${file_id}`, {
    headers,
    data: { source_language: "en", target_language: "fr", service: "mymemory" },
  });
  expect(started.ok()).toBe(true);
  const { job_id } = (await started.json()) as { job_id: string };
  await expect
    .poll(async () => {
      const status = await page.request.get(`/api/v1/translate/status/${job_id}`, { headers });
      return ((await status.json()) as { status: string }).status;
    })
    .toBe("completed");
}

test("signing out removes the account's rows from the device and keeps the visitor's", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  // The visitor's own work: a file checked on this device while offline (it spends no translation of the day,
  // which visitors share per address).
  await whenOfflineReady(page);
  await context.setOffline(true);
  const home = new HomePage(page);
  await home.open();
  await home.chooseGeneratedFile("visitor.srt", TWO_CUES);
  await expect(home.fileCard).toContainText("visitor.srt");
  await context.setOffline(false);

  const account = await registeredCredentials(request, "sign-out");
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(account.email, account.password);
  await expect(page.getByTestId("my-account")).toBeVisible();
  await translateElsewhere(page, await apiToken(request, account), "elsewhere.srt");

  // The account's history comes to this device, with the result kept for offline use.
  const history = new HistoryPage(page);
  await history.open();
  await expect(history.item("elsewhere.srt")).toBeVisible();
  await history.synced();
  await expect.poll(async () => (await deviceRows(page, "results", ["job_id"])).length).toBe(1);
  const userId = (await deviceRows(page, "kv", ["key", "value"])).find((row) => row.key === "account")?.value;
  expect(userId).toBeTruthy();
  expect(await deviceRows(page, "history", ["account"])).toEqual([{ account: userId }]);

  const profile = new AccountPage(page);
  await page.goto("/profile");
  await profile.signOut();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => deviceRows(page, "history", ["job_id"])).toEqual([]);
  expect(await deviceRows(page, "results", ["job_id"])).toEqual([]);
  expect(await deviceRows(page, "kv", ["key"])).not.toContainEqual({ key: "account" });
  expect(await deviceRows(page, "files", ["filename", "account"])).toEqual([
    { filename: "visitor.srt", account: "" },
  ]);

  // The next person sees the visitor's file, and no history.
  await home.open();
  await expect(home.fileCard).toContainText("visitor.srt");
  await history.open();
  await expect(history.empty).toBeVisible();
});
