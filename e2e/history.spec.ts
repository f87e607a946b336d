import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { parseSubtitle } from "@shared/subtitles";
import { EVENING_WALK } from "./fixture-files";
import { outboxMails } from "./outbox";
import { ContactPage } from "./page-models/contact-page";
import { HistoryPage } from "./page-models/history-page";
import { TWO_CUES, translateFile, upload, whenOfflineReady } from "./translate-flow";

// The assertions read French figures ("100,0 %"): French whatever the first-visit language rule picks.
test.use({ locale: "fr-FR" });

test("keeps every translation: found again in /history after 'translate another', downloads, deletes, clears", async ({
  page,
}) => {
  // Two translations from upload to export, then the history's actions: a minute when both cores are busy.
  test.setTimeout(120_000);
  await translateFile(page, EVENING_WALK);
  await page.getByTestId("translate-another").click();
  await expect(page).toHaveURL(/\/#upload$/);
  await translateFile(page, { name: "second.srt", content: TWO_CUES });

  const history = new HistoryPage(page);
  await history.open();
  await expect(history.items).toHaveCount(2);
  const first = history.item("evening-walk.srt");
  await expect(first).toContainText("100,0");
  await expect(first).toContainText("6 / 6");

  const download = await history.download("evening-walk.srt", "vtt");
  expect(download.suggestedFilename()).toBe("evening-walk.fr.vtt");
  const exported = parseSubtitle(await readFile(await download.path()));
  const source = parseSubtitle(await readFile(EVENING_WALK));
  expect(exported.format).toBe("vtt");
  expect(exported.cues.map(({ start, end }) => [start, end])).toEqual(
    source.cues.map(({ start, end }) => [start, end]),
  );
  await page.keyboard.press("Escape");

  await history.delete("second.srt");
  await expect(history.items).toHaveCount(1);
  await expect.poll(() => history.serverTotal()).toBe(1);
  await page.reload();
  await expect(history.items).toHaveCount(1);

  await history.clearAll();
  await expect(history.empty).toBeVisible();
  await expect.poll(() => history.serverTotal()).toBe(0);
});

test("offline after one visit: the history and a past result's download still work after a reload", async ({
  page,
  context,
}) => {
  await whenOfflineReady(page);
  await translateFile(page, EVENING_WALK);
  const history = new HistoryPage(page);
  await history.open();
  await expect(history.item("evening-walk.srt")).toBeVisible();
  await history.synced();

  await context.setOffline(true);
  await page.reload();
  await expect(history.item("evening-walk.srt")).toContainText("100,0");
  const download = await history.download("evening-walk.srt", "srt");
  expect(download.suggestedFilename()).toBe("evening-walk.fr.srt");
  const exported = parseSubtitle(await readFile(await download.path()));
  expect(exported.cues).toHaveLength(parseSubtitle(await readFile(EVENING_WALK)).cues.length);
  expect(exported.cues[0]?.text).toContain("[fr]");
  await context.setOffline(false);
});

test("a translation started offline waits, then starts by itself when the network returns", async ({
  page,
  context,
}) => {
  const translate = await upload(page, { name: "queued.srt", content: TWO_CUES });
  await context.setOffline(true);
  await translate.start();
  await expect(page.getByTestId("queued-card")).toBeVisible();
  await expect(page.getByTestId("queued-card")).toContainText("queued.srt");

  await context.setOffline(false);
  await expect(translate.downloadButton).toBeVisible();
  await expect(page.getByTestId("queued-card")).toHaveCount(0);
  const history = new HistoryPage(page);
  await history.open();
  await expect(history.item("queued.srt")).toContainText("100,0");
});

test("the contact form's message lands in the outbox, addressed to support", async ({ page }) => {
  const contact = new ContactPage(page);
  await contact.open();
  await expect(contact.faq.locator("details")).toHaveCount(8);

  const subject = `Export question ${Date.now()}`;
  // An address of this run's own: the outbox is shared with the other specs and kept across a retry.
  const sender = `zoe-${Date.now()}@example.org`;
  const header = (name: string) => new RegExp(`^${name}: ${sender.replace(/[.]/g, "\\.")}`, "m");
  const toSender = header("To");
  await contact.send({
    name: "Zoe Martin",
    email: sender,
    category: "technical",
    subject,
    message: "How do I keep italics in SBV?",
  });
  await expect(contact.field("subject")).toHaveValue("");

  // The team's notice (its subject in plain ASCII) and the acknowledgement to the sender, in French.
  const notice = `[Contact/technical] ${subject}`;
  await expect.poll(async () => (await outboxMails()).filter((mail) => mail.includes(notice)).length).toBe(1);
  const staff = (await outboxMails()).find((mail) => mail.includes(notice));
  expect(staff).toMatch(/^To: support@polysub\.test/m);
  expect(staff).toMatch(header("Reply-To"));
  await expect.poll(async () => (await outboxMails()).filter((mail) => toSender.test(mail)).length).toBe(1);
  const ack = (await outboxMails()).find((mail) => toSender.test(mail));
  expect(ack).toMatch(/^Content-Language: fr/m);
  expect(ack).toMatch(/^Reply-To: support@polysub\.test/m);
  await expect(page.getByRole("link", { name: "support@polysub.test" })).toBeVisible();
});
