import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { parseSubtitle } from "@shared/subtitles";
import { seriousViolations } from "./axe";
import { collectConsoleProblems } from "./console";
import { deviceRows } from "./device-store";
import { HistoryPage } from "./page-models/history-page";
import { upload, whenOfflineReady } from "./translate-flow";

// Issue 39 item 8: the browser's own translator as a fourth service. The test browser has no model, so a stand-in
// of the Translator API's shape (availability, create with a download monitor, translate, destroy) is installed
// before the app loads. A visitor: nothing of it reaches the server, so no file of the day is spent.

const EPISODE = `1
00:00:01,000 --> 00:00:03,000
<i>Good morning, Winterfell.</i>

2
00:00:04,000 --> 00:00:05,500
I was thinking that we could

3
00:00:05,700 --> 00:00:07,000
go to the market tomorrow.

4
00:00:08,000 --> 00:00:10,000
♪ Hush little baby ♪
`;

/** The stand-in: en → fr to download, a model arriving in four steps, each text marked as the device's. */
function installTranslator(page: Page) {
  return page.addInitScript(() => {
    const calls: string[] = [];
    const w = window as unknown as Record<string, unknown>;
    w.__translatorCalls = calls;
    w.Translator = {
      async availability({
        sourceLanguage,
        targetLanguage,
      }: {
        sourceLanguage: string;
        targetLanguage: string;
      }) {
        return sourceLanguage === "en" && targetLanguage === "fr" ? "downloadable" : "unavailable";
      },
      async create(options: {
        sourceLanguage: string;
        targetLanguage: string;
        monitor?: (monitor: EventTarget) => void;
      }) {
        // As Chrome: a model to download needs the user's gesture.
        if (!navigator.userActivation.isActive)
          throw new DOMException("needs a user gesture", "NotAllowedError");
        calls.push(`create ${options.sourceLanguage}>${options.targetLanguage}`);
        const monitor = new EventTarget();
        options.monitor?.(monitor);
        for (const loaded of [0, 0.25, 0.5, 0.75, 1]) {
          await new Promise((resolve) => setTimeout(resolve, 300));
          monitor.dispatchEvent(Object.assign(new Event("downloadprogress"), { loaded }));
        }
        return {
          async translate(text: string) {
            calls.push(text);
            return `[device] ${text}`;
          },
          destroy() {
            calls.push("destroy");
          },
        };
      },
    };
  });
}

test("offline, a file is translated on the device, exported and kept in the history", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  // Offline, the browser reports the requests other parts of the app try (the history's sync): nothing else.
  const problems = collectConsoleProblems(page, {
    expected: (_url, text) => text.includes("net::ERR_INTERNET_DISCONNECTED"),
  });
  await installTranslator(page);
  await whenOfflineReady(page);
  const translate = await upload(page, { name: "winter.srt", content: EPISODE });
  const device = page.getByTestId("service-device");
  await expect(device).toBeVisible();
  await expect(device).toHaveAttribute("data-availability", "downloadable");
  await expect(page.getByTestId("service-device-download")).toBeVisible();
  expect(await seriousViolations(page), "the setup view with the device's card").toEqual([]);
  // A pair the browser cannot translate has no card.
  await translate.targetLanguage.selectOption("de");
  await expect(device).toHaveCount(0);
  await translate.targetLanguage.selectOption("fr");
  await expect(device).toBeVisible();

  await context.setOffline(true);
  await device.click();
  await expect(page.getByTestId("device-note")).toBeVisible();
  expect(await seriousViolations(page), "the setup view, the device's card chosen").toEqual([]);
  await page.getByTestId("glossary-panel").locator("summary").click();
  await page.getByTestId("glossary-series").fill("Winter");
  await page.getByTestId("glossary-new-source").fill("Winterfell");
  await page.getByTestId("glossary-new-target").fill("Hiverfell");
  await page.getByTestId("glossary-new-target").press("Enter");
  await translate.start();

  // The model's download, then the texts: three sent (the lyrics never), the sentence over cues 2–3 as one.
  await expect(page.getByTestId("device-progress")).toHaveAttribute("data-phase", "downloading");
  await expect(page.getByTestId("device-download-percent")).not.toHaveText(/^0/);
  await expect(translate.downloadButton).toBeVisible({ timeout: 20_000 });
  const calls =
    (await page.evaluate(() => (window as unknown as { __translatorCalls: string[] }).__translatorCalls)) ??
    [];
  expect(calls[0]).toBe("create en>fr");
  const sent = calls.slice(1, -1);
  expect(sent).toHaveLength(2);
  expect(sent).toContain("I was thinking that we could go to the market tomorrow.");
  expect(sent.join(" ")).not.toMatch(/Hush|Winterfell|<i>/);
  expect(calls.at(-1)).toBe("destroy");
  await expect(page.getByTestId("quality-report")).toBeVisible();
  await expect(page.getByTestId("report-translated")).toHaveText("3");

  const download = await translate.download("srt");
  expect(download.suggestedFilename()).toBe("winter.fr.srt");
  const exported = parseSubtitle(await readFile(await download.path()));
  expect(exported.cues.map((cue) => [cue.start, cue.end])).toEqual(
    parseSubtitle(EPISODE).cues.map((cue) => [cue.start, cue.end]),
  );
  expect(exported.cues[0]?.text).toBe("<i>[device] Good morning, Hiverfell.</i>");
  expect(exported.cues[3]?.text).toBe("♪ Hush little baby ♪");

  // Kept as the device's own entry, never the server's.
  const history = new HistoryPage(page);
  await history.open();
  const item = history.item("winter.srt");
  await expect(item).toBeVisible();
  await expect(item.getByTestId("history-review")).toHaveCount(0);
  expect(await deviceRows(page, "history", ["on_server", "has_result"])).toEqual([
    { on_server: false, has_result: true },
  ]);
  const again = await history.download("winter.srt", "vtt");
  expect(again.suggestedFilename()).toBe("winter.fr.vtt");
  await context.setOffline(false);
  expect(problems).toEqual([]);
});

test("without the browser's translator there is no device card, and nothing is logged", async ({ page }) => {
  // As in Firefox and Safari: the test's Chromium ships the API itself, taken away before the app loads.
  await page.addInitScript(() => {
    delete (window as unknown as Record<string, unknown>).Translator;
  });
  const problems = collectConsoleProblems(page, { warnings: true });
  await upload(page, { name: "plain.srt", content: EPISODE });
  await expect(page.getByTestId("service-mymemory")).toBeVisible();
  expect(await page.evaluate(() => "Translator" in window)).toBe(false);
  // The setup view would have asked by now (availability is asynchronous): give it that time, then look.
  await page.waitForTimeout(500);
  await expect(page.getByTestId("service-device")).toHaveCount(0);
  expect(problems).toEqual([]);
});
