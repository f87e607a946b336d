import type { AuthRequirement } from "@server/http/authenticate";
import type { ResponseBody, RouteDefinition } from "@server/http/routeTable";
import { ErrorBody } from "@shared/api/common";
import { z } from "zod";

type JsonSchema = Record<string, unknown>;

/** How each route's `auth` is told: which of the three schemes (any one of them) lets the caller in. */
const SECURITY: Readonly<Record<AuthRequirement, readonly Record<string, string[]>[]>> = {
  none: [],
  session: [{ session: [] }],
  user: [{ session: [] }, { apiKey: [] }],
  device: [{ deviceId: [] }],
  either: [{ session: [] }, { apiKey: [] }, { deviceId: [] }],
};

const SECURITY_SCHEMES = {
  session: {
    type: "http",
    scheme: "bearer",
    description:
      "A session token from POST /auth/login (or a Google or GitHub sign-in), sent as `Authorization: Bearer <token>`.",
  },
  apiKey: {
    type: "http",
    scheme: "bearer",
    bearerFormat: "psk_…",
    description:
      "An API key of a Pro account (profile → security → API keys), sent as `Authorization: Bearer psk_…`. It acts for its account on every route a signed-in user may call.",
  },
  deviceId: {
    type: "apiKey",
    in: "header",
    name: "X-Device-Id",
    description:
      "A visitor without an account: a random UUID the client keeps, which owns the files and jobs it creates.",
  },
} as const;

/** zod → JSON Schema 2020-12 (OpenAPI 3.1's dialect); what zod cannot express (a custom check) is any value. */
function jsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;
  return rest;
}

function parameters(schema: z.ZodType | undefined, place: "path" | "query") {
  if (!schema) return [];
  const object = jsonSchema(schema, "input");
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: place,
    required: place === "path" || required.has(name),
    ...(typeof property.description === "string" ? { description: property.description } : {}),
    schema: property,
  }));
}

function requestBody(route: RouteDefinition) {
  if (!route.body) return undefined;
  const { mediaTypes, fileField } = route.body;
  const schema: JsonSchema = fileField
    ? {
        type: "object",
        properties: { [fileField]: { type: "string", contentMediaType: "application/octet-stream" } },
        required: [fileField],
      }
    : route.input?.body
      ? jsonSchema(route.input.body, "input")
      : {};
  return {
    required: Boolean(fileField || route.input?.body),
    content: Object.fromEntries(mediaTypes.map((type) => [type, { schema }])),
  };
}

function response(body: ResponseBody, status: number) {
  if (body === null) return { description: status === 204 ? "No content" : "No body" };
  if ("mediaType" in body && typeof body.mediaType === "string")
    return {
      description: body.description,
      content: { [body.mediaType]: { schema: body.schema ? jsonSchema(body.schema, "output") : {} } },
    };
  return {
    description: "OK",
    content: { "application/json": { schema: jsonSchema(body as z.ZodType, "output") } },
  };
}

/** `/files/info/:id` → `/files/info/{id}`. */
export function openApiPath(koaPath: string): string {
  return koaPath.replace(/:(\w+)/g, "{$1}");
}

/**
 * The OpenAPI 3.1 document of the route table: every route with its parameters, body, answers, the error shape
 * on every 4XX/5XX and who may call it.
 */
export function openApiDocument(routes: readonly RouteDefinition[], version: string, apiPrefix: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = openApiPath(route.path);
    const tag = route.path.split("/")[1] ?? "api";
    const responses: Record<string, unknown> = {};
    for (const [status, body] of Object.entries(route.responses))
      responses[status] = response(body, Number(status));
    responses["4XX"] = { $ref: "#/components/responses/Error" };
    responses["5XX"] = { $ref: "#/components/responses/Error" };
    const params = [...parameters(route.input?.params, "path"), ...parameters(route.input?.query, "query")];
    const body = requestBody(route);
    paths[path] ??= {};
    paths[path][route.method] = {
      operationId: `${route.method}${path.replace(/[{}]/g, "").replace(/[^A-Za-z0-9]+(.)?/g, (_, c = "") => c.toUpperCase())}`,
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      tags: [tag],
      security: SECURITY[route.auth],
      ...(params.length > 0 ? { parameters: params } : {}),
      ...(body ? { requestBody: body } : {}),
      responses,
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Polysub API",
      version,
      description:
        "Upload a subtitle file, start a translation, follow it, export the result. Errors answer `{ detail, code }` with `code` one of the values of the Error schema.",
    },
    servers: [{ url: apiPrefix }],
    paths,
    components: {
      schemas: { Error: jsonSchema(ErrorBody, "output") },
      responses: {
        Error: {
          description: "An error: `code` says which, `detail` says it in English",
          content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
        },
      },
      securitySchemes: SECURITY_SCHEMES,
    },
  };
}
