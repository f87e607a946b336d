import type { Context, Middleware } from "koa";
import type { AppState } from "../state";

/**
 * The client keeps a bearer token in the browser, so a script injected into the page could use it. The policy
 * allows only our own scripts and styles (nothing inline, no eval; React's style props go through the CSSOM,
 * which the policy does not restrict), our own API, and images from us or made in the page (the two-factor QR
 * code is a data URL, previews are blobs). Nothing may frame the app.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

export interface SecurityHeadersOptions {
  /** HSTS=1: the operator says the app is only ever reached over HTTPS, whatever the request says. */
  hstsAlways: boolean;
  /** Where the API is mounted (app.ts's API_PREFIX). */
  apiPrefix: string;
}

/**
 * Set on every answer, the API's and the client files' alike. HSTS goes on answers to HTTPS requests: Koa reads
 * X-Forwarded-Proto only when TRUST_PROXY is set (app.proxy), so a client cannot claim HTTPS by itself.
 */
export function securityHeaders({ hstsAlways, apiPrefix }: SecurityHeadersOptions): Middleware<AppState> {
  // Answers about an account (its profile, tokens, sign-in tickets) are private whoever asks.
  const accountPaths = [`${apiPrefix}/auth`, `${apiPrefix}/oauth`];
  const isPrivate = (ctx: Context) =>
    ctx.get("Authorization") !== "" ||
    ctx.get("X-Device-Id") !== "" ||
    accountPaths.some((prefix) => ctx.path === prefix || ctx.path.startsWith(`${prefix}/`));
  return async (ctx, next) => {
    ctx.set({
      "Content-Security-Policy": CONTENT_SECURITY_POLICY,
      "X-Content-Type-Options": "nosniff",
      // Links carrying a token (/reset-password?token=…) never send it to another site.
      "Referrer-Policy": "same-origin",
      "X-Frame-Options": "DENY",
      "Cross-Origin-Opener-Policy": "same-origin",
    });
    if (hstsAlways || ctx.secure) ctx.set("Strict-Transport-Security", "max-age=31536000");
    await next();
    // A request with credentials (a session token or API key, or a visitor's device id), or about an account:
    // set after the route, overriding its choice, so no browser or proxy cache keeps an answer made for one
    // account or device (a shared computer's back button, a proxy serving it to someone else).
    if (isPrivate(ctx)) ctx.set("Cache-Control", "no-store");
  };
}
