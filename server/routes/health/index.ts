import Router from "@koa/router";
import type { DetailedHealthResponse, HealthResponse } from "../../../shared/api/health";
import { SERVICE_IDS } from "../../../shared/catalog";
import { pingDb } from "../../db";
import type { AppDeps } from "../../deps";
import { endpointFactory } from "../../http/endpoint";
import type { AppState } from "../../state";

export function healthRouter(deps: AppDeps): Router<AppState> {
  const { db, config, providers } = deps;
  const endpoint = endpointFactory(deps);
  const router = new Router<AppState>();

  router.get(
    "/health",
    endpoint({ auth: "none" }, (ctx) => {
      ctx.body = { status: "ok", version: config.version } satisfies HealthResponse;
    }),
  );

  router.get(
    "/health/detailed",
    endpoint({ auth: "none" }, async (ctx) => {
      const dbUp = await pingDb(db);
      // What the registry built from the configuration: the services jobs can use, without calling any of them.
      const configured = providers.configured();
      ctx.body = {
        status: dbUp ? "ok" : "degraded",
        version: config.version,
        database: { status: dbUp ? "ok" : "unavailable" },
        providers: Object.fromEntries(SERVICE_IDS.map((id) => [id, { configured: configured.includes(id) }])),
      } as DetailedHealthResponse;
    }),
  );

  return router;
}
