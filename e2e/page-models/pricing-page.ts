import type { Locator, Page } from "@playwright/test";

/** /pricing: the billing period toggle and the three plan cards. */
export class PricingPage {
  constructor(readonly page: Page) {}

  plan(id: "free" | "premium" | "pro"): Locator {
    return this.page.getByTestId(`plan-${id}`);
  }

  async chooseCycle(cycle: "monthly" | "yearly"): Promise<void> {
    await this.page.getByTestId(`cycle-${cycle}`).click();
  }

  /** Buys the plan without the trial: the browser leaves for the checkout page. */
  async buy(id: "premium" | "pro"): Promise<void> {
    await this.page.getByTestId(`buy-${id}`).click();
  }
}
