import type { Page } from "@playwright/test";

/**
 * What the page reports as going wrong from now on: uncaught errors and console errors (and warnings, when asked,
 * as React's hydration reports a mismatch), each with the page's address, except those the caller expects.
 */
export function collectConsoleProblems(
  page: Page,
  options: { warnings?: boolean; expected?: (url: string, text: string) => boolean } = {},
): string[] {
  const problems: string[] = [];
  const types = options.warnings ? ["error", "warning"] : ["error"];
  page.on("console", (message) => {
    const url = page.url();
    if (types.includes(message.type()) && !options.expected?.(url, message.text()))
      problems.push(`${url}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`${page.url()}: ${error.message}`));
  return problems;
}
