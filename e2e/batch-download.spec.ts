import { readFile } from "node:fs/promises";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { parseSubtitle } from "@shared/subtitles";
import { strFromU8, unzipSync } from "fflate";
import { registeredAccount, signIn } from "./account";
import { seriousViolations } from "./axe";
import { HistoryPage } from "./page-models/history-page";
import { TWO_CUES, whenOfflineReady } from "./translate-flow";

/** A finished job of the account's, made through the API as a script would (upload, start, poll). */
async function finishedJob(request: APIRequestContext, token: string, name: string, target: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const uploaded = await request.post("/api/v1/files/upload", {
    headers,
    multipart: { file: { name, mimeType: "application/x-subrip", buffer: Buffer.from(TWO_CUES) } },
  });
  expect(uploaded.status()).toBe(201);
  const { file_id } = (await uploaded.json()) as { file_id: string };
  const started = await request.post(`/api/v1/translate/start?file_id=${file_id}`, {
    headers,
    data: { source_language: "en", target_language: target, service: "mymemory" },
  });
  expect(started.status()).toBe(201);
  const { job_id } = (await started.json()) as { job_id: string };
  await expect
    .poll(
      async () =>
        (
          (await (await request.get(`/api/v1/translate/status/${job_id}`, { headers })).json()) as {
            status: string;
          }
        ).status,
    )
    .toBe("completed");
}

/** Two lines of dialogue and a sound description. */
const WITH_SOUND = `${TWO_CUES}
3
00:00:07,000 --> 00:00:09,000
[door slams]
`;

async function zipEntries(path: string): Promise<Record<string, string>> {
  const entries = unzipSync(new Uint8Array(await readFile(path)));
  return Object.fromEntries(Object.entries(entries).map(([name, bytes]) => [name, strFromU8(bytes)]));
}

test("history: finished jobs chosen with 'select all' download as one zip, from the server and offline from the device", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { token } = await registeredAccount(request, "batch");
  await finishedJob(request, token, "pilot.en.srt", "fr");
  await finishedJob(request, token, "pilot.en.srt", "de");
  await finishedJob(request, token, "pilot.srt", "fr");

  await whenOfflineReady(page);
  await signIn(page, token);
  const history = new HistoryPage(page);
  await history.open();
  await expect(history.items).toHaveCount(3);
  await history.synced();
  expect(await seriousViolations(page)).toEqual([]);

  const online = await history.downloadAll("vtt");
  expect(online.suggestedFilename()).toBe("polysub-translations.zip");
  const fromServer = await zipEntries(await online.path());
  expect(Object.keys(fromServer).sort()).toEqual(["pilot-2.fr.vtt", "pilot.de.vtt", "pilot.fr.vtt"]);
  for (const content of Object.values(fromServer)) expect(parseSubtitle(content).cues).toHaveLength(2);
  expect(await seriousViolations(page)).toEqual([]);

  // Offline the same choice is zipped on the device from the kept results, with the same names and texts.
  await page.context().setOffline(true);
  await page.reload();
  await expect(history.items).toHaveCount(3);
  const offline = await history.downloadAll("vtt");
  const fromDevice = await zipEntries(await offline.path());
  expect(fromDevice).toEqual(fromServer);
  await page.context().setOffline(false);
});

test("many files × many languages: within the free plan's 5 files a day, 2 files into French and German queue 4 jobs, followed and zipped", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { token } = await registeredAccount(request, "season");
  await page.goto("/");
  await signIn(page, token);
  await page.goto("/");
  // The prerendered page shows the session once hydrated: a click before then may land in React's replay.
  await expect(page.getByTestId("my-account")).toBeVisible();
  await page.getByTestId("many-files-link").click();
  await expect(page).toHaveURL(/\/batch$/);
  const episodes = ["s01e01.en.srt", "s01e02.en.srt", "s01e03.en.srt"];
  await page
    .getByTestId("batch-files")
    .setInputFiles(
      episodes.map((name) => ({ name, mimeType: "application/x-subrip", buffer: Buffer.from(WITH_SOUND) })),
    );
  await expect(page.locator('[data-testid="batch-file"][data-state="sent"]')).toHaveCount(3);
  await page.getByTestId("batch-source").selectOption("en");
  await page.getByTestId("batch-service").selectOption("mymemory");
  await page.getByTestId("batch-target-fr").check();
  await page.getByTestId("batch-target-de").check();
  // 3 × 2 = 6 jobs is more than a new account's 5 files a day: said before Start, which waits.
  await expect(page.getByTestId("batch-count")).toContainText("6");
  await expect(page.getByRole("alert")).toBeVisible();
  await expect(page.getByTestId("batch-start")).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId("batch-file").filter({ hasText: "s01e03" }).getByRole("button").click();
  await expect(page.getByTestId("batch-count")).toContainText("4");
  // An option of the single setup, here for every job: sound descriptions kept in the original language.
  await page.getByTestId("more-options").click();
  await page.getByTestId("sound-descriptions").selectOption("keep");
  const started = page.waitForRequest((sent) => sent.url().includes("/api/v1/translate/start-batch"));
  await page.getByTestId("batch-start").click();
  expect((await started).postDataJSON()).toMatchObject({
    sound_descriptions: "keep",
    collapse_rolling: true,
  });

  const jobs = page.getByTestId("batch-job");
  await expect(jobs).toHaveCount(4);
  await expect(page.locator('[data-testid="batch-job"][data-status="completed"]')).toHaveCount(4, {
    timeout: 60_000,
  });
  expect(await seriousViolations(page)).toEqual([]);
  // A reload keeps the tab's batch on screen.
  await page.reload();
  await expect(page.locator('[data-testid="batch-job"][data-status="completed"]')).toHaveCount(4);
  const download = page.waitForEvent("download");
  await page.getByTestId("batch-download-all").click();
  const entries = await zipEntries(await (await download).path());
  expect(Object.keys(entries).sort()).toEqual([
    "s01e01.de.srt",
    "s01e01.fr.srt",
    "s01e02.de.srt",
    "s01e02.fr.srt",
  ]);
  expect(entries["s01e02.de.srt"]).toContain("[de] Good morning.");
  // Each job kept the sound description as it was written (not sent), where it would have been translated.
  for (const content of Object.values(entries))
    expect(parseSubtitle(content).cues[2]?.text).toBe("[door slams]");
  // The batch's jobs are in the history like single ones.
  await page.goto("/history");
  await expect(page.getByTestId("history-item")).toHaveCount(4);
});
