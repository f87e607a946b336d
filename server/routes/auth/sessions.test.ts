import { RevokeSessionsResponse, SessionsResponse } from "@shared/api/auth";
import { ErrorBody } from "@shared/api/common";
import { createAccount, signedIn } from "@test/helpers/accounts";
import { startTestServer, type TestServer } from "@test/helpers/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("/auth/sessions", () => {
  it("lists the account's sessions with their device and which one is asking", async () => {
    const account = await createAccount(server);
    const phone = await signedIn(server, account, { userAgent: "Phone/1.0" });
    await signedIn(server, account, { userAgent: "Laptop/2.0" });
    const stranger = await signedIn(server, await createAccount(server));
    const { sessions } = SessionsResponse.parse(await (await phone.get("/auth/sessions")).json());
    expect(sessions.map((s) => s.user_agent).sort()).toEqual(["Laptop/2.0", "Phone/1.0"]);
    expect(sessions.find((s) => s.current)?.user_agent).toBe("Phone/1.0");
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions[0]?.ip).toMatch(/127\.0\.0\.1/);
    const theirs = SessionsResponse.parse(await (await stranger.get("/auth/sessions")).json());
    expect(theirs.sessions).toHaveLength(1);
  });

  it("revokes one session for real, and not another account's", async () => {
    const account = await createAccount(server);
    const phone = await signedIn(server, account);
    const laptop = await signedIn(server, account);
    const stranger = await signedIn(server, await createAccount(server));
    const { sessions } = SessionsResponse.parse(await (await laptop.get("/auth/sessions")).json());
    const phoneSession = sessions.find((s) => !s.current);
    if (!phoneSession) throw new Error("the phone's session is missing");

    const refused = await stranger.delete(`/auth/sessions/${phoneSession.id}`);
    expect(refused.status).toBe(404);
    expect(ErrorBody.parse(await refused.json()).code).toBe("not_found");
    expect((await phone.get("/auth/me")).status).toBe(200);

    expect((await laptop.delete(`/auth/sessions/${phoneSession.id}`)).status).toBe(200);
    expect((await phone.get("/auth/me")).status).toBe(401);
    // A revoked session cannot be refreshed back to life either.
    expect((await phone.post("/auth/refresh")).status).toBe(401);
    expect((await laptop.delete(`/auth/sessions/${phoneSession.id}`)).status).toBe(404);
    expect((await laptop.get("/auth/me")).status).toBe(200);
  });

  it("revokes every other session at once and keeps the caller's", async () => {
    const account = await createAccount(server);
    const others = [await signedIn(server, account), await signedIn(server, account)];
    const me = await signedIn(server, account);
    const response = await me.delete("/auth/sessions");
    expect(RevokeSessionsResponse.parse(await response.json())).toEqual({ revoked: 2 });
    for (const other of others) expect((await other.get("/auth/me")).status).toBe(401);
    expect((await me.get("/auth/me")).status).toBe(200);
    const { sessions } = SessionsResponse.parse(await (await me.get("/auth/sessions")).json());
    expect(sessions).toHaveLength(1);
  });

  it("is for signed-in users only", async () => {
    const response = await fetch(`${server.url}/auth/sessions`);
    expect(response.status).toBe(401);
  });
});
