import { expect, test } from "@playwright/test";
import { linkFromOutbox } from "./outbox";
import { AccountPage } from "./page-models/account-page";
import { LoginPage } from "./page-models/auth-pages";
import { signUpAndSignIn } from "./sign-up";
import { currentTotpStep, totpForStep } from "./totp";

const password = "Quiet-Harbour-47-Lanterns";

// The page models name the controls in English: a first visit with an English browser gets the English interface.
test.use({ locale: "en-US" });

test("register, verify from the outbox, sign in, turn on two-factor, sign in with a code, revoke the other session", async ({
  page,
  request,
}) => {
  // Two sign-ins and a registration, each hashing a password: over a minute when both cores are busy.
  test.setTimeout(120_000);
  const email = `ada-${Date.now()}@example.com`;
  const login = await signUpAndSignIn(page, { name: "Ada Lovelace", email, password });

  const account = new AccountPage(page);
  await account.openSecurity();
  const secret = await account.startTwoFactor(password);
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const enableStep = currentTotpStep();
  await account.confirmTwoFactor(totpForStep(secret, enableStep));
  const backupCodes = await account.saveBackupCodes();
  expect(backupCodes).toHaveLength(10);
  await expect(account.twoFactorToggle).toBeChecked();

  await account.signOut();
  await expect(page).toHaveURL(/\/login$/);

  await login.signIn(email, password);
  await expect(login.codeField).toBeVisible();
  // The first code's step is spent: the step after it (accepted a step early), or now's once the clock is past it.
  await login.enterCode(totpForStep(secret, Math.max(enableStep + 1, currentTotpStep())));
  await expect(page.getByTestId("my-account")).toBeVisible();

  // A second device signs in with a backup code; the security page lists it and signs it out.
  const deviceId = crypto.randomUUID();
  const other = await request.post("/api/v1/auth/login", {
    headers: { "X-Device-Id": deviceId },
    form: { username: email, password, totp_code: backupCodes[0] ?? "" },
  });
  expect(other.ok()).toBe(true);
  const otherToken = ((await other.json()) as { access_token: string }).access_token;

  await account.openSecurity();
  await expect(account.sessions).toHaveCount(2);
  await account.revokeOtherSession();
  await expect(account.sessions).toHaveCount(1);

  const revoked = await request.get("/api/v1/auth/me", {
    headers: { Authorization: `Bearer ${otherToken}` },
  });
  expect(revoked.status()).toBe(401);
});

test("change the email: the current password, pending until the link mailed to the new address is opened", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = `grace-${Date.now()}@example.com`;
  const newEmail = `grace.new-${Date.now()}@example.com`;
  await signUpAndSignIn(page, { name: "Grace Hopper", email, password });

  const account = new AccountPage(page);
  await account.openSection("profile");
  await account.changeEmail(newEmail, password);
  await expect(account.emailChangePending).toContainText(`Pending: confirm at ${newEmail}`);
  await expect(page.getByTestId("profile-form").getByLabel("Email", { exact: true })).toHaveValue(email);

  await page.goto(await linkFromOutbox(newEmail, "email_change_confirm", "/confirm-email"));
  await expect(page.getByTestId("confirm-email-changed")).toContainText(newEmail);
  await page.getByRole("link", { name: "Open my profile" }).click();
  await expect(page.getByTestId("profile-form").getByLabel("Email", { exact: true })).toHaveValue(newEmail);
  await expect(account.emailChangePending).toHaveCount(0);
});

test("the link to the new address, opened on another device, asks to sign in to the account that asked, then changes it", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = `katherine-${Date.now()}@example.com`;
  const newEmail = `katherine.new-${Date.now()}@example.com`;
  await signUpAndSignIn(page, { name: "Katherine Johnson", email, password });
  const account = new AccountPage(page);
  await account.openSection("profile");
  await account.changeEmail(newEmail, password);
  await expect(account.emailChangePending).toContainText(`Pending: confirm at ${newEmail}`);

  // The phone that reads the mail is signed out: nothing changes until the account signs in there.
  const phone = await browser.newPage({ locale: "en-US" });
  await phone.goto(await linkFromOutbox(newEmail, "email_change_confirm", "/confirm-email"));
  await expect(phone.getByTestId("confirm-email-sign-in")).toBeVisible();
  await phone.getByRole("link", { name: "Sign in" }).click();
  await new LoginPage(phone).signIn(email, password);
  await expect(phone.getByTestId("confirm-email-changed")).toContainText(newEmail);
  await phone.close();
});
