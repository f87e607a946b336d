import type { Locator, Page } from "@playwright/test";

/** /register as a person fills it in. */
export class RegisterPage {
  readonly form: Locator;
  readonly pending: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByTestId("register-form");
    this.pending = page.getByTestId("verify-pending");
  }

  async open(): Promise<void> {
    await this.page.goto("/register");
  }

  async register(account: { name: string; email: string; password: string }): Promise<void> {
    await this.form.locator("input[name=name]").fill(account.name);
    await this.form.locator("input[name=email]").fill(account.email);
    await this.form.locator("input[name=new-password]").fill(account.password);
    await this.form.locator("input[name=confirm-password]").fill(account.password);
    await this.form.locator("input[name=terms]").check();
    await this.form.locator("button[type=submit]").click();
  }
}

/** /login, with the second step that appears when the account has two-factor on. */
export class LoginPage {
  readonly form: Locator;
  readonly codeField: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByTestId("login-form");
    this.codeField = page.getByTestId("totp-code");
  }

  async open(): Promise<void> {
    await this.page.goto("/login");
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.form.locator("input[name=email]").fill(email);
    await this.form.locator("input[name=password]").fill(password);
    await this.form.locator("button[type=submit]").click();
  }

  async enterCode(code: string): Promise<void> {
    await this.codeField.fill(code);
    await this.form.locator("button[type=submit]").click();
  }
}
