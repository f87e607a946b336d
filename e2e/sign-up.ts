import { expect, type Page } from "@playwright/test";
import { linkFromOutbox } from "./outbox";
import { LoginPage, RegisterPage } from "./page-models/auth-pages";

export interface NewAccount {
  name: string;
  email: string;
  password: string;
}

/** A person's first visit: registers, follows the verification link of the outbox's mail, signs in. */
export async function signUpAndSignIn(page: Page, account: NewAccount): Promise<LoginPage> {
  const register = new RegisterPage(page);
  await register.open();
  await register.register(account);
  await expect(register.pending).toContainText(account.email);

  await page.goto(await linkFromOutbox(account.email, "verify_email", "/verify-email"));
  await expect(page.getByTestId("verify-success")).toContainText(account.email);

  const login = new LoginPage(page);
  await login.open();
  await login.signIn(account.email, account.password);
  await expect(page).toHaveURL(/\/$/);
  return login;
}
