import Router from "@koa/router";
import type { DetailedHealthResponse, HealthResponse } from "../../../shared/api/health";
import { SERVICE_IDS } from "../../../shared/catalog";
import type { AppDeps } from "../../app";
import { pingDb } from "../../db";
import type { AppState } from "../../state";

export function healthRouter({ db, config, providers }: AppDeps): Router<AppState> {
  const router = new Router<AppState>();

  router.get("/health", (ctx) => {
    ctx.body = { status: "ok", version: config.version } satisfies HealthResponse;
  });

  router.get("/health/detailed", async (ctx) => {
    const dbUp = await pingDb(db);
    // What the registry built from the configuration: the services jobs can use, without calling any of them.
    const configured = providers.configured();
    ctx.body = {
      status: dbUp ? "ok" : "degraded",
      version: config.version,
      database: { status: dbUp ? "ok" : "unavailable" },
      providers: Object.fromEntries(SERVICE_IDS.map((id) => [id, { configured: configured.includes(id) }])),
    } as DetailedHealthResponse;
  });

  return router;
}
