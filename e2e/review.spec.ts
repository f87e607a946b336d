import { readFile } from "node:fs/promises";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { parseSubtitle } from "@shared/subtitles";
import { premiumAccount, signIn } from "./account";
import { seriousViolations } from "./axe";
import { HistoryPage } from "./page-models/history-page";
import { TranslatePage } from "./page-models/translate-page";
import { translateFile } from "./translate-flow";

// Issue 38 item 4: the review grid of a finished job. Edits are kept on the device and on the server, offline
// ones are sent when the network returns, a re-translation goes through another service of the plan, and both
// are in the downloaded file (written on the device) and in the server's export.

const FOUR_CUES = `1
00:00:01,000 --> 00:00:03,000
Good morning.

2
00:00:04,000 --> 00:00:06,000
See you tomorrow.

3
00:00:07,000 --> 00:00:09,000
<i>Where are you going?</i>

4
00:00:10,000 --> 00:00:12,000
Home, at last.
`;

const row = (page: Page, cue: number): Locator =>
  page.locator(`[data-testid="review-grid"] [data-cue="${cue}"]`);
const translationOf = (page: Page, cue: number) => row(page, cue).getByTestId("review-translation");

/** Edits a cue's translation with the keyboard: focus its row, Enter, type, Ctrl+Enter. */
async function editCue(page: Page, cue: number, text: string): Promise<void> {
  await row(page, cue).focus();
  await page.keyboard.press("Enter");
  const editor = page.getByTestId("review-editor");
  await expect(editor).toBeFocused();
  await editor.fill(text);
  await page.keyboard.press("Control+Enter");
  await expect(editor).toHaveCount(0);
  await expect(translationOf(page, cue)).toHaveText(text);
}

async function downloadedCues(translate: TranslatePage): Promise<string[]> {
  const download = await translate.download("srt");
  const text = await readFile((await download.path()) ?? "", "utf8");
  return parseSubtitle(text).cues.map((cue) => cue.text);
}

async function serverExport(page: Page, token: string, jobId: string): Promise<string[]> {
  const answer = await page.request.post("/api/v1/translate/export", {
    headers: { Authorization: `Bearer ${token}`, "X-Device-Id": crypto.randomUUID() },
    data: { job_id: jobId, format: "srt" },
  });
  expect(answer.status()).toBe(200);
  return parseSubtitle(((await answer.json()) as { content: string }).content).cues.map((cue) => cue.text);
}

test("an edit, a re-translation with DeepL and an offline edit are in the downloads and the server's export", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const { token } = await premiumAccount(request, "review");
  await page.goto("/");
  await signIn(page, token);
  await translateFile(page, { name: "review-four.srt", content: FOUR_CUES });
  const translate = new TranslatePage(page);
  const grid = page.getByTestId("review-grid");
  await expect(grid).toBeVisible();
  await expect(translationOf(page, 0)).toHaveText("[fr] Good morning.");
  await expect(row(page, 2)).toContainText("<i>Where are you going?</i>");
  await expect(row(page, 2)).toContainText("00:00:07,000 → 00:00:09,000");
  await expect(row(page, 0).getByTestId("review-service")).toHaveText("MyMemory");
  const jobId = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open("polysub");
        open.onsuccess = () => {
          const read = open.result.transaction("kv").objectStore("kv").get("currentJobId");
          read.onsuccess = () => resolve((read.result as { value: string }).value);
        };
      }),
  );

  // The keyboard: ↓ moves to the next row, Enter opens the editor, Escape leaves it unchanged.
  await row(page, 0).focus();
  await page.keyboard.press("ArrowDown");
  await expect(row(page, 1)).toBeFocused();
  await page.keyboard.press("Enter");
  await page.getByTestId("review-editor").fill("Not kept");
  await page.keyboard.press("Escape");
  await expect(row(page, 1)).toBeFocused();
  await expect(translationOf(page, 1)).toHaveText("[fr] See you tomorrow.");

  await editCue(page, 0, "Bonjour à tous.");
  // Cue 2 is typed over, then translated again with DeepL: the service's words come back, and say who wrote them.
  await editCue(page, 1, "À demain, peut-être.");
  await expect(row(page, 1).getByTestId("review-service")).not.toHaveText("MyMemory");
  await row(page, 1).getByRole("checkbox").check();
  await page.getByTestId("review-service-choice").selectOption("deepl");
  await page.getByTestId("review-retranslate").click();
  await expect(translationOf(page, 1)).toHaveText("[fr] See you tomorrow.");
  await expect(row(page, 1).getByTestId("review-service")).toHaveText("DeepL");

  expect(await seriousViolations(page)).toEqual([]);

  const downloaded = await downloadedCues(translate);
  expect(downloaded.slice(0, 2)).toEqual(["Bonjour à tous.", "[fr] See you tomorrow."]);
  await expect.poll(() => serverExport(page, token, jobId)).toEqual(downloaded);

  // Offline: the edit is kept on the device and in its download, then reaches the server when the network returns.
  await context.setOffline(true);
  await editCue(page, 3, "Enfin chez nous.");
  const offline = await downloadedCues(translate);
  expect(offline[3]).toBe("Enfin chez nous.");
  expect((await serverExport(page, token, jobId).catch(() => []))[3]).not.toBe("Enfin chez nous.");
  await context.setOffline(false);
  await expect.poll(async () => (await serverExport(page, token, jobId))[3]).toBe("Enfin chez nous.");

  // Opened from the history, the same job shows the same cues.
  const history = new HistoryPage(page);
  await history.open();
  await history.item("review-four.srt").getByTestId("history-review").click();
  await expect(translationOf(page, 0)).toHaveText("Bonjour à tous.");
  await expect(translationOf(page, 3)).toHaveText("Enfin chez nous.");
  await expect(row(page, 1).getByTestId("review-service")).toHaveText("DeepL");
});
