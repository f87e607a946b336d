/**
 * Every page of the client. The client router builds its routes from this list (a page missing on either side
 * is a type error there) and the server answers 200 for these paths and 404 for any other page, so the two
 * cannot drift. A segment starting with ":" matches any one segment.
 */
export const MAIN_LAYOUT_ROUTES = [
  "/",
  "/translate",
  "/batch",
  "/history",
  "/account",
  "/profile",
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
] as const;

/** Sign-in, registration and email-link pages, shown without the main layout (spec section 2). */
export const AUTH_LAYOUT_ROUTES = [
  "/login",
  "/register",
  "/forgot-password",
  "/reset-password",
  "/verify-email",
  "/confirm-email",
  "/confirm-account",
  "/auth/google/callback",
  "/auth/github/callback",
] as const;

export const CLIENT_ROUTES = [...MAIN_LAYOUT_ROUTES, ...AUTH_LAYOUT_ROUTES] as const;

export type MainLayoutRoute = (typeof MAIN_LAYOUT_ROUTES)[number];
export type AuthLayoutRoute = (typeof AUTH_LAYOUT_ROUTES)[number];
export type ClientRoute = (typeof CLIENT_ROUTES)[number];

function segments(pathname: string): string[] {
  return pathname.split("/").filter((segment) => segment !== "");
}

const PATTERNS = CLIENT_ROUTES.map(segments);

/** Whether the client router has a page for this path (a trailing slash is ignored, as the router does). */
export function isClientRoute(pathname: string): boolean {
  const parts = segments(pathname);
  return PATTERNS.some(
    (pattern) =>
      pattern.length === parts.length &&
      pattern.every((segment, i) => segment.startsWith(":") || segment === parts[i]),
  );
}
