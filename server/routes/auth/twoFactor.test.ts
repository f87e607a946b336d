import { MeResponse, TwoFactorEnableResponse } from "@shared/api/auth";
import { ErrorBody } from "@shared/api/common";
import { createAccount, login, signedIn, totpCode } from "@test/helpers/accounts";
import { startTestServer, type TestServer } from "@test/helpers/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function codeOf(response: Response): Promise<string> {
  return ErrorBody.parse(await response.json()).code;
}

/** 30 seconds later: the next code of the app, since each code is accepted once. */
const later = (steps: number) => new Date(Date.now() + steps * 30_000);

describe("two-factor", () => {
  it("enables with the password and a first code, then login asks for a code; disables with a code and the password", async () => {
    const account = await createAccount(server);
    const client = await signedIn(server, account);

    expect(await codeOf(await client.post("/auth/2fa/enable", { password: "Not-It-123456" }))).toBe(
      "wrong_password",
    );
    const enable = await client.post("/auth/2fa/enable", { password: account.password });
    expect(enable.status).toBe(200);
    const setup = TwoFactorEnableResponse.parse(await enable.json());
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauth_url).toContain(`secret=${setup.secret}`);
    expect(setup.qr_code_url).toMatch(/^data:image\/png;base64,/);
    expect(setup.backup_codes).toHaveLength(10);
    // Not on until a first code proves the app has the secret.
    expect(MeResponse.parse(await (await client.get("/auth/me")).json()).two_factor_enabled).toBe(false);
    expect((await login(server, account.email, account.password)).status).toBe(200);

    const wrong = await client.post("/auth/2fa/verify-enable", {
      token: "000000",
      password: account.password,
    });
    expect(wrong.status).toBe(422);
    expect(await codeOf(wrong)).toBe("invalid_two_factor_code");
    const badPassword = await client.post("/auth/2fa/verify-enable", {
      token: await totpCode(setup.secret),
      password: "Not-It-123456",
    });
    expect(await codeOf(badPassword)).toBe("wrong_password");
    const on = await client.post("/auth/2fa/verify-enable", {
      token: await totpCode(setup.secret),
      password: account.password,
    });
    expect(on.status).toBe(200);
    expect(MeResponse.parse(await (await client.get("/auth/me")).json()).two_factor_enabled).toBe(true);
    expect(await codeOf(await client.post("/auth/2fa/enable", { password: account.password }))).toBe(
      "two_factor_already_enabled",
    );

    expect(await codeOf(await login(server, account.email, account.password))).toBe("two_factor_required");
    const withCode = await login(server, account.email, account.password, {
      totp_code: await totpCode(setup.secret, later(1)),
    });
    expect(withCode.status).toBe(200);

    const replayed = await client.post("/auth/2fa/disable", {
      token: await totpCode(setup.secret, later(1)),
      password: account.password,
    });
    expect(await codeOf(replayed)).toBe("invalid_two_factor_code");
    const off = await client.post("/auth/2fa/disable", {
      token: setup.backup_codes[0],
      password: account.password,
    });
    expect(off.status).toBe(200);
    expect(MeResponse.parse(await (await client.get("/auth/me")).json()).two_factor_enabled).toBe(false);
    expect((await login(server, account.email, account.password)).status).toBe(200);
    expect(
      (await client.post("/auth/2fa/disable", { token: "123456", password: account.password })).status,
    ).toBe(409);
  });

  it("signs the other sessions out when it turns on, as a password change does (issue 35, item 10)", async () => {
    const account = await createAccount(server);
    const client = await signedIn(server, account);
    const other = await signedIn(server, account);
    const setup = TwoFactorEnableResponse.parse(
      await (await client.post("/auth/2fa/enable", { password: account.password })).json(),
    );
    expect((await other.get("/auth/me")).status).toBe(200);
    const on = await client.post("/auth/2fa/verify-enable", {
      token: await totpCode(setup.secret),
      password: account.password,
    });
    expect(on.status).toBe(200);
    expect((await client.get("/auth/me")).status).toBe(200);
    expect(await codeOf(await other.get("/auth/me"))).toBe("session_invalid");
  });

  it("checks the code's shape and needs a signed-in user", async () => {
    const account = await createAccount(server);
    const client = await signedIn(server, account);
    expect(
      (await client.post("/auth/2fa/verify-enable", { token: "12345", password: account.password })).status,
    ).toBe(400);
    expect((await fetch(`${server.url}/auth/2fa/enable`, { method: "POST" })).status).toBe(401);
  });
});
