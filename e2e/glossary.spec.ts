import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { registeredAccount, signIn } from "./account";
import { upload } from "./translate-flow";

// Issue 39 item 1: a glossary made in the setup view (a recurring name offered by the file, a term typed, a CSV
// imported) and used by the job. Signed in: visitors share one address's translations of the day, which the other
// specs spend; an account's glossary is kept on the server (glossary-account.spec.ts follows it there).
const EPISODE = `1
00:00:01,000 --> 00:00:03,000
Where is Jon Snow?

2
00:00:04,000 --> 00:00:06,000
I saw Jon Snow at Winterfell.

3
00:00:07,000 --> 00:00:09,000
The Night's Watch needs Jon Snow.
`;

test("a glossary made on the device is used by the translation", async ({ page, request }) => {
  await page.goto("/");
  await signIn(page, (await registeredAccount(request, "glossary")).token);
  const translate = await upload(page, { name: "thrones-s01e01.srt", content: EPISODE });

  const panel = page.getByTestId("glossary-panel");
  await panel.locator("summary").click();
  await page.getByTestId("glossary-series").fill("Thrones");
  // The file's recurring name, one click away; then its translation changed.
  await panel.getByRole("button", { name: /Jon Snow/ }).click();
  await panel.getByRole("textbox", { name: /Jon Snow/ }).fill("Jean Neige");
  await page.getByTestId("glossary-new-source").fill("Winterfell");
  await page.getByTestId("glossary-new-target").fill("Hiverfell");
  await page.getByTestId("glossary-new-target").press("Enter");
  await page.getByTestId("glossary-import").setInputFiles({
    name: "thrones.csv",
    mimeType: "text/csv",
    buffer: Buffer.from('source,target\r\n"Night\'s Watch","Garde de Nuit"\r\n', "utf8"),
  });
  await expect(panel.locator("summary")).toContainText("3");

  await translate.start();
  await expect(translate.downloadButton).toBeVisible();
  const exported = await readFile(await (await translate.download("srt")).path(), "utf8");
  expect(exported).toContain("[fr] Where is Jean Neige?");
  expect(exported).toContain("[fr] I saw Jean Neige at Hiverfell.");
  expect(exported).toContain("[fr] The Garde de Nuit needs Jean Neige.");
});
