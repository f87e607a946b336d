import type { Middleware } from "koa";
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

/** Set on every answer, the API's and the client files' alike. */
export function securityHeaders(): Middleware<AppState> {
  return async (ctx, next) => {
    ctx.set({
      "Content-Security-Policy": CONTENT_SECURITY_POLICY,
      "X-Content-Type-Options": "nosniff",
      // Links carrying a token (/reset-password?token=…) never send it to another site.
      "Referrer-Policy": "same-origin",
      "X-Frame-Options": "DENY",
      "Cross-Origin-Opener-Policy": "same-origin",
    });
    await next();
  };
}
