import { readFileSync } from "node:fs";
import { createProviders } from "@server/providers/registry";
import { ErrorBody } from "@shared/api/common";
import { DetailedHealthResponse, HealthResponse } from "@shared/api/health";
import { startTestServer, type TestServer } from "@test/helpers/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const { version } = JSON.parse(readFileSync(new URL("../../../package.json", import.meta.url), "utf8")) as {
  version: string;
};

const NOW = Date.parse("2026-11-25T10:00:00Z");

describe("health", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: {
        DEEPL_API_KEY: "test-key:fx",
        MYMEMORY_API_URL: "http://127.0.0.1:9",
        OPENAI_MODEL: "qwen2.5-7b",
        HEALTH_TOKEN: "health-secret",
      },
      providers: createProviders,
      clock: () => NOW,
    });
  });
  afterAll(() => server.close());

  it("answers ok with the package version, without a device id", async () => {
    const response = await fetch(`${server.url}/health`);
    expect(response.status).toBe(200);
    expect(HealthResponse.parse(await response.json())).toEqual({ status: "ok", version });
    expect(response.headers.get("x-request-id")).toMatch(/^[\w-]+$/);
  });

  it("reports the database, which providers the environment configures, their model and quota of the day", async () => {
    // As the status page asks it, through a proxy: no view of the queue.
    const response = await fetch(`${server.url}/health/detailed`, {
      headers: { "X-Forwarded-For": "203.0.113.9" },
    });
    expect(response.status).toBe(200);
    const day = { characters_today: 0, resets_at: "2026-11-26T00:00:00.000Z" };
    expect(DetailedHealthResponse.parse(await response.json())).toEqual({
      status: "ok",
      version,
      database: { status: "ok" },
      providers: {
        // Anonymous MyMemory: 5,000 characters a day.
        mymemory: { configured: true, model: null, ...day, daily_limit: 5_000, remaining_today: 5_000 },
        deepl: { configured: true, model: null, ...day, daily_limit: null, remaining_today: null },
        // The model OPENAI_MODEL names, which the service card shows.
        openai: { configured: false, model: "qwen2.5-7b", ...day, daily_limit: null, remaining_today: null },
      },
    });
  });

  it("shows the operator the queue and the processes: from the server's host, or with HEALTH_TOKEN", async () => {
    const local = DetailedHealthResponse.parse(await (await fetch(`${server.url}/health/detailed`)).json());
    // The test server runs no heartbeat; main.ts does (the two-process test counts them).
    expect(local.operations).toEqual({
      queue: { pending: 0, running: 0, oldest_pending_at: null },
      processes: { seen_recently: 0 },
    });
    const forwarded = { "X-Forwarded-For": "203.0.113.9" };
    const withToken = await fetch(`${server.url}/health/detailed`, {
      headers: { ...forwarded, Authorization: "Bearer health-secret" },
    });
    expect(DetailedHealthResponse.parse(await withToken.json()).operations).toBeDefined();
    const wrongToken = await fetch(`${server.url}/health/detailed`, {
      headers: { ...forwarded, Authorization: "Bearer health-secreT" },
    });
    expect(DetailedHealthResponse.parse(await wrongToken.json()).operations).toBeUndefined();
  });

  it("answers an unknown API path with a JSON 404", async () => {
    const response = await fetch(`${server.url}/nothing/here`);
    expect(response.status).toBe(404);
    expect(ErrorBody.parse(await response.json())).toMatchObject({ code: "not_found" });
  });

  it("answers a known path with the wrong method with a JSON 405", async () => {
    const response = await fetch(`${server.url}/health`, { method: "PUT" });
    expect(response.status).toBe(405);
    expect(ErrorBody.parse(await response.json())).toMatchObject({ code: "method_not_allowed" });
  });

  it("keeps a sane X-Request-Id from the caller", async () => {
    const response = await fetch(`${server.url}/health`, { headers: { "X-Request-Id": "trace-42" } });
    expect(response.headers.get("x-request-id")).toBe("trace-42");
  });
});

describe("health with a database that is gone", () => {
  it("says degraded instead of failing", async () => {
    const server = await startTestServer();
    await server.db.destroy();
    try {
      const response = await fetch(`${server.url}/health/detailed`);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        status: "degraded",
        database: { status: "unavailable" },
      });
    } finally {
      await server.close();
    }
  });
});
