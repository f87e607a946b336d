import type { AppDeps } from "@server/deps";
import { type RouteDefinition, type RouteTable, routeTable } from "@server/http/routeTable";
import { openApiDocument } from "@server/openapi/document";
import { z } from "zod";

/** The OpenAPI document is a JSON object; its shape is OpenAPI 3.1's, checked by the test, not by zod here. */
const OpenApiDocument = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({}),
  paths: z.looseObject({}),
});

/** GET /openapi.json: the route table as OpenAPI 3.1, built once on the first request. */
export function openApiRouter(
  deps: AppDeps,
  routes: readonly RouteDefinition[],
  apiPrefix: string,
): RouteTable {
  const table = routeTable(deps);
  let document: string | undefined;
  table.add(
    {
      method: "get",
      path: "/openapi.json",
      summary: "This document",
      responses: { 200: OpenApiDocument },
      auth: "none",
    },
    (ctx) => {
      document ??= JSON.stringify(openApiDocument(routes, deps.config.version, apiPrefix));
      ctx.type = "application/json";
      ctx.set("Cache-Control", "public, max-age=300");
      ctx.body = document;
    },
  );
  return table;
}
