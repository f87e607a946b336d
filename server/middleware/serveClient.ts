import { createReadStream, existsSync } from "node:fs";
import path from "node:path";
import type { Middleware } from "koa";
import serve from "koa-static";
import type { AppState } from "../state";

/**
 * The built client (`vite build` → dist/) with an SPA fallback: any other GET that wants HTML gets index.html,
 * so deep links such as /translate work on reload. Without a build (tests, dev) this answers nothing.
 */
export function serveClient(publicDir: string): Middleware<AppState> {
  const indexHtml = path.join(publicDir, "index.html");
  const statics = serve(publicDir, { index: "index.html" });
  return async (ctx, next) => {
    await statics(ctx, next);
    if (ctx.body != null || ctx.status !== 404) return;
    if ((ctx.method !== "GET" && ctx.method !== "HEAD") || !ctx.accepts("html") || !existsSync(indexHtml))
      return;
    ctx.type = "html";
    // The shell must never be cached, or an installed PWA would not see a new version.
    ctx.set("Cache-Control", "no-cache");
    ctx.body = createReadStream(indexHtml);
  };
}
