/**
 * The target language a first visit starts with, when the device has none saved: the browser's language (its
 * first one the plan allows), unless it is the source; then English; then the plan's first language. A German
 * visitor gets German, not the spec's French.
 */
export function likelyTarget(browser: readonly string[], allowed: readonly string[], source: string): string {
  const primary = browser.map((tag) => tag.split("-")[0]?.toLowerCase() ?? "");
  const usable = (code: string) => allowed.includes(code) && code !== source;
  return [...primary, "en", ...allowed].find(usable) ?? allowed[0] ?? "en";
}
