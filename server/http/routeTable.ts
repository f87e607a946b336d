import Router from "@koa/router";
import type { z } from "zod";
import type { AppState } from "../state";
import type { AuthRequirement } from "./authenticate";
import { type EndpointContext, type EndpointDeps, type EndpointSpec, endpointFactory } from "./endpoint";
import type { InputSchemas } from "./validate";

export type HttpMethod = "get" | "post" | "put" | "patch" | "delete";

/**
 * One response as the OpenAPI document describes it: a zod schema of its JSON body, another media type (a file, a
 * zip, a redirect's page), or null for no body (204).
 */
export type ResponseBody = z.ZodType | { mediaType: string; description: string; schema?: z.ZodType } | null;

/** A route as data: what the router registers and what server/openapi/document.ts describes. */
export interface RouteDefinition<
  S extends InputSchemas = InputSchemas,
  R extends AuthRequirement = AuthRequirement,
> extends EndpointSpec<S, R> {
  method: HttpMethod;
  /** Koa's syntax (`/files/info/:id`), relative to /api/v1. */
  path: string;
  summary: string;
  description?: string;
  /** The successful answers by status; every route also answers the error shape on 4XX and 5XX. */
  responses: Readonly<Record<number, ResponseBody>>;
}

export interface RouteTable {
  router: Router<AppState>;
  routes: RouteDefinition[];
  add<S extends InputSchemas = Record<never, never>, R extends AuthRequirement = never>(
    definition: RouteDefinition<S, R>,
    handler: (ctx: EndpointContext<S, R>) => unknown,
  ): void;
}

/**
 * The routes of one resource: each `add` records the definition and registers it on the router through
 * endpoint(...), so the document (GET /openapi.json) cannot describe a route the router does not serve, and a
 * test finds any route registered around the table.
 */
export function routeTable(deps: EndpointDeps): RouteTable {
  const endpoint = endpointFactory(deps);
  const router = new Router<AppState>();
  const routes: RouteDefinition[] = [];
  return {
    router,
    routes,
    add(definition, handler) {
      routes.push(definition as unknown as RouteDefinition);
      router[definition.method](definition.path, endpoint(definition, handler));
    },
  };
}
