import { expect, test } from "@playwright/test";
import { seriousViolations } from "./axe";
import { collectConsoleProblems } from "./console";

test("the developers page: reached from the footer, its reference loaded only when asked, listing the routes", async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem("language", "en"));
  // Scalar sets some inline styles, which the app's CSP (style-src 'self') refuses; its stylesheet is a file and
  // the reference reads well without them, so the CSP is kept strict rather than opened for one page.
  const problems = collectConsoleProblems(page, {
    expected: (_url, text) => text.startsWith("Applying inline style violates"),
  });
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "API", exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/api$/);
  await expect(page.getByRole("heading", { level: 1, name: "Polysub API" })).toBeVisible();
  for (const name of [
    "Get an API key",
    "From a file to its translation with curl",
    "Webhooks",
    "Limits",
    "Errors",
  ])
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  await expect(page.getByText("Polysub-Signature: t=")).toBeVisible();
  expect(await seriousViolations(page), "axe, reference closed").toEqual([]);
  // Scalar's chunk is not part of the page until the reader opens the reference.
  expect(scripts.filter((url) => url.includes("ApiReference"))).toEqual([]);

  await page.getByRole("button", { name: "Open the interactive reference" }).click();
  const reference = page.getByTestId("api-reference");
  // The routes of the document, by their summaries: the reference read /api/v1/openapi.json and rendered it.
  await expect(reference.getByRole("link", { name: /^Liveness/ })).toBeVisible({ timeout: 20_000 });
  for (const group of ["files", "translate"]) {
    await reference.getByRole("button", { name: `Open Group - ${group}` }).click();
  }
  for (const summary of [/^Upload a subtitle file/, /^Start translating an uploaded file/, /^A job's state/])
    await expect(reference.getByRole("link", { name: summary }).first()).toBeVisible();
  expect(scripts.some((url) => url.includes("ApiReference"))).toBe(true);
  expect(problems).toEqual([]);
});

test("the developers page in French, dark, on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: "dark" });
  await page.addInitScript(() => localStorage.setItem("language", "fr"));
  await page.goto("/docs/api");
  await expect(page.getByRole("heading", { level: 2, name: "Obtenir une clé d’API" })).toBeVisible();
  // The samples scroll inside their box; the page itself is never wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page), "axe, dark, 390 px").toEqual([]);
});
