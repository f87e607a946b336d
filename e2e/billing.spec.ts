import { expect, type Page, type TestInfo, test } from "@playwright/test";
import { EVENING_WALK } from "./fixture-files";
import { AccountPage } from "./page-models/account-page";
import { CheckoutPage } from "./page-models/checkout-page";
import { HomePage } from "./page-models/home-page";
import { PricingPage } from "./page-models/pricing-page";
import { TranslatePage } from "./page-models/translate-page";
import { signUpAndSignIn } from "./sign-up";

// The page models name the controls in English: a first visit with an English browser gets the English interface.
test.use({ locale: "en-US" });

/** A full-page screenshot kept with the test's results, to look at the screens as a person sees them. */
async function snapshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: "image/png" });
}

test("a free user meets the locked services, pays Premium on the checkout page, then translates with DeepL", async ({
  page,
}, testInfo) => {
  // Registration, checkout and a translation: several minutes when the machine is busy.
  test.setTimeout(240_000);
  const email = `grace-${Date.now()}@example.com`;
  await signUpAndSignIn(page, { name: "Grace Hopper", email, password: "Quiet-Harbour-47-Lanterns" });

  await new HomePage(page).uploadThenTranslate(EVENING_WALK);

  // Free: MyMemory only; DeepL and OpenAI are locked, with the plans that include them.
  const translate = new TranslatePage(page);
  await expect(translate.lockNotice("deepl")).toHaveText("Available with Premium or Pro");
  await expect(translate.lockNotice("openai")).toHaveText("Available with Pro");
  await expect(translate.service("deepl").locator("input")).toBeDisabled();
  await expect(translate.lockNotice("mymemory")).toHaveCount(0);
  await snapshot(page, testInfo, "translate-free-locked");

  await translate.upgradeButton.click();
  await expect(page).toHaveURL(/\/pricing$/);
  const pricing = new PricingPage(page);
  await pricing.chooseCycle("monthly");
  await expect(pricing.plan("premium")).toContainText("€");
  await snapshot(page, testInfo, "pricing");
  await pricing.buy("premium");

  // The payment provider's page: going back cancels without charge; paying returns once the webhook gave the plan.
  const checkout = new CheckoutPage(page);
  await expect(checkout.summary).toContainText("premium");
  await checkout.back();
  await expect(page).toHaveURL(/\/pricing\?session_canceled=true$/);
  await expect(page.getByRole("status").filter({ hasText: "Checkout cancelled" })).toBeVisible();
  await pricing.buy("premium");
  await expect(checkout.summary).toContainText("premium");
  await expect(checkout.summary).toContainText("monthly");
  await checkout.pay();
  await expect(page).toHaveURL(
    /\/subscription\/success\?session_id=cs_test_\w+&plan=premium&billing_cycle=monthly&trial=false$/,
  );
  // Stripe's webhook comes a few seconds after the browser: the page says so, then shows the plan the server holds.
  await expect(page.getByTestId("subscription-confirming")).toBeVisible();
  await expect(page.getByTestId("subscription-success")).toContainText("Welcome to Premium", {
    timeout: 30_000,
  });
  await expect(page.getByTestId("subscription-success")).toContainText(
    "Your Premium plan is active: €9.99 a month.",
  );
  await snapshot(page, testInfo, "subscription-success");

  // Without a reload, every screen now has the new plan: the app's link to /translate, then the profile's link.
  await page.getByRole("link", { name: "Translate a file" }).click();
  await expect(page).toHaveURL(/\/translate$/);
  await expect(translate.lockNotice("deepl")).toHaveCount(0);
  await expect(translate.lockNotice("openai")).toHaveText("Available with Pro");
  await translate.chooseLanguages("en", "fr");
  await translate.service("deepl").click();
  await expect(translate.service("deepl").locator("input")).toBeChecked();
  await snapshot(page, testInfo, "translate-premium");
  await translate.start();
  await expect(translate.downloadButton).toBeVisible();
  await expect(page.getByText(/^Translated by: DeepL \(\d+\)$/)).toBeVisible();

  const account = new AccountPage(page);
  await account.openSection("profile");
  await expect(account.planBadge).toHaveText("PREMIUM");
  await account.openSection("subscription");
  await expect(page.getByTestId("subscription-section")).toContainText("Active");
  await snapshot(page, testInfo, "profile-subscription");
});
