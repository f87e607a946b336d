import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import Router from "@koa/router";
import Koa from "koa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createLogger } from "../logger";
import type { AppState } from "../state";
import { errorHandler } from "./errorHandler";
import { jsonBody } from "./jsonBody";
import { requestLog } from "./requestLog";
import { requireOwner } from "./requireOwner";
import { validate } from "./validate";

/** The real middleware chain in front of one echo route, so each step is seen through HTTP. */
function echoApp(): Koa<AppState> {
  const router = new Router<AppState>();
  router.post(
    "/echo/:id",
    requireOwner(),
    validate({
      params: z.object({ id: z.coerce.number().int() }),
      query: z.object({ verbose: z.enum(["yes", "no"]).default("no") }),
      body: z.object({ name: z.string().min(1), tags: z.array(z.string()).default([]) }),
    }),
    (ctx) => {
      ctx.body = { input: ctx.state.input, owner: ctx.state.owner };
    },
  );
  router.get("/boom", () => {
    throw new Error("secret internals");
  });
  const app = new Koa<AppState>();
  app.use(requestLog(createLogger({ logLevel: "silent" })));
  app.use(errorHandler());
  app.use(jsonBody());
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

  it("answers an unexpected error with a 500 that reveals nothing", async () => {
    const response = await fetch(`${url}/boom`);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ detail: "Internal server error", code: "internal_error" });
  });
});
