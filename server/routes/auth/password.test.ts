import { startTotpSetup } from "@server/auth/twoFactor";
import { enableTotp } from "@server/users/repository";
import { LinkSentResponse } from "@shared/api/auth";
import { ErrorBody } from "@shared/api/common";
import { createAccount, login, signedIn, totpCode } from "@test/helpers/accounts";
import { apiClient } from "@test/helpers/api";
import { linkToken, waitForMails } from "@test/helpers/outbox";
import { startTestServer, type TestServer } from "@test/helpers/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const NEW_PASSWORD = "Harbour-Finch-Kettle3";

describe("POST /auth/change-password", () => {
  it("needs the current password, signs the other sessions out and keeps this one", async () => {
    const account = await createAccount(server);
    const other = await signedIn(server, account);
    const client = await signedIn(server, account);
    const change = { new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD };

    const missing = await client.post("/auth/change-password", change);
    expect(missing.status).toBe(400);
    const wrong = await client.post("/auth/change-password", {
      ...change,
      current_password: "Not-It-123456",
    });
    expect(wrong.status).toBe(422);
    expect(ErrorBody.parse(await wrong.json()).code).toBe("wrong_password");
    const mismatch = await client.post("/auth/change-password", {
      current_password: account.password,
      new_password: NEW_PASSWORD,
      confirm_password: `${NEW_PASSWORD}!`,
    });
    expect(mismatch.status).toBe(400);
    const weak = await client.post("/auth/change-password", {
      current_password: account.password,
      new_password: "Password12345!",
      confirm_password: "Password12345!",
    });
    expect(ErrorBody.parse(await weak.json()).code).toBe("weak_password");

    const done = await client.post("/auth/change-password", {
      ...change,
      current_password: account.password,
    });
    expect(done.status).toBe(200);
    expect((await client.get("/auth/me")).status).toBe(200);
    expect((await other.get("/auth/me")).status).toBe(401);
    expect((await login(server, account.email, account.password)).status).toBe(401);
    expect((await login(server, account.email, NEW_PASSWORD)).status).toBe(200);
  });

  it("tells the account's address when and from where, and how to take the account back", async () => {
    const account = await createAccount(server, { interfaceLanguage: "fr" });
    const client = await signedIn(server, account);
    const changed = await fetch(`${server.url}/auth/change-password`, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${client.token}`,
        "Content-Type": "application/json",
        "User-Agent": "Thief-Browser/1.0",
      },
      body: JSON.stringify({
        current_password: account.password,
        new_password: NEW_PASSWORD,
        confirm_password: NEW_PASSWORD,
      }),
    });
    expect(changed.status).toBe(200);
    const [notice] = await waitForMails(server.config.dataDir, account.email, { kind: "password_changed" });
    expect(notice?.subject).toBe("Votre mot de passe a été changé");
    expect(notice?.text).toContain("Thief-Browser/1.0");
    expect(notice?.text).toContain("127.0.0.1");
    expect(notice?.text).toContain(`${server.config.appUrl.replace(/\/+$/, "")}/forgot-password`);
  });

  it("lets an account without a password set one through a link to its address, or with its second factor", async () => {
    const account = await createAccount(server, { emailVerified: true });
    const client = await signedIn(server, account);
    await server.db("users").where({ id: account.user.id }).update({ password_hash: null });
    const change = { new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD };
    const linked = await client.post("/auth/change-password", change);
    expect(linked.status).toBe(202);
    expect(LinkSentResponse.parse(await linked.json()).link_sent).toBe(true);
    // A stolen session alone set nothing: the password comes through the mailbox.
    expect((await login(server, account.email, NEW_PASSWORD)).status).toBe(401);
    const [mail] = await waitForMails(server.config.dataDir, account.email, { kind: "password_reset" });
    if (!mail) throw new Error("no mail");
    const token = linkToken(mail, "/reset-password");
    expect(
      (await apiClient(server).post("/auth/reset-password", { token, password: NEW_PASSWORD })).status,
    ).toBe(200);
    expect((await login(server, account.email, NEW_PASSWORD)).status).toBe(200);

    const guarded = await createAccount(server, { emailVerified: true });
    const guardedClient = await signedIn(server, guarded);
    const setup = await startTotpSetup(server.db, guarded.user);
    await enableTotp(server.db, guarded.user.id);
    await server.db("users").where({ id: guarded.user.id }).update({ password_hash: null });
    const noCode = await guardedClient.post("/auth/change-password", change);
    expect(ErrorBody.parse(await noCode.json()).code).toBe("two_factor_required");
    const withCode = await guardedClient.post("/auth/change-password", {
      ...change,
      totp_code: await totpCode(setup.secret),
    });
    expect(withCode.status).toBe(200);
    expect(LinkSentResponse.parse(await withCode.json()).link_sent).toBe(false);
  });

  it("counts wrong current passwords with the login failures", async () => {
    const account = await createAccount(server);
    const client = await signedIn(server, account);
    const attempt = () =>
      client.post("/auth/change-password", {
        current_password: "Guess-Number-000",
        new_password: NEW_PASSWORD,
        confirm_password: NEW_PASSWORD,
      });
    for (let i = 0; i < 10; i++) expect((await attempt()).status).toBe(422);
    expect((await attempt()).status).toBe(429);
    // The account's counter is the login's: guessing through a stolen session locks the password login too.
    expect((await login(server, account.email, account.password)).status).toBe(429);
  });
});
