import type { Locator, Page } from "@playwright/test";

/**
 * The /profile area: the profile's plan badge and email change, the security section (two-factor, sessions),
 * sign-out.
 */
export class AccountPage {
  readonly planBadge: Locator;
  readonly twoFactorToggle: Locator;
  readonly secret: Locator;
  readonly backupCodes: Locator;
  readonly sessions: Locator;
  readonly emailChangePending: Locator;

  constructor(readonly page: Page) {
    this.planBadge = page.getByTestId("plan-badge");
    this.twoFactorToggle = page.getByTestId("two-factor-toggle");
    this.secret = page.getByTestId("two-factor-secret");
    this.backupCodes = page.getByTestId("backup-codes");
    this.sessions = page.getByTestId("session");
    this.emailChangePending = page.getByTestId("email-change-pending");
  }

  /** Edits the profile's email and saves it with the current password, which the form asks for once it changed. */
  async changeEmail(email: string, currentPassword: string): Promise<void> {
    const form = this.page.getByTestId("profile-form");
    await this.page.getByTestId("edit-profile").click();
    await form.getByLabel("Email", { exact: true }).fill(email);
    await form.getByLabel("Current password").fill(currentPassword);
    await form.locator("button[type=submit]").click();
  }

  async openSection(section: "profile" | "subscription" | "usage" | "security"): Promise<void> {
    await this.page.getByTestId("my-account").click();
    await this.page.getByTestId(`section-${section}`).click();
  }

  async openSecurity(): Promise<void> {
    await this.openSection("security");
  }

  /** Starts the setup with the password and returns the secret the app would scan. */
  async startTwoFactor(password: string): Promise<string> {
    await this.twoFactorToggle.click();
    const start = this.page.getByTestId("two-factor-start");
    await start.locator("input").fill(password);
    await start.locator("button[type=submit]").click();
    return ((await this.secret.textContent()) ?? "").trim();
  }

  async confirmTwoFactor(code: string): Promise<void> {
    const verify = this.page.getByTestId("two-factor-verify");
    await verify.getByTestId("two-factor-code").fill(code);
    await verify.locator("button[type=submit]").click();
  }

  /** Reveals the backup codes, reads them and closes the modal. */
  async saveBackupCodes(): Promise<string[]> {
    await this.page.getByRole("button", { name: /show the codes/i }).click();
    const codes = (await this.backupCodes.locator("button").allTextContents()).map((code) => code.trim());
    await this.page.getByTestId("backup-codes-done").click();
    return codes;
  }

  async revokeOtherSession(): Promise<void> {
    await this.page
      .locator("[data-testid=session][data-current=false]")
      .getByTestId("revoke-session")
      .click();
  }

  async signOut(): Promise<void> {
    await this.page.getByTestId("logout").click();
  }
}
