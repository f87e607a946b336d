import { expect, type Page, type TestInfo, test } from "@playwright/test";
import { CLIENT_ROUTES } from "@shared/clientRoutes";
import { registeredAccount, signIn } from "./account";
import { seriousViolations } from "./axe";
import { collectConsoleProblems } from "./console";
import { EVENING_WALK } from "./fixture-files";
import { HomePage, readyUploadCard } from "./page-models/home-page";
import { TranslatePage } from "./page-models/translate-page";

/** The old placeholder's heading in both languages: no route may show it. */
const PLACEHOLDER = /Coming soon|Bientôt disponible/;
const VIEWPORTS = { mobile: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } };

interface Variant {
  language: "fr" | "en";
  theme: "light" | "dark";
  viewport: keyof typeof VIEWPORTS;
}
const variantName = (v: Variant) => `${v.language}-${v.theme}-${v.viewport}`;

/**
 * One visit: the address, what shows that the page has rendered (the content that arrives after its own chunk
 * and its data, not only the heading), and its name when it is a main screen worth a screenshot.
 */
interface Visit {
  path: string;
  ready: (page: Page) => Promise<void>;
  status?: number;
  /** Where the app leaves the visitor (a redirect), when not `path`. */
  lands?: RegExp;
  screenshot?: string;
}

const heading = async (page: Page) => {
  await expect(page.locator("main h1")).toBeVisible();
};
const testId = (id: string) => async (page: Page) => {
  await expect(page.getByTestId(id).first()).toBeVisible();
};

/**
 * Every route of shared/clientRoutes.ts as a visitor sees it (the signed-in pages come after), and the 404 page, in
 * two groups of about the same length that the two test workers can run side by side.
 */
const VISITOR_GROUPS: Record<string, Visit[]> = {
  "the product and legal pages": [
    { path: "/", ready: (page) => expect(readyUploadCard(page)).toBeVisible(), screenshot: "home" },
    { path: "/translate", ready: (page) => expect(readyUploadCard(page)).toBeVisible() },
    { path: "/history", ready: testId("history-empty"), screenshot: "history-empty" },
    { path: "/pricing", ready: testId("plan-premium"), screenshot: "pricing" },
    { path: "/contact", ready: testId("contact-form"), screenshot: "contact" },
    {
      path: "/subscription/success?plan=premium&trial=true",
      ready: heading,
      screenshot: "subscription-success",
    },
    ...(["privacy", "terms", "cookies", "gdpr"] as const).map((doc) => ({
      path: `/legal/${doc}`,
      ready: async (page: Page) => {
        await expect(page.locator("main h2").first()).toBeVisible();
        await expect(page.getByTestId("privacy-email")).toBeVisible();
      },
      screenshot: doc === "privacy" ? "legal-privacy" : undefined,
    })),
  ],
  "the help, sign-in and error pages": [
    { path: "/help", ready: heading },
    {
      path: "/status",
      ready: async (page) => expect(page.locator("main [role=status]").first()).toBeVisible(),
    },
    { path: "/docs/api", ready: heading },
    { path: "/batch", ready: heading },
    { path: "/login", ready: testId("login-form"), screenshot: "login" },
    { path: "/register", ready: testId("register-form"), screenshot: "register" },
    { path: "/forgot-password", ready: heading },
    { path: "/reset-password", ready: heading },
    { path: "/verify-email", ready: testId("verify-pending") },
    // Without a token, the email-change link page says the link does not work.
    { path: "/confirm-email", ready: testId("confirm-email-error") },
    // So does the page of a deletion or two-factor link.
    { path: "/confirm-account", ready: testId("confirm-account-error") },
    // Reached without a provider's answer, a callback page goes to the sign-in page (spec section 2)…
    { path: "/auth/google/callback", ready: testId("login-form"), lands: /\/login$/ },
    // …and with the provider's refusal it says so before going there.
    { path: "/auth/github/callback?error=access_denied", ready: testId("oauth-error") },
    { path: "/no-such-page", ready: heading, status: 404, screenshot: "not-found" },
  ],
};
const VISITOR_VISITS = Object.values(VISITOR_GROUPS).flat();

/** Signed in, with a file uploaded and translated: the account's pages and the translate journey's screens. */
const SIGNED_IN_VISITS: Visit[] = [
  { path: "/translate", ready: testId("start-translation"), screenshot: "translate-setup" },
  { path: "/profile", ready: testId("profile-form"), screenshot: "profile" },
  { path: "/account", ready: testId("profile-form"), lands: /\/profile$/ },
  { path: "/history", ready: testId("history-item"), screenshot: "history" },
];

/** Language and theme as a returning visitor stored them (client/lib/i18n.ts, client/lib/theme.ts). */
async function preferences(page: Page, variant: Variant): Promise<void> {
  await page.setViewportSize(VIEWPORTS[variant.viewport]);
  await page.addInitScript(
    ([lang, mode]) => {
      localStorage.setItem("language", lang as string);
      localStorage.setItem("theme", mode as string);
    },
    [variant.language, variant.theme],
  );
}

/** The browser reports the not-found page's own 404 as an error: that answer is the point of the visit. */
const collectErrors = (page: Page) =>
  collectConsoleProblems(page, {
    expected: (url, text) => url.endsWith("/no-such-page") && /status of 404/.test(text),
  });

/** What every page must be, whatever it shows: rendered, in its language and theme, titled, fitting, accessible. */
async function checkPage(page: Page, variant: Variant, label: string): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("lang", variant.language);
  await expect(page.locator("html")).toHaveAttribute("data-theme", `polysub-${variant.theme}`);
  await expect(page.locator("main")).not.toContainText(PLACEHOLDER);
  // Soft from here: one run lists every page's problems, not only the first one's.
  await expect.soft(page, `${label}: title`).toHaveTitle(/. · Polysub$/);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect.soft(overflow, `${label} scrolls sideways`).toBeLessThanOrEqual(0);
  // Skeletons are not what a person reads: check the page once its data has arrived.
  await expect(page.locator(".skeleton")).toHaveCount(0);
  expect.soft(await seriousViolations(page), `${label}: axe, serious or critical`).toEqual([]);
}

async function visit(page: Page, variant: Variant, testInfo: TestInfo, entry: Visit): Promise<void> {
  const response = await page.goto(entry.path);
  // Once the service worker controls the page it answers navigations itself (200): ask the server then.
  const status = response?.fromServiceWorker()
    ? (await page.request.get(entry.path, { headers: { Accept: "text/html" } })).status()
    : response?.status();
  expect(status, entry.path).toBe(entry.status ?? 200);
  await entry.ready(page);
  if (entry.lands) await expect(page).toHaveURL(entry.lands);
  await checkPage(page, variant, entry.path);
  if (entry.screenshot) {
    await page.screenshot({
      path: testInfo.outputPath(`${entry.screenshot}-${variantName(variant)}.png`),
      fullPage: true,
    });
  }
}

/** Uploads the evening-walk fixture from the home page, leaving its file card on screen. */
async function uploadFixture(page: Page): Promise<void> {
  const home = new HomePage(page);
  await home.open();
  await home.chooseFile(EVENING_WALK);
  await expect(home.fileCard).toBeVisible();
}

/** Translates the uploaded file through MyMemory (the fake) and checks the finished job's screen. */
async function translateUploaded(page: Page, variant: Variant, testInfo: TestInfo): Promise<void> {
  const translate = new TranslatePage(page);
  await translate.chooseLanguages("en", "fr");
  await translate.service("mymemory").click();
  await translate.start();
  await expect(translate.downloadButton).toBeVisible();
  await checkPage(page, variant, "/translate (completed)");
  await page.screenshot({
    path: testInfo.outputPath(`translate-completed-${variantName(variant)}.png`),
    fullPage: true,
  });
}

test("the visits cover every route the client and the server know", () => {
  const paths = [...VISITOR_VISITS, ...SIGNED_IN_VISITS].map((entry) => entry.path.split("?")[0]);
  expect(CLIENT_ROUTES.filter((route) => !paths.includes(route))).toEqual([]);
});

/**
 * Every route in two variants that between them cover both languages, both themes and both widths; axe runs on
 * every page of both, so each route is checked in the light and the dark theme.
 */
const FULL_VARIANTS: Variant[] = [
  { language: "fr", theme: "light", viewport: "desktop" },
  { language: "en", theme: "dark", viewport: "mobile" },
];

for (const variant of FULL_VARIANTS) {
  for (const [group, visits] of Object.entries(VISITOR_GROUPS)) {
    test(`${group} render and pass axe in ${variantName(variant)}, as a visitor`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000);
      await preferences(page, variant);
      const errors = collectErrors(page);
      for (const entry of visits) await visit(page, variant, testInfo, entry);
      expect(errors).toEqual([]);
    });
  }

  test(`the account's pages and the translate journey in ${variantName(variant)}, signed in`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    await preferences(page, variant);
    const errors = collectErrors(page);
    const [setup, ...account] = SIGNED_IN_VISITS;
    await page.goto("/help");
    await signIn(page, (await registeredAccount(request, "pages")).token);
    await uploadFixture(page);
    await visit(page, variant, testInfo, setup as Visit);
    await translateUploaded(page, variant, testInfo);
    for (const entry of account) await visit(page, variant, testInfo, entry);
    expect(errors).toEqual([]);
  });
}

/** The main screens in the two other theme and width pairs, so each is seen light and dark, wide and narrow. */
const SCREENSHOT_VARIANTS: Variant[] = [
  { language: "fr", theme: "dark", viewport: "desktop" },
  { language: "en", theme: "light", viewport: "mobile" },
];
const MAIN_SCREENS = ["/", "/history", "/pricing", "/contact", "/login", "/register", "/legal/privacy"];

for (const variant of SCREENSHOT_VARIANTS) {
  test(`the main screens in ${variantName(variant)}`, async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    await preferences(page, variant);
    const errors = collectErrors(page);
    for (const entry of VISITOR_VISITS.filter((v) => MAIN_SCREENS.includes(v.path)))
      await visit(page, variant, testInfo, entry);
    const { token } = await registeredAccount(request, "screens");
    await signIn(page, token);
    await visit(page, variant, testInfo, SIGNED_IN_VISITS[1] as Visit);
    expect(errors).toEqual([]);
  });
}

test("each page has its own title, in the interface language", async ({ page }) => {
  await preferences(page, { language: "en", theme: "light", viewport: "desktop" });
  const titles = new Set<string>();
  const ROUTES = [
    "/",
    "/help",
    "/status",
    "/docs/api",
    "/legal/privacy",
    "/legal/terms",
    "/legal/cookies",
    "/legal/gdpr",
  ];
  for (const route of ROUTES) {
    await page.goto(route);
    await expect(page.locator("main h1")).toBeVisible();
    titles.add(await page.title());
  }
  expect(titles.size).toBe(ROUTES.length);
  await page.goto("/legal/gdpr");
  await expect(page).toHaveTitle("Your GDPR rights · Polysub");
});

test("the legal pages name the data protection address the server is configured with", async ({
  page,
  request,
}) => {
  const info = (await (await request.get("/api/v1/contact/info")).json()) as { privacy_email: string };
  await page.goto("/legal/privacy");
  await expect(page.getByTestId("privacy-email")).toHaveText(info.privacy_email);
  // The texts themselves name it too, as a mail link inside their sentences.
  await expect(page.locator(`main section a[href="mailto:${info.privacy_email}"]`).first()).toBeVisible();
});

test("an unknown address answers 404 with the app's not-found page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page introuvable" })).toBeVisible();
  await expect(page).toHaveTitle("Page introuvable · Polysub");
});

test.describe("a first visit with a German browser", () => {
  test.use({ locale: "de-DE" });

  test("speaks German, and keeps the choice made in the picker afterwards", async ({ page }) => {
    await page.goto("/help");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hilfe");
    // The prerendered page is German before the app runs; the app keeps the language once it does.
    await expect.poll(() => page.evaluate(() => localStorage.getItem("language"))).toBe("de");

    await page.getByLabel("Sprache der Oberfläche").selectOption("it");
    await expect(page.locator("html")).toHaveAttribute("lang", "it");
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "it");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Aiuto");
  });
});

test.describe("a first visit with a browser in a language the interface does not speak", () => {
  test.use({ locale: "ko-KR" });

  test("falls back to French", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  });
});

test("the manifest offers PNG icons, a maskable one, and the app's name and description in French", async ({
  page,
}) => {
  await page.goto("/");
  const manifest = await (await page.request.get("/manifest.webmanifest")).json();
  expect(manifest).toMatchObject({ name: "Polysub", lang: "fr" });
  expect(manifest.description).toMatch(/sous-titres/);
  const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
  for (const size of ["192x192", "512x512"]) {
    expect(icons.some((icon) => icon.sizes === size && icon.type === "image/png")).toBe(true);
  }
  expect(icons.some((icon) => icon.purpose === "maskable")).toBe(true);
  for (const icon of icons) expect((await page.request.get(`/${icon.src}`)).status()).toBe(200);
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute("href", /\.png$/);
});

test("the header says when the device is offline", async ({ page, context }) => {
  await page.goto("/help");
  await expect(page.getByRole("banner")).not.toContainText("Hors ligne");
  await context.setOffline(true);
  await expect(page.getByRole("banner")).toContainText("Hors ligne");
  await context.setOffline(false);
  await expect(page.getByRole("banner")).not.toContainText("Hors ligne");
});
