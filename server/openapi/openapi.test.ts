import type Router from "@koa/router";
import { Validator } from "@seriousme/openapi-schema-validator";
import { API_PREFIX, createApp } from "@server/app";
import { ERROR_CODES } from "@shared/errors";
import { startTestServer, type TestServer } from "@test/helpers/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openApiPath } from "./document";

let server: TestServer;
let document: {
  paths: Record<string, Record<string, { summary?: string; security?: unknown[]; responses: object }>>;
  components: { schemas: { Error: { properties: { code: { enum: string[] } } } } };
};

beforeAll(async () => {
  server = await startTestServer();
  const response = await fetch(`${server.url}/openapi.json`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  document = (await response.json()) as typeof document;
});
afterAll(() => server.close());

/** Every method and path the koa router answers under /api/v1, read from the running app's router itself. */
function registeredRoutes(): { method: string; path: string }[] {
  const app = createApp(server.deps);
  const api = app.middleware
    .map((m) => (m as { router?: Router }).router)
    .find((router) => router?.opts.prefix === API_PREFIX);
  if (!api) throw new Error("the API router is not mounted");
  return api.stack.flatMap((layer) =>
    layer.methods
      .filter((method) => method !== "HEAD")
      .map((method) => ({ method: method.toLowerCase(), path: String(layer.path).slice(API_PREFIX.length) })),
  );
}

describe("GET /openapi.json", () => {
  it("describes every route the router serves, each with a summary and its answers", () => {
    const routes = registeredRoutes();
    expect(routes.length).toBeGreaterThan(50);
    const missing = routes.filter(({ method, path }) => !document.paths[openApiPath(path)]?.[method]);
    expect(missing).toEqual([]);
    for (const { method, path } of routes) {
      const operation = document.paths[openApiPath(path)]?.[method];
      expect(operation?.summary, `${method} ${path}`).toBeTruthy();
      expect(operation?.responses).toHaveProperty("4XX");
    }
  });

  it("is a valid OpenAPI 3.1 document", async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("states the error shape with every code, the three ways to authenticate, bodies and files", () => {
    expect(document.components.schemas.Error.properties.code.enum).toEqual([...ERROR_CODES]);
    // biome-ignore lint/suspicious/noExplicitAny: a JSON document walked by the assertions below
    const doc = document as unknown as Record<string, any>;
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(["apiKey", "deviceId", "session"]);
    expect(doc.components.securitySchemes.deviceId).toMatchObject({ in: "header", name: "X-Device-Id" });
    const upload = doc.paths["/files/upload"].post;
    expect(upload.requestBody.content["multipart/form-data"].schema.required).toEqual(["file"]);
    expect(upload.security).toEqual([{ session: [] }, { apiKey: [] }, { deviceId: [] }]);
    const start = doc.paths["/translate/start"].post;
    expect(start.parameters).toContainEqual(
      expect.objectContaining({ name: "file_id", in: "query", required: true }),
    );
    expect(start.requestBody.content["application/json"].schema.required).toContain("target_language");
    expect(start.responses["201"].content["application/json"].schema.properties.job_id).toBeDefined();
    expect(doc.paths["/translate/status/{id}"].get.parameters[0]).toMatchObject({ name: "id", in: "path" });
    expect(doc.paths["/auth/data-export"].get.responses["200"].content).toHaveProperty("application/zip");
    expect(doc.paths["/files/{id}"].delete.responses["204"].content).toBeUndefined();
    expect(doc.paths["/health"].get.security).toEqual([]);
  });
});
