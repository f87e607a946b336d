import Router from "@koa/router";
import type { DetailedHealthResponse, HealthResponse } from "../../../shared/api/health";
import { SERVICE_IDS } from "../../../shared/languages";
import type { AppDeps } from "../../app";
import { pingDb } from "../../db";
import type { AppState } from "../../state";

export function healthRouter({ db, config }: AppDeps): Router<AppState> {
  const router = new Router<AppState>();

  router.get("/health", (ctx) => {
    ctx.body = { status: "ok", version: config.version } satisfies HealthResponse;
  });

  router.get("/health/detailed", async (ctx) => {
    const dbUp = await pingDb(db);
    // From configuration, not from the registry: it says what an operator set up, without calling anyone.
    const configured: Record<(typeof SERVICE_IDS)[number], boolean> = {
      mymemory: true,
      deepl: config.providers.deepl.apiKey !== undefined,
      openai: config.providers.openai.apiKey !== undefined,
    };
    ctx.body = {
      status: dbUp ? "ok" : "degraded",
      version: config.version,
      database: { status: dbUp ? "ok" : "unavailable" },
      providers: Object.fromEntries(SERVICE_IDS.map((id) => [id, { configured: configured[id] }])),
    } as DetailedHealthResponse;
  });

  return router;
}
