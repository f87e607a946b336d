import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ApiError, createApiClient, type SessionBridge } from "./api";

/**
 * A small API on 127.0.0.1 that knows one valid token at a time: /data answers 200 to it and 401 to any other,
 * /auth/refresh swaps a known old token for the next one (or refuses, or fails, as the test sets).
 */
interface Seen {
  path: string;
  authorization: string | undefined;
  deviceId: string | undefined;
}

let server: Server;
let baseUrl: string;
let validToken = "";
let refreshable = new Set<string>();
let refreshAnswer: "rotate" | "refuse" | "unavailable" = "rotate";
let refreshDelayMs = 0;
let seen: Seen[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    const authorization = req.headers.authorization;
    seen.push({ path, authorization, deviceId: req.headers["x-device-id"] as string | undefined });
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(body));
    };
    const token = authorization?.replace(/^Bearer /, "");
    if (path === "/api/v1/auth/refresh") {
      const answer = () => {
        if (refreshAnswer === "unavailable")
          return json(503, { code: "service_unavailable", detail: "down" });
        if (refreshAnswer === "refuse" || !token || !refreshable.has(token)) {
          return json(401, { code: "session_invalid", detail: "Session expired" });
        }
        refreshable.delete(token);
        validToken = `${token}+`;
        json(200, { access_token: validToken, token_type: "bearer", expires_in: 3600 });
      };
      setTimeout(answer, refreshDelayMs);
      return;
    }
    if (path === "/api/v1/login")
      return json(401, { code: "two_factor_required", detail: "2FA code required" });
    if (token === validToken) return json(200, { ok: true, token });
    json(401, { code: "session_invalid", detail: "Session expired" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  validToken = "";
  refreshable = new Set();
  refreshAnswer = "rotate";
  refreshDelayMs = 0;
  seen = [];
});

/** The signed-in state as the auth feature keeps it, reduced to a variable. */
function session(initial: string | null) {
  const state = { token: initial, ended: 0 };
  const bridge: SessionBridge = {
    token: () => state.token,
    replaceToken: (token) => {
      state.token = token;
    },
    end: () => {
      state.token = null;
      state.ended += 1;
    },
  };
  return { state, bridge };
}

function client(bridge: SessionBridge | undefined) {
  return createApiClient({ baseUrl, deviceId: async () => "device-1", session: () => bridge });
}

describe("the API client's session handling", () => {
  it("sends the token as a bearer with the device id", async () => {
    validToken = "t1";
    const { bridge } = session("t1");
    const answer = await client(bridge).request<{ ok: boolean }>("/data");
    expect(answer.ok).toBe(true);
    expect(seen).toEqual([{ path: "/api/v1/data", authorization: "Bearer t1", deviceId: "device-1" }]);
  });

  it("sends no Authorization when signed out", async () => {
    const { bridge } = session(null);
    await expect(client(bridge).request("/data")).rejects.toMatchObject({ status: 401 });
    expect(seen.map((s) => s.authorization)).toEqual([undefined]);
  });

  it("refreshes once on a 401, keeps the new token and sends the call again with it", async () => {
    validToken = "t2";
    refreshable.add("t1");
    const { state, bridge } = session("t1");
    const answer = await client(bridge).request<{ token: string }>("/data");
    expect(answer.token).toBe("t1+");
    expect(state.token).toBe("t1+");
    expect(seen.map((s) => [s.path, s.authorization])).toEqual([
      ["/api/v1/data", "Bearer t1"],
      ["/api/v1/auth/refresh", "Bearer t1"],
      ["/api/v1/data", "Bearer t1+"],
    ]);
  });

  it("refreshes only once for calls that fail together", async () => {
    validToken = "t2";
    refreshable.add("t1");
    refreshDelayMs = 50;
    const { state, bridge } = session("t1");
    const api = client(bridge);
    const answers = await Promise.all([api.request("/data"), api.request("/data"), api.request("/data")]);
    expect(answers).toHaveLength(3);
    expect(seen.filter((s) => s.path.endsWith("/auth/refresh"))).toHaveLength(1);
    expect(state.token).toBe("t1+");
  });

  it("signs out when the refresh is refused, and does not send the call a third time", async () => {
    validToken = "other";
    refreshAnswer = "refuse";
    const { state, bridge } = session("t1");
    const failure = await client(bridge)
      .request("/data")
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 401, code: "session_invalid" });
    expect(state).toEqual({ token: null, ended: 1 });
    expect(seen.map((s) => s.path)).toEqual(["/api/v1/data", "/api/v1/auth/refresh"]);
  });

  it("keeps the session when the server cannot answer the refresh, so a passing outage does not sign out", async () => {
    validToken = "other";
    refreshAnswer = "unavailable";
    const { state, bridge } = session("t1");
    await expect(client(bridge).request("/data")).rejects.toMatchObject({ status: 401 });
    expect(state).toEqual({ token: "t1", ended: 0 });
  });

  it("does not refresh for a missing second factor", async () => {
    validToken = "t1";
    refreshable.add("t1");
    const { state, bridge } = session("t1");
    await expect(client(bridge).request("/login", { method: "POST", bearer: null })).rejects.toMatchObject({
      code: "two_factor_required",
    });
    await expect(client(bridge).request("/login", { method: "POST" })).rejects.toMatchObject({
      code: "two_factor_required",
    });
    expect(seen.map((s) => s.path)).toEqual(["/api/v1/login", "/api/v1/login"]);
    expect(seen[0]?.authorization).toBeUndefined();
    expect(state.token).toBe("t1");
  });

  it("never refreshes a token given explicitly (logout ends exactly that one)", async () => {
    refreshable.add("old");
    const { state, bridge } = session("current");
    await expect(client(bridge).request("/data", { bearer: "old" })).rejects.toMatchObject({ status: 401 });
    expect(seen.map((s) => [s.path, s.authorization])).toEqual([["/api/v1/data", "Bearer old"]]);
    expect(state).toEqual({ token: "current", ended: 0 });
  });

  it("reuses a token another call refreshed meanwhile instead of refreshing again", async () => {
    const { state, bridge } = session("old");
    const tokens: (string | null)[] = [];
    const answer = await client(bridge).withSession(undefined, async (token) => {
      tokens.push(token);
      if (token === "new") return "ok";
      // Another call refreshed while this one was on its way, then this one's old token is refused.
      state.token = "new";
      throw new ApiError(401, "session_invalid", "expired");
    });
    expect(answer).toBe("ok");
    expect(tokens).toEqual(["old", "new"]);
    expect(seen).toEqual([]);
  });
});
