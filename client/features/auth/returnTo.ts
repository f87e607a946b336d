/**
 * Pages that make no sense to come back to after signing in. Not /confirm-email: its link to a new address asks
 * to sign in to the account that asked, then works on the way back.
 */
const AUTH_PAGES = ["/login", "/register", "/forgot-password", "/reset-password", "/verify-email", "/auth/"];

/**
 * Where to go after signing in: the page the user came from when it is a path of this app (never another
 * origin, never an auth page), else the home page.
 */
export function safeReturnPath(candidate: unknown): string {
  if (typeof candidate !== "string") return "/";
  if (!candidate.startsWith("/") || candidate.startsWith("//") || candidate.includes("\\")) return "/";
  if (
    AUTH_PAGES.some(
      (page) => candidate === page || candidate.startsWith(page.endsWith("/") ? page : `${page}?`),
    )
  ) {
    return "/";
  }
  return candidate;
}

/** The `from` a page put in the router state when it sent the user to /login. */
export function returnPathFromState(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (from && typeof from === "object") {
    const { pathname, search, hash } = from as { pathname?: unknown; search?: unknown; hash?: unknown };
    if (typeof pathname === "string") {
      return safeReturnPath(
        `${pathname}${typeof search === "string" ? search : ""}${typeof hash === "string" ? hash : ""}`,
      );
    }
  }
  return safeReturnPath(from);
}
