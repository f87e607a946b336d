import { createReadStream, existsSync } from "node:fs";
import type { ServerResponse } from "node:http";
import path from "node:path";
import { isClientRoute } from "@shared/clientRoutes";
import { DEFAULT_INTERFACE_LANGUAGE, INTERFACE_LANGUAGES } from "@shared/locales";
import { isPrerenderedRoute, prerenderedFile } from "@shared/prerendered";
import type { Middleware } from "koa";
import serve from "koa-static";
import type { AppState } from "../state";

/** Vite names every file under assets/ by its content hash, so a given URL never changes content. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Everything else (index.html, sw.js, the manifest, icons) keeps its URL across versions: always revalidate. */
const REVALIDATE = "no-cache";
/** The build keeps source maps for the operator (stack traces); they would hand anyone our source, so never served. */
const SOURCE_MAP = /\.map$/i;

/**
 * The built client (`vite build` → dist/). Files are served precompressed when the build wrote `.br`/`.gz`
 * siblings (scripts/precompress.ts). Any other GET that wants HTML gets index.html so the client router takes
 * over: 200 for the pages of shared/clientRoutes.ts, 404 for the rest (the app then shows its not-found page).
 * The pages of shared/prerendered.ts are answered prerendered (scripts/prerender.ts) in the first of the browser's
 * languages that the interface speaks, else French, as the client chooses on a first visit. Without a build (tests, dev) this
 * answers nothing.
 */
export function serveClient(publicDir: string): Middleware<AppState> {
  const indexHtml = path.join(publicDir, "index.html");
  const assetsDir = path.join(publicDir, "assets") + path.sep;
  const statics = serve(publicDir, {
    index: "index.html",
    setHeaders: (res: ServerResponse, file: string) => {
      res.setHeader("Cache-Control", file.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
    },
  });
  return async (ctx, next) => {
    if (SOURCE_MAP.test(ctx.path)) return next();
    // A query may change what the page shows (/pricing?session_canceled=true): the prerender has none.
    if (
      isPrerenderedRoute(ctx.path) &&
      ctx.querystring === "" &&
      (ctx.method === "GET" || ctx.method === "HEAD") &&
      ctx.accepts("html")
    ) {
      const locale = ctx.acceptsLanguages([...INTERFACE_LANGUAGES]) || DEFAULT_INTERFACE_LANGUAGE;
      const prerendered = `/${prerenderedFile(ctx.path, locale)}`;
      if (existsSync(path.join(publicDir, prerendered))) {
        ctx.vary("Accept-Language");
        ctx.path = prerendered;
      }
    }
    await statics(ctx, next);
    // A revalidation (index.html, sw.js) of a file unchanged since the browser's copy: 304, no body.
    if (ctx.body != null && ctx.fresh) {
      ctx.status = 304;
      return;
    }
    if (ctx.body != null || ctx.status !== 404) return;
    if ((ctx.method !== "GET" && ctx.method !== "HEAD") || !ctx.accepts("html") || !existsSync(indexHtml))
      return;
    ctx.status = isClientRoute(ctx.path) ? 200 : 404;
    ctx.type = "html";
    // The shell must never be cached, or an installed PWA would not see a new version.
    ctx.set("Cache-Control", REVALIDATE);
    ctx.body = createReadStream(indexHtml);
  };
}
