import { expect, type Page, test } from "@playwright/test";

/** The pages issue 29 made real (the footer's help, status and API links, the four legal texts) and the home page. */
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
/** The old placeholder's heading in both languages: no route may show it. */
const PLACEHOLDER = /Coming soon|Bientôt disponible/;
const VIEWPORTS = { mobile: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } };

/** Language and theme as a returning visitor stored them (client/lib/i18n.ts, client/lib/theme.ts). */
async function preferences(page: Page, language: string, theme: string): Promise<void> {
  await page.addInitScript(
    ([lang, mode]) => {
      localStorage.setItem("language", lang as string);
      localStorage.setItem("theme", mode as string);
    },
    [language, theme],
  );
}

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** What "rendered" means per page: the content that arrives after the page's own chunk, not only the heading. */
async function waitForContent(page: Page, route: string): Promise<void> {
  await expect(page.locator("main h1")).toBeVisible();
  if (route.startsWith("/legal/")) await expect(page.locator("main h2").first()).toBeVisible();
  if (route === "/status") await expect(page.locator("main [role=status]").first()).toBeVisible();
  if (route === "/") await expect(page.getByTestId("upload-input")).toBeAttached();
}

for (const language of ["fr", "en"]) {
  for (const theme of ["light", "dark"]) {
    for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
      test(`every page renders in ${language}, ${theme}, ${viewportName}`, async ({ page }, testInfo) => {
        // Eight pages, each with its chunk and a full-page screenshot.
        test.setTimeout(180_000);
        await page.setViewportSize(viewport);
        await preferences(page, language, theme);
        const errors = collectErrors(page);
        for (const route of ROUTES) {
          const response = await page.goto(route);
          expect(response?.status(), route).toBe(200);
          await waitForContent(page, route);
          await expect(page.locator("html")).toHaveAttribute("lang", language);
          await expect(page.locator("html")).toHaveAttribute("data-theme", `polysub-${theme}`);
          await expect(page.locator("main")).not.toContainText(PLACEHOLDER);
          await expect(page).toHaveTitle(/ · Polysub$/);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow, `${route} scrolls sideways`).toBeLessThanOrEqual(0);
          const name = `${route === "/" ? "home" : route.slice(1).replaceAll("/", "-")}-${language}-${theme}-${viewportName}.png`;
          await page.screenshot({ path: testInfo.outputPath(name), fullPage: true });
        }
        expect(errors).toEqual([]);
      });
    }
  }
}

test("each page has its own title, in the interface language", async ({ page }) => {
  await preferences(page, "en", "light");
  const titles = new Set<string>();
  for (const route of ROUTES) {
    await page.goto(route);
    await expect(page.locator("main h1")).toBeVisible();
    titles.add(await page.title());
  }
  expect(titles.size).toBe(ROUTES.length);
  await page.goto("/legal/gdpr");
  await expect(page).toHaveTitle("Your GDPR rights · Polysub");
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
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("de");

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
