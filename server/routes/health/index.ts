import Router from "@koa/router";
import { pingDb } from "@server/db";
import type { AppDeps } from "@server/deps";
import { endpointFactory } from "@server/http/endpoint";
import { queueStats } from "@server/jobs/repository";
import { countLiveProcesses } from "@server/processes";
import { quotaStatus, usageOn } from "@server/providers/usage";
import type { AppState } from "@server/state";
import type { DetailedHealthResponse, HealthResponse } from "@shared/api/health";
import { SERVICE_IDS, type ServiceId } from "@shared/catalog";
import { isOperator } from "./operator";

export function healthRouter(deps: AppDeps): Router<AppState> {
  const { db, config, providers, clock } = deps;
  const models: Record<ServiceId, string | null> = {
    mymemory: null,
    deepl: null,
    openai: config.providers.openai.model,
  };
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
      // What the registry built from the configuration: the services jobs can use, without calling any of them,
      // and what the server sent each of them today against the daily limit the runner keeps to (only MyMemory
      // has one; DeepL's allowance is monthly and OpenAI's is billing).
      const configured = providers.configured();
      const now = clock();
      const usage = dbUp ? await usageOn(db, now) : new Map();
      const operations =
        dbUp && isOperator(ctx, config)
          ? { queue: await queueStats(db), processes: { seen_recently: await countLiveProcesses(db) } }
          : undefined;
      ctx.body = {
        status: dbUp ? "ok" : "degraded",
        version: config.version,
        database: { status: dbUp ? "ok" : "unavailable" },
        providers: Object.fromEntries(
          SERVICE_IDS.map((id) => [
            id,
            {
              configured: configured.includes(id),
              model: models[id],
              ...quotaStatus(usage.get(id), providers.get(id)?.dailyLimit ?? null, now),
            },
          ]),
        ),
        ...(operations && { operations }),
      } as DetailedHealthResponse;
    }),
  );

  return router;
}
