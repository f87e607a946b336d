import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import Router from "@koa/router";
import Koa from "koa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createLogger } from "../logger";
import { errorHandler } from "../middleware/errorHandler";
import { requestLog } from "../middleware/requestLog";
import type { AppState } from "../state";
import type { UserRow } from "../users/repository";
import { ownerOf, type SessionVerifier } from "./authenticate";
import { body } from "./body";
import { endpointFactory } from "./endpoint";
import { memoryRateLimitStore } from "./rateLimit";

/** The one token this test's sessions know, standing in for the accounts issue's sessions table. */
const GOOD_TOKEN = "signed-in-token";
const USER_1 = { id: "user-1", plan: "premium", plan_until: null } as UserRow;
const testSessions: SessionVerifier = {
  verify: async (token) =>
    token === GOOD_TOKEN ? { user: USER_1, session: { id: "session-1" } } : undefined,
  verifyApiKey: async () => undefined,
};

/** The real request chain in front of echo routes, so each step is seen through HTTP. */
function echoApp(): Koa<AppState> {
  const endpoint = endpointFactory({ sessions: testSessions, rateLimits: memoryRateLimitStore() });
  const router = new Router<AppState>();
  router.post(
    "/echo/:id",
    endpoint(
      {
        auth: "either",
        body: body.json(),
        input: {
          params: z.object({ id: z.coerce.number().int() }),
          query: z.object({ verbose: z.enum(["yes", "no"]).default("no") }),
          body: z.object({ name: z.string().min(1), tags: z.array(z.string()).default([]) }),
        },
      },
      (ctx) => {
        ctx.body = { input: ctx.state.input, owner: ownerOf(ctx.state.auth) };
      },
    ),
  );
  router.get(
    "/mine",
    endpoint({ auth: "user" }, (ctx) => {
      const { user, session, apiKey, deviceId, plan } = ctx.state.auth;
      ctx.body = {
        auth: { user: user.id, session, apiKey, deviceId, plan: plan.id },
        owner: ownerOf(ctx.state.auth),
      };
    }),
  );
  router.post(
    "/form",
    endpoint(
      {
        auth: "none",
        body: body.form(),
        input: { body: z.object({ email: z.string(), tag: z.array(z.string()) }) },
      },
      (ctx) => {
        ctx.body = ctx.state.input.body;
      },
    ),
  );
  router.post(
    "/raw",
    endpoint({ auth: "none", body: body.raw() }, (ctx) => {
      ctx.body = { hex: ctx.request.rawBody?.toString("hex"), parsed: ctx.request.body ?? null };
    }),
  );
  router.get(
    "/limited",
    endpoint({ auth: "none", rateLimit: { name: "test", points: 2, durationSeconds: 60 } }, (ctx) => {
      ctx.body = { ok: true };
    }),
  );
  router.get(
    "/limited-per-caller",
    endpoint(
      {
        auth: "device",
        rateLimit: [
          { name: "test-address", points: 3, durationSeconds: 60 },
          { name: "test-caller", points: 1, durationSeconds: 60, per: "caller" },
        ],
      },
      (ctx) => {
        ctx.body = { ok: true };
      },
    ),
  );
  router.get(
    "/boom",
    endpoint({ auth: "none" }, () => {
      throw new Error("secret internals");
    }),
  );
  const app = new Koa<AppState>();
  app.use(requestLog(createLogger({ logLevel: "silent" })));
  app.use(errorHandler());
  app.use(router.routes());
  return app;
}

describe("middleware chain", () => {
  let server: Server;
  let url: string;
  const device = "3F2504E0-4F89-41D3-9A0C-0305E82C3301";

  beforeAll(async () => {
    server = echoApp().listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(url + path, {
      method: "POST",
      headers: { "X-Device-Id": device, "Content-Type": "application/json", ...headers },
      body,
    });

  it("parses and validates params, query and body into ctx.state.input, with the owner in lower case", async () => {
    const response = await post("/echo/7?verbose=yes", JSON.stringify({ name: "Amélie" }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      input: { params: { id: 7 }, query: { verbose: "yes" }, body: { name: "Amélie", tags: [] } },
      owner: { deviceId: device.toLowerCase(), userId: null },
    });
  });

  it("names every bad field in one 400", async () => {
    const response = await post("/echo/x?verbose=maybe", JSON.stringify({ name: "", tags: [1] }));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; detail: string; issues: { path: string }[] };
    expect(body.code).toBe("validation_error");
    expect(body.issues.map((i) => i.path).sort()).toEqual([
      "body.name",
      "body.tags.0",
      "params.id",
      "query.verbose",
    ]);
    expect(body.detail).toContain("body.name");
  });

  it("refuses malformed JSON, other media types and bodies over 1 MB", async () => {
    const malformed = await post("/echo/1", "{name:");
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({
      code: "validation_error",
      detail: "The request body is not valid JSON",
    });

    const text = await post("/echo/1", "name=x", { "Content-Type": "text/plain" });
    expect(text.status).toBe(415);
    expect(await text.json()).toMatchObject({ code: "unsupported_media_type" });

    const huge = await post("/echo/1", JSON.stringify({ name: "x".repeat(1024 * 1024 + 1) }));
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ code: "payload_too_large" });
  });

  it("reads a chunked body, which has no Content-Length", async () => {
    const chunks = [JSON.stringify({ name: "chunked" })];
    const body = new ReadableStream({
      pull(controller) {
        const next = chunks.shift();
        if (next) controller.enqueue(new TextEncoder().encode(next));
        else controller.close();
      },
    });
    const response = await fetch(`${url}/echo/1`, {
      method: "POST",
      headers: { "X-Device-Id": device, "Content-Type": "application/json" },
      body,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ input: { body: { name: "chunked" } } });
  });

  it("needs a device id that is a UUID", async () => {
    const missing = await fetch(`${url}/echo/1`, { method: "POST" });
    expect(await missing.json()).toMatchObject({ code: "missing_device_id" });
    const wrong = await post("/echo/1", "{}", { "X-Device-Id": "1234" });
    expect(await wrong.json()).toMatchObject({ code: "invalid_device_id" });
  });

  it("refuses a bearer token that names no session at the authenticate step, before the body is read", async () => {
    const response = await fetch(`${url}/echo/1`, {
      method: "POST",
      headers: { Authorization: "Bearer expired-or-made-up", "Content-Type": "application/json" },
      body: "{not json",
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: "session_invalid" });

    const malformed = await fetch(`${url}/mine`, { headers: { Authorization: "Basic dXNlcjpwYXNz" } });
    expect(malformed.status).toBe(401);
    expect(await malformed.json()).toMatchObject({ code: "authentication_required" });
  });

  it("sets one ctx.state.auth from a bearer token, and the owner is the user", async () => {
    const signedIn = await fetch(`${url}/mine`, { headers: { Authorization: `Bearer ${GOOD_TOKEN}` } });
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toEqual({
      auth: { user: "user-1", session: { id: "session-1" }, apiKey: null, deviceId: null, plan: "premium" },
      owner: { deviceId: null, userId: "user-1" },
    });

    const both = await post("/echo/1", JSON.stringify({ name: "x" }), {
      Authorization: `Bearer ${GOOD_TOKEN}`,
    });
    expect(await both.json()).toMatchObject({ owner: { deviceId: device.toLowerCase(), userId: "user-1" } });
  });

  it("asks a device for a sign-in on a route that needs a user", async () => {
    const response = await fetch(`${url}/mine`, { headers: { "X-Device-Id": device } });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: "authentication_required" });
  });

  it("reads a form-encoded body on a route that asks for one, and refuses JSON there", async () => {
    const response = await fetch(`${url}/form`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "email=ana%40example.org&tag=a&tag=b+c",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ email: "ana@example.org", tag: ["a", "b c"] });

    const json = await fetch(`${url}/form`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "x" }),
    });
    expect(json.status).toBe(415);
    expect(await json.json()).toMatchObject({ code: "unsupported_media_type" });
  });

  it("hands a raw route the exact bytes, whatever their type, without parsing them", async () => {
    // Not UTF-8 and not JSON even though it says so: a signature is computed on these very bytes.
    const bytes = Uint8Array.from([0x7b, 0xff, 0x00, 0xfe, 0x7d]);
    const response = await fetch(`${url}/raw`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: bytes,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ hex: "7bff00fe7d", parsed: null });
  });

  it("answers 429 with Retry-After and rate_limited once a route's limit is passed", async () => {
    expect((await fetch(`${url}/limited`)).status).toBe(200);
    expect((await fetch(`${url}/limited`)).status).toBe(200);
    const refused = await fetch(`${url}/limited`);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await refused.json()).toMatchObject({ code: "rate_limited" });
  });

  it("counts a per-caller limit for each device apart, and the address's limit over all of them", async () => {
    const asDevice = (id: string) => fetch(`${url}/limited-per-caller`, { headers: { "X-Device-Id": id } });
    const [first, second, third, fourth] = Array.from({ length: 4 }, () => crypto.randomUUID());
    expect((await asDevice(first as string)).status).toBe(200);
    expect((await asDevice(first as string)).status).toBe(429);
    expect((await asDevice(second as string)).status).toBe(200);
    expect((await asDevice(third as string)).status).toBe(429);
    expect((await asDevice(fourth as string)).status).toBe(429);
  });

  it("answers an unexpected error with a 500 that reveals nothing", async () => {
    const response = await fetch(`${url}/boom`);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ detail: "Internal server error", code: "internal_error" });
  });
});
