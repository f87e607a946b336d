import { execFileSync } from "node:child_process";
import { expect, test } from "@playwright/test";
import { registeredAccount, signIn } from "./account";

// The controls are named in English: a first visit with an English browser gets the English interface.
test.use({ locale: "en-US", permissions: ["clipboard-read", "clipboard-write"] });

/** The support command gives the account Pro on the app's database, as it does for a customer without a checkout. */
function makePro(email: string): void {
  execFileSync(process.execPath, ["cli/polysub.mjs", "admin", "set-plan", email, "pro"], {
    env: { ...process.env, DATA_DIR: ".e2e-data", LOG_LEVEL: "silent" },
    stdio: "pipe",
  });
}

test("a Pro account creates an API key, sees it once, the key works, then is revoked", async ({
  page,
  request,
}) => {
  const account = await registeredAccount(request, "keys");
  makePro(account.email);
  await page.goto("/");
  await signIn(page, account.token);
  await page.goto("/profile?section=security");

  const keys = page.getByTestId("api-keys");
  await expect(keys.getByText("No API key yet.")).toBeVisible();
  await keys.getByTestId("api-key-name").fill("Nightly batch");
  await keys.getByTestId("create-api-key").click();

  // Shown once, with a copy button that puts exactly the key on the clipboard.
  const shown = keys.getByTestId("new-api-key-value");
  await expect(shown).toHaveText(/^psk_[\w-]{43}$/);
  const key = (await shown.textContent()) ?? "";
  await keys.getByRole("button", { name: "Copy" }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await expect(keys.getByTestId("api-key")).toHaveCount(1);
  await expect(keys.getByTestId("api-key")).toContainText("Nightly batch");
  await expect(keys.getByTestId("api-key")).toContainText("never used");

  // The key is a credential of its own: no device id, no session.
  const me = await request.get("/api/v1/auth/me", { headers: { Authorization: `Bearer ${key}` } });
  expect(me.status()).toBe(200);
  expect(((await me.json()) as { email: string }).email).toBe(account.email);

  // Listed again after a reload: its name and last use, never the key itself.
  await page.reload();
  await expect(keys.getByTestId("api-key")).toContainText("last used");
  await expect(keys.getByTestId("new-api-key")).toHaveCount(0);
  await expect(page.getByText(key)).toHaveCount(0);

  await keys.getByTestId("revoke-api-key").click();
  const dialog = page.getByTestId("revoke-api-key-dialog");
  await expect(dialog).toContainText("Nightly batch");
  await dialog.getByTestId("confirm-revoke-api-key").click();
  await expect(keys.getByTestId("api-key")).toHaveCount(0);
  await expect(keys.getByText("No API key yet.")).toBeVisible();
  const revoked = await request.get("/api/v1/auth/me", { headers: { Authorization: `Bearer ${key}` } });
  expect(revoked.status()).toBe(401);
  expect(((await revoked.json()) as { code: string }).code).toBe("api_key_invalid");
});

test("an account not on Pro is told keys come with Pro", async ({ page, request }) => {
  const account = await registeredAccount(request, "no-keys");
  await page.goto("/");
  await signIn(page, account.token);
  await page.goto("/profile?section=security");
  const keys = page.getByTestId("api-keys");
  await expect(keys.getByTestId("api-keys-pro-only")).toBeVisible();
  await expect(keys.getByTestId("create-api-key")).toHaveCount(0);
  await keys.getByRole("link", { name: "See plans" }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});
