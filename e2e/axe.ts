import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";

/** axe-core's browser build, evaluated in the page (a script tag would be refused by the app's CSP). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * The serious and critical accessibility violations axe finds on the page as it is now, one line each
 * ("color-contrast: main .badge"), so a failing expectation says what and where.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run(context: Document, options: RunOptions): Promise<AxeResults> };
    };
    // Violations only: collecting the passing checks too would double the work on every page.
    const results = await axe.run(document, { resultTypes: ["violations"] });
    return results.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map(
        (violation) =>
          `${violation.id}: ${violation.nodes
            .slice(0, 5)
            .map((node) => node.target.join(" "))
            .join(" | ")}`,
      );
  });
  return violations;
}
