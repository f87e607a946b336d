import type { ClientRoute } from "./clientRoutes";

/**
 * The pages built in each interface language (scripts/prerender.ts) and answered prerendered (serveClient): those
 * whose first screen does not depend on the device. What the device knows (a session, kept files, the theme)
 * appears once the page is hydrated. The others (a profile, a link from a mail) are rendered in the browser.
 */
export const PRERENDERED_ROUTES = [
  "/",
  "/translate",
  "/history",
  "/pricing",
  "/contact",
  "/legal/privacy",
  "/legal/terms",
  "/legal/cookies",
  "/legal/gdpr",
  "/help",
  "/status",
  "/docs/api",
  "/login",
  "/register",
  "/forgot-password",
] as const satisfies readonly ClientRoute[];

export type PrerenderedRoute = (typeof PRERENDERED_ROUTES)[number];

export function isPrerenderedRoute(pathname: string): pathname is PrerenderedRoute {
  return (PRERENDERED_ROUTES as readonly string[]).includes(pathname);
}

/** Where the build writes a route's page in one language, under the built client: prerendered/pricing/de.html. */
export function prerenderedFile(route: PrerenderedRoute, locale: string): string {
  return `prerendered${route === "/" ? "" : route}/${locale}.html`;
}
