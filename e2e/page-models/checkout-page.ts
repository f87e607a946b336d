import type { Locator, Page } from "@playwright/test";

/** The payment provider's hosted checkout page (in the tests, test/fakes/stripe.ts's). */
export class CheckoutPage {
  readonly summary: Locator;

  constructor(readonly page: Page) {
    this.summary = page.getByTestId("checkout-summary");
  }

  async pay(): Promise<void> {
    await this.page.getByRole("button", { name: "Pay" }).click();
  }

  async back(): Promise<void> {
    await this.page.getByRole("link", { name: "Back" }).click();
  }
}
