import { pingDb } from "@server/db";
import type { AppDeps } from "@server/deps";
import { type RouteTable, routeTable } from "@server/http/routeTable";
import { queueStats } from "@server/jobs/repository";
import { countLiveProcesses } from "@server/processes";
import { quotaStatus, usageOn } from "@server/providers/usage";
import { DetailedHealthResponse, HealthResponse } from "@shared/api/health";
import { SERVICE_IDS, type ServiceId } from "@shared/catalog";
import { isOperator } from "./operator";

export function healthRouter(deps: AppDeps): RouteTable {
  const { db, config, providers, clock } = deps;
  const models: Record<ServiceId, string | null> = {
    mymemory: null,
    deepl: null,
    openai: config.providers.openai.model,
  };
  const routes = routeTable(deps);

  routes.add(
    { method: "get", path: "/health", summary: "Liveness", responses: { 200: HealthResponse }, auth: "none" },
    (ctx) => {
      ctx.body = { status: "ok", version: config.version } satisfies HealthResponse;
    },
  );

  routes.add(
    {
      method: "get",
      path: "/health/detailed",
      summary: "The database and each translation service, with today's quota",
      responses: { 200: DetailedHealthResponse },
      auth: "none",
    },
    async (ctx) => {
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
    },
  );

  return routes;
}
