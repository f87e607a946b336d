import Router from "@koa/router";
import { ErrorCode } from "@shared/errors";
import Koa from "koa";
import type { AppDeps } from "./deps";
import { AppError } from "./errors";
import { compression } from "./middleware/compression";
import { errorHandler } from "./middleware/errorHandler";
import { requestLog } from "./middleware/requestLog";
import { securityHeaders } from "./middleware/securityHeaders";
import { serveClient } from "./middleware/serveClient";
import { authRouters } from "./routes/auth";
import { billingRouter } from "./routes/billing";
import { contactRouter } from "./routes/contact";
import { filesRouter } from "./routes/files";
import { glossaryRouter } from "./routes/glossary";
import { healthRouter } from "./routes/health";
import { languagesRouter } from "./routes/languages";
import { languageServiceRouter } from "./routes/languages/service";
import { oauthRouter } from "./routes/oauth";
import { openApiRouter } from "./routes/openapi";
import { translateRouter } from "./routes/translate";
import { usageRouter } from "./routes/usage";
import { webhooksRouter } from "./routes/webhooks";
import type { AppState } from "./state";

export const API_PREFIX = "/api/v1";

/**
 * API requests no route answered: a known path with another method is a 405 (OPTIONS lists the methods), anything
 * else a JSON 404. They never fall through to the client's HTML.
 */
function apiFallback(api: Router<AppState>): Koa.Middleware<AppState> {
  const methods = api.allowedMethods({ throw: true });
  return async (ctx, next) => {
    if (ctx.path !== "/api" && !ctx.path.startsWith("/api/")) return next();
    await methods(ctx as Parameters<typeof methods>[0], async () => {});
    if (ctx.status === 404) throw new AppError(ErrorCode.notFound, `No API route ${ctx.method} ${ctx.path}`);
  };
}

export function createApp(deps: AppDeps): Koa<AppState> {
  const app = new Koa<AppState>();
  // Behind trusted proxies, ctx.ip is the client's address from X-Forwarded-For, read from the right: the entries
  // the proxies appended, not the ones a client may have sent itself.
  app.proxy = deps.config.trustedProxies > 0;
  app.maxIpsCount = deps.config.trustedProxies;
  // A client hanging up mid-response is not a server fault (koa-static streams log it otherwise).
  app.on("error", (err: NodeJS.ErrnoException) => {
    if (err.code !== "ERR_STREAM_PREMATURE_CLOSE" && err.code !== "ECONNRESET")
      deps.logger.error({ err }, "koa");
  });

  const api = new Router<AppState>({ prefix: API_PREFIX });
  const tables = [
    healthRouter,
    filesRouter,
    languagesRouter,
    languageServiceRouter,
    translateRouter,
    ...authRouters,
    oauthRouter,
    usageRouter,
    billingRouter,
    contactRouter,
    webhooksRouter,
    glossaryRouter,
  ].map((table) => table(deps));
  const routes = tables.flatMap((table) => table.routes);
  // The document's own route is in the table it describes (routes gets it pushed before the first request).
  const openApi = openApiRouter(deps, routes, API_PREFIX);
  routes.push(...openApi.routes);
  for (const table of [...tables, openApi]) api.use(table.router.routes());

  app.use(requestLog(deps.logger));
  app.use(compression());
  app.use(securityHeaders({ hstsAlways: deps.config.hsts, apiPrefix: API_PREFIX }));
  app.use(errorHandler());
  app.use(api.routes());
  app.use(apiFallback(api));
  app.use(serveClient(deps.config.publicDir));
  return app;
}
