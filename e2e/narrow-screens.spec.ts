import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { CLIENT_ROUTES } from "@shared/clientRoutes";
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from "@shared/locales";
import { registeredAccount, signIn } from "./account";
import { seriousViolations } from "./axe";
import { EVENING_WALK } from "./fixture-files";
import { HomePage } from "./page-models/home-page";
import { TranslatePage } from "./page-models/translate-page";

/** A phone: German's long words and Japanese's wide glyphs must fit it without the page panning sideways. */
const PHONE = { width: 390, height: 844 };

/** A release name of the kind that broke mid-word: runs of dots, underscores and a dash, no space. */
const LONG_NAME = "Sub2__Miami.Vice.2006.1080p.BluRay.x264-GROUP.srt";

/** Seen as a visitor: the sign-in pages send a signed-in user away, and these are their signed-out views. */
const SIGNED_OUT = [
  "/",
  "/translate",
  "/batch",
  "/history",
  "/login",
  "/register",
  "/forgot-password",
  "/reset-password",
  "/verify-email",
  "/confirm-email",
  "/confirm-account",
  "/auth/google/callback",
  "/auth/github/callback?error=access_denied",
];

/**
 * Seen signed in, once the long-named file is uploaded on the home page (the home page with its file card and the
 * /translate setup with a toast are checked apart).
 */
const SIGNED_IN = [
  "/batch",
  "/history",
  "/profile",
  "/profile?section=security",
  "/account",
  "/pricing",
  "/contact",
  "/subscription/success",
  "/legal/privacy",
  "/legal/terms",
  "/legal/cookies",
  "/legal/gdpr",
  "/help",
  "/status",
  "/docs/api",
  "/no-such-page",
];

/** Half the languages in each theme, so that axe checks both themes' colours on every route. */
const DARK: readonly InterfaceLanguage[] = ["en", "de", "pt", "ja"];

test.use({ viewport: PHONE });

let token: string | undefined;
/** One account per worker, signed into each language's browser context. */
async function accountToken(request: Parameters<typeof registeredAccount>[0]): Promise<string> {
  token ??= (await registeredAccount(request, "narrow")).token;
  return token;
}

/**
 * The page as a person reads it once it has settled (a heading, no skeleton): no wider than the screen, and with
 * no serious or critical axe violation. Soft, so that one run lists every page that fails.
 */
async function checkFits(page: Page, label: string): Promise<void> {
  await expect(page.locator("h1").first()).toBeVisible();
  await expect(page.locator(".skeleton")).toHaveCount(0);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
    innerWidth: window.innerWidth,
  }));
  expect.soft(scrollWidth, `${label}: wider than the screen`).toBeLessThanOrEqual(innerWidth);
  expect.soft(await seriousViolations(page), `${label}: axe, serious or critical`).toEqual([]);
}

async function visit(page: Page, path: string, label: string): Promise<void> {
  await page.goto(path);
  await checkFits(page, `${label} ${path}`);
  if (path === "/profile?section=security") await checkSecuritySection(page, label);
}

/** The section a link opened shows in the menu's scrolling row, and the danger zone's sentences keep their width. */
async function checkSecuritySection(page: Page, label: string): Promise<void> {
  const tab = await page.getByTestId("section-security").evaluate((button) => {
    const shown = button.getBoundingClientRect();
    const row = (button.closest("ul") as HTMLElement).getBoundingClientRect();
    return shown.left >= row.left && shown.right <= row.right;
  });
  expect.soft(tab, `${label}: the open section's tab is scrolled into the menu's view`).toBe(true);
  for (const sentence of await page.getByTestId("danger-zone").locator("p").all()) {
    const width = (await sentence.boundingBox())?.width ?? 0;
    expect.soft(width, `${label}: a danger zone sentence squeezed`).toBeGreaterThanOrEqual(200);
  }
}

/** The setup view with the file loaded, then with the toast of a refused start over it. */
async function checkTranslateSetup(page: Page, label: string): Promise<void> {
  const translate = new TranslatePage(page);
  await translate.open();
  await translate.chooseLanguages("en", "fr");
  await translate.service("mymemory").click();
  await checkFits(page, `${label} /translate (setup)`);
  // The refusal is the server's own answer to a start over the day's limit, without spending the account's files.
  await page.route("**/api/v1/translate/start*", (route) =>
    route.fulfill({
      status: 429,
      json: { code: "daily_limit_reached", detail: "The free plan translates 5 files a day" },
    }),
  );
  await translate.start();
  await expect(page.getByTestId("toasts").getByRole("alert")).toBeVisible();
  await checkFits(page, `${label} /translate (error toast)`);
  await page.unroute("**/api/v1/translate/start*");
}

test("the visits cover every route the client and the server know", () => {
  const paths = [...SIGNED_OUT, ...SIGNED_IN].map((path) => path.split("?")[0]);
  expect(CLIENT_ROUTES.filter((route) => !paths.includes(route))).toEqual([]);
});

for (const language of INTERFACE_LANGUAGES) {
  const theme = DARK.includes(language) ? "dark" : "light";
  const label = `${language}-${theme}`;

  test(`every route fits a 390 px screen and passes axe in ${label}`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.addInitScript(
      ([lang, mode]) => {
        localStorage.setItem("language", lang as string);
        localStorage.setItem("theme", mode as string);
      },
      [language, theme],
    );
    for (const path of SIGNED_OUT) await visit(page, path, label);

    await signIn(page, await accountToken(request));
    const home = new HomePage(page);
    await home.open();
    await home.chooseGeneratedFile(LONG_NAME, readFileSync(EVENING_WALK, "utf8"));
    await expect(home.fileCard).toBeVisible();
    await checkFits(page, `${label} / (file card)`);
    await checkTranslateSetup(page, label);
    for (const path of SIGNED_IN) await visit(page, path, label);
  });
}
