import { type Browser, expect, type Page, test } from "@playwright/test";
import { PRERENDERED_ROUTES } from "@shared/prerendered";
import { registeredAccount, registeredCredentials } from "./account";
import { collectConsoleProblems } from "./console";
import { EVENING_WALK } from "./fixture-files";
import { HomePage } from "./page-models/home-page";

const ENGLISH_HEADING = "Translate your subtitles, keep every timing";
const GERMAN_HEADING = "Untertitel übersetzen, jede Zeitangabe behalten";

/** Hydration reports a mismatch as a console error or warning: none may appear. */
const collectProblems = (page: Page) => collectConsoleProblems(page, { warnings: true });

/** Keeps the heading the HTML parser built, before any script of the app ran, to compare with the live one. */
async function rememberParsedHeading(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener("readystatechange", () => {
      if (document.readyState === "interactive")
        (window as unknown as { parsedHeading?: Element | null }).parsedHeading =
          document.querySelector("h1");
    });
  });
}

const headingKept = (page: Page) =>
  page.evaluate(() => {
    const parsed = (window as unknown as { parsedHeading?: Element | null }).parsedHeading;
    return Boolean(parsed?.isConnected) && parsed === document.querySelector("h1");
  });

test.describe("the home page, prerendered", () => {
  test.use({ locale: "en-US" });

  test("is in the HTML itself, in the browser's language, and readable without JavaScript", async ({
    page,
    browser,
  }) => {
    const html = await (
      await page.request.get("/", { headers: { "Accept-Language": "en-US,en;q=0.9" } })
    ).text();
    expect(html).toContain(ENGLISH_HEADING);
    expect(html).toContain('<html lang="en"');
    expect(html).toContain("<title>Translate subtitle files · Polysub</title>");

    const noScript = await browser.newContext({ locale: "en-US", javaScriptEnabled: false });
    const bare = await noScript.newPage();
    await bare.goto("/");
    await expect(bare.getByRole("heading", { level: 1 })).toHaveText(ENGLISH_HEADING);
    await expect(bare.getByRole("link", { name: "Pricing" }).first()).toHaveAttribute("href", "/pricing");
    await noScript.close();
  });

  test("is hydrated, not rendered again: the parsed heading stays, with no warning", async ({ page }) => {
    const errors = collectProblems(page);
    await rememberParsedHeading(page);
    await new HomePage(page).open();
    expect(await headingKept(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  test("shows what only the device knows once hydrated: the stored theme", async ({ page }) => {
    const errors = collectProblems(page);
    await page.addInitScript(() => localStorage.setItem("theme", "dark"));
    await rememberParsedHeading(page);
    await new HomePage(page).open();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "polysub-dark");
    await expect(page.getByLabel("Theme")).toHaveValue("dark");
    expect(await headingKept(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  test("gives way to the language chosen on this device, without showing the other one", async ({ page }) => {
    const errors = collectProblems(page);
    await page.addInitScript(() => localStorage.setItem("language", "de"));
    await rememberParsedHeading(page);
    await new HomePage(page).open();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(GERMAN_HEADING);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.locator("html")).not.toHaveAttribute("data-stale-prerender");
    expect(await headingKept(page)).toBe(false);
    expect(errors).toEqual([]);
  });

  test("opens no database on a first visit until a file is kept, which the page then shows", async ({
    page,
  }) => {
    const databases = () => page.evaluate(async () => (await indexedDB.databases()).map(({ name }) => name));
    const home = new HomePage(page);
    await home.open();
    // The work that waits for an idle page has run: it ends by registering the service worker.
    await page.waitForFunction(async () => Boolean(await navigator.serviceWorker.getRegistration()));
    expect(await databases()).toEqual([]);

    await home.chooseFile(EVENING_WALK);
    await expect(home.fileCard).toContainText("evening-walk.srt");
    expect(await databases()).toContain("polysub");
  });

  test("a page opened before another tab kept the first file shows it once shown again", async ({ page }) => {
    const first = new HomePage(page);
    await first.open();
    const other = new HomePage(await page.context().newPage());
    await other.open();
    await expect(other.page.getByTestId("upload-dropzone")).toBeVisible();

    await first.chooseFile(EVENING_WALK);
    await expect(first.fileCard).toContainText("evening-walk.srt");
    // Switching back to a tab: every open page is visible to a headless browser, so the event is sent by hand.
    await other.page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await expect(other.fileCard).toContainText("evening-walk.srt");
  });
});

/**
 * Keeps the page's heading the HTML parser built (the main element where the prerender has none), to find it
 * still in place: hydrated, not rendered again.
 */
async function rememberParsedMain(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener("readystatechange", () => {
      if (document.readyState === "interactive")
        (window as unknown as { parsedMain?: Element | null }).parsedMain =
          document.querySelector("main h1") ?? document.querySelector("main");
    });
  });
}

/** Whether the element kept by rememberParsedMain is still in the document: React adopted it, or replaced it. */
const mainKept = (page: Page) =>
  page.evaluate(() =>
    Boolean((window as unknown as { parsedMain?: Element | null }).parsedMain?.isConnected),
  );

/**
 * Opens the page as a first visit, in a browser context of its own (once a service worker controls a tab, it
 * answers with its shell), with a dark theme stored: that it shows tells that the app runs and adopted the page.
 * Answers the problems the page reported and whether it kept the main element the HTML parser built.
 */
async function visitHydrated(
  browser: Browser,
  path: string,
  stored: Record<string, string> = {},
): Promise<{ page: Page; problems: string[]; mainKept: boolean; close: () => Promise<void> }> {
  const context = await browser.newContext({ locale: "en-US" });
  await context.addInitScript(
    (items) => {
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    },
    { theme: "dark", ...stored },
  );
  const page = await context.newPage();
  const problems = collectProblems(page);
  await rememberParsedMain(page);
  await page.goto(path);
  await expect(page.getByLabel("Theme")).toHaveValue("dark");
  // The page's Suspense boundary hydrates after the layout, once the page's chunk is there.
  await page.waitForLoadState("networkidle");
  return { page, problems, mainKept: await mainKept(page), close: () => context.close() };
}

test.describe("the other pages whose first screen is the same on every device, prerendered", () => {
  test.use({ locale: "en-US" });
  const pages = PRERENDERED_ROUTES.filter((route) => route !== "/");

  test("are in the HTML itself, in the browser's language, readable before any script", async ({
    request,
  }) => {
    for (const path of pages) {
      const html = await (
        await request.get(path, { headers: { "Accept-Language": "de-DE,de;q=0.9" } })
      ).text();
      expect(html, path).toContain('data-prerendered="de"');
      expect(html, path).toMatch(/<main id="main"[^>]*>.+<\/main>/s);
      expect(html, path).not.toContain('<div id="root"></div>');
    }
    const pricing = await (await request.get("/pricing", { headers: { "Accept-Language": "en" } })).text();
    expect(pricing).toContain("Plans and prices");
    expect(pricing).toContain("<title>Pricing · Polysub</title>");
    // What Lighthouse measures as the largest paint is there before any script, at its final size: /translate's
    // upload card and /history's empty list (a first visit has no file), a legal text whole, its address's place
    // held until the server tells it.
    const history = await (await request.get("/history", { headers: { "Accept-Language": "en" } })).text();
    expect(history).toContain('data-testid="history-empty"');
    const translate = await (
      await request.get("/translate", { headers: { "Accept-Language": "en" } })
    ).text();
    expect(translate).toContain("Please upload a subtitle file first.");
    expect(translate).toMatch(/data-testid="upload-dropzone" aria-busy="true"/);
    const privacy = await (
      await request.get("/legal/privacy", { headers: { "Accept-Language": "en" } })
    ).text();
    expect(privacy).toContain(
      "The operator of this Polysub service is the controller of your personal data.",
    );
    expect(privacy).not.toContain("\uE000");
  });

  test("are hydrated, not rendered again, with no warning", async ({ browser }) => {
    for (const path of pages) {
      const visit = await visitHydrated(browser, path);
      expect(visit.mainKept, path).toBe(true);
      expect(visit.problems, path).toEqual([]);
      await visit.close();
    }
  });

  test("show a file kept on the device once hydrated, in place of the upload card, with no warning", async ({
    browser,
  }) => {
    // Without a service worker, the next page of this device is the server's prerender too, as on a first visit.
    const context = await browser.newContext({ locale: "en-US", serviceWorkers: "block" });
    const page = await context.newPage();
    const problems = collectConsoleProblems(page, {
      warnings: true,
      expected: (_url, text) => text.includes("Service Worker registration blocked by Playwright"),
    });
    const home = new HomePage(page);
    await home.open();
    await home.chooseFile(EVENING_WALK);
    await expect(home.fileCard).toContainText("evening-walk.srt");

    const html = await (
      await page.request.get("/translate", { headers: { "Accept-Language": "en-US" } })
    ).text();
    expect(html).toContain('data-prerendered="en"');
    await page.goto("/translate");
    await expect(page.getByTestId("start-translation")).toBeVisible();
    await expect(page.getByText("Please upload a subtitle file first.")).toHaveCount(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  test("fill the data protection address into a prerendered legal text once the server tells it", async ({
    browser,
  }) => {
    const visit = await visitHydrated(browser, "/legal/privacy");
    const sentence = visit.page.locator("main p").filter({ hasText: "the data protection contact" });
    await expect(sentence.getByRole("link")).toHaveAttribute("href", /^mailto:.+@/);
    await expect(sentence.locator(".skeleton")).toHaveCount(0);
    expect(visit.mainKept).toBe(true);
    expect(visit.problems).toEqual([]);
    await visit.close();
  });

  test("show a session stored on the device once hydrated, with no warning", async ({ browser, request }) => {
    const { token } = await registeredAccount(request, "prerender");
    const auth = JSON.stringify({ token, isAuthenticated: true });
    for (const path of ["/pricing", "/history", "/contact", "/legal/gdpr"]) {
      const visit = await visitHydrated(browser, path, { auth });
      await expect(visit.page.getByTestId("my-account"), path).toBeVisible();
      if (path === "/history")
        await expect(
          visit.page.getByText("This history is kept with your account and on this device."),
        ).toBeVisible();
      expect(visit.mainKept, path).toBe(true);
      expect(visit.problems, path).toEqual([]);
      await visit.close();
    }
  });
});

/**
 * Opens a prerendered page with the app's scripts held back, so that the page is there but not yet hydrated;
 * answers the function that lets them load.
 */
async function openBeforeHydration(page: Page, path: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: "commit" });
  return release;
}

test.describe("a prerendered form used before the page is hydrated", () => {
  test.use({ locale: "en-US" });

  test("signs in with what was typed, and Enter before then sends nothing by itself", async ({
    page,
    request,
  }) => {
    const account = await registeredCredentials(request, "early-typist");
    const release = await openBeforeHydration(page, "/login");
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByLabel("Remember me").uncheck();
    await page.getByLabel("Password", { exact: true }).press("Enter");
    // The browser's own submission would have put the fields in the address.
    expect(new URL(page.url()).search).toBe("");

    release();
    const login = page.waitForRequest((sent) => sent.url().endsWith("/api/v1/auth/login"));
    await page.getByRole("button", { name: "Sign in" }).click();
    // Remember me was unchecked before hydration too.
    expect((await login).postDataJSON()).toMatchObject({ username: account.email, remember_me: false });
    await expect(page.getByTestId("my-account")).toBeVisible();
  });

  test("sends the contact message typed before hydration", async ({ page }) => {
    const release = await openBeforeHydration(page, "/contact");
    const form = page.getByTestId("contact-form");
    await form.getByLabel("Name").fill("Early Typist");
    await form.getByLabel("Email").fill("early-typist@example.com");
    await form.getByLabel("Subject").fill("Typed before the scripts ran");
    await form.getByLabel("Message").fill("Every word typed before hydration must be sent.");
    // Sent by the browser itself, the form would go as a GET with every field in the address.
    await expect(form.getByRole("button", { name: "Send the message" })).toBeDisabled();

    release();
    await form.getByRole("button", { name: "Send the message" }).click();
    await expect(page.getByText("Message sent")).toBeVisible();
  });
});
