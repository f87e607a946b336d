import { expect, type Page, test } from "@playwright/test";
import { registeredAccount, signIn } from "./account";
import { seriousViolations } from "./axe";
import { outboxMails } from "./outbox";

/** The open request form's fields, by their names. */
const field = (page: Page, name: "name" | "email" | "details" | "confirm") =>
  page.getByTestId("gdpr-request-form").locator(`[name="${name}"]`);
const submit = (page: Page) => page.getByTestId("gdpr-request-form").locator("button[type=submit]");

test("a visitor's objection, sent from the GDPR page, reaches the data protection contact and is acknowledged", async ({
  page,
  request,
}) => {
  const { privacy_email } = (await (await request.get("/api/v1/contact/info")).json()) as {
    privacy_email: string;
  };
  // An address of this run's own: the outbox is shared with the other specs and kept across a retry.
  const sender = `lea-${Date.now()}@example.org`;
  await page.goto("/legal/gdpr");
  await expect(page.getByTestId("gdpr-requests").getByRole("button")).toHaveCount(5);

  await page.getByTestId("gdpr-objection").click();
  await expect(field(page, "name")).toBeVisible();
  expect(await seriousViolations(page), "axe, with the form open").toEqual([]);
  await field(page, "name").fill("Léa Moreau");
  await field(page, "email").fill(sender);
  await field(page, "details").fill("The newsletter statistics");
  // The requester confirms the data is theirs before anything is sent.
  await expect(submit(page)).toBeDisabled();
  await field(page, "confirm").check();
  await submit(page).click();
  await expect(page.getByTestId("gdpr-request-sent")).toContainText(sender);

  const notice = `[GDPR/objection] request from ${sender}`;
  await expect.poll(async () => (await outboxMails()).filter((mail) => mail.includes(notice)).length).toBe(1);
  const staff = (await outboxMails()).find((mail) => mail.includes(notice));
  expect(staff).toMatch(new RegExp(`^To: ${privacy_email.replace(/[.]/g, "\\.")}`, "m"));
  const toSender = new RegExp(`^To: ${sender.replace(/[.]/g, "\\.")}`, "m");
  await expect.poll(async () => (await outboxMails()).filter((mail) => toSender.test(mail)).length).toBe(1);
});

test("a signed-in user's request is prefilled, says when it fails, and leads to the profile's data download", async ({
  page,
  request,
}) => {
  const { token, email } = await registeredAccount(request, "gdpr");
  await page.goto("/help");
  await signIn(page, token);
  await page.goto("/legal/gdpr");
  await page.getByTestId("gdpr-access").click();
  await expect(field(page, "email")).toHaveValue(email);
  await expect(field(page, "name")).toHaveValue("gdpr");

  // A refusal (too many requests from this address) shows in the form, which keeps what was typed.
  await page.route("**/api/v1/contact/gdpr", (route) =>
    route.fulfill({ status: 429, json: { code: "rate_limited", detail: "Too many requests" } }),
  );
  await field(page, "confirm").check();
  await submit(page).click();
  await expect(page.getByTestId("gdpr-request-form").getByRole("alert")).toBeVisible();
  await expect(field(page, "email")).toHaveValue(email);

  await page.getByTestId("gdpr-shortcut").getByRole("link").click();
  await expect(page).toHaveURL(/\/profile\?section=security$/);
  await expect(page.getByTestId("danger-zone")).toBeVisible();
});
