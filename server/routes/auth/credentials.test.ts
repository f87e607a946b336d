import { randomUUID } from "node:crypto";
import { Writable } from "node:stream";
import { startTotpSetup } from "@server/auth/twoFactor";
import { enableTotp, updatePreferences } from "@server/users/repository";
import { MeResponse, RegisterResponse, TokenResponse } from "@shared/api/auth";
import { ErrorBody } from "@shared/api/common";
import { createAccount, GOOD_PASSWORD, login, signedIn, totpCode } from "@test/helpers/accounts";
import { apiClient, uploadFixture } from "@test/helpers/api";
import { readOutbox, waitForMails } from "@test/helpers/outbox";
import { startTestServer, type TestServer } from "@test/helpers/server";
import { buildSrt } from "@test/helpers/subtitles";
import { knownAndUnknownTimes } from "@test/helpers/timing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function errorOf(response: Response): Promise<ErrorBody> {
  return ErrorBody.parse(await response.json());
}

const SRT = buildSrt([{ start: 0, end: 1000, text: "Good morning, everybody." }]);

describe("POST /auth/register", () => {
  it("creates the account signed out and mails a verification link", async () => {
    const email = `Ana.${randomUUID().slice(0, 6)}@Example.org`;
    const response = await apiClient(server).post("/auth/register", {
      name: "Ana",
      email,
      password: GOOD_PASSWORD,
      interface_language: "en",
    });
    expect(response.status).toBe(201);
    const body = RegisterResponse.parse(await response.json());
    expect(body).toEqual({ email: email.toLowerCase(), verification_sent: true });
    expect(JSON.stringify(body)).not.toContain("token");
    const [mail] = await waitForMails(server.config.dataDir, email.toLowerCase(), { kind: "verify_email" });
    expect(mail?.subject).toBe("Confirm your email address");
    expect(mail?.text).toMatch(/\/verify-email\?token=/);
    // Signed out: the password signs in, the account is unverified.
    const client = await signedIn(server, { email, password: GOOD_PASSWORD });
    const me = MeResponse.parse(await (await client.get("/auth/me")).json());
    expect(me).toMatchObject({
      name: "Ana",
      email_verified: false,
      has_password: true,
      interface_language: "en",
    });
  });

  it("answers an address already registered with the spec's detail", async () => {
    const { email } = await createAccount(server);
    const response = await apiClient(server).post("/auth/register", {
      email: email.toUpperCase(),
      password: GOOD_PASSWORD,
    });
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toMatchObject({
      code: "email_taken",
      detail: "Email already registered",
    });
  });

  it("refuses a short, weak or well-known password, saying which", async () => {
    const client = apiClient(server);
    const short = await client.post("/auth/register", { email: "s@example.org", password: "Ab1!" });
    expect(short.status).toBe(400);
    const known = await client.post("/auth/register", { email: "w@example.org", password: "Welcome@2024" });
    expect(known.status).toBe(422);
    expect(await errorOf(known)).toMatchObject({ code: "weak_password", problems: ["well_known"] });
    const weak = await client.post("/auth/register", { email: "k@example.org", password: "aaaaaaaaaaaaaaa" });
    const weakError = await errorOf(weak);
    expect(weakError.code).toBe("weak_password");
    expect(weakError.problems).toContain("too_weak");
    // Nothing was created: the address is still free.
    const ok = await client.post("/auth/register", { email: "k@example.org", password: GOOD_PASSWORD });
    expect(ok.status).toBe(201);
  });
});

describe("POST /auth/login", () => {
  it("signs in with the spec's form and with JSON, and the token works", async () => {
    const account = await createAccount(server);
    const form = await login(server, account.email, account.password);
    expect(form.status).toBe(200);
    const token = TokenResponse.parse(await form.json());
    expect(token).toMatchObject({ token_type: "bearer", expires_in: 3600 });
    const json = await fetch(`${server.url}/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username: account.email, password: account.password, remember_me: true }),
    });
    expect(json.status).toBe(200);
    const me = await apiClient(server, undefined, token.access_token).get("/auth/me");
    expect(MeResponse.parse(await me.json()).id).toBe(account.user.id);
  });

  it("gives an unknown address and a wrong password the same answer", async () => {
    const account = await createAccount(server);
    const wrong = await login(server, account.email, "Not-The-Password-9");
    const unknown = await login(server, `nobody-${randomUUID()}@example.org`, "Not-The-Password-9");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const bodies = [await wrong.json(), await unknown.json()];
    expect(bodies[0]).toEqual(bodies[1]);
    expect(bodies[0]).toEqual({ code: "invalid_credentials", detail: "Invalid email or password" });
  });

  it("takes as long for an unknown address as for a wrong password", async () => {
    const account = await createAccount(server);
    const times = await knownAndUnknownTimes(5, account.email, (email) =>
      login(server, email, "Not-The-Password-9"),
    );
    const ratio = times.unknown / times.known;
    // Without the dummy hash an unknown address answers in a few milliseconds against a hash's tens: about 0.05.
    // The band is wide because a loaded two-core machine hashes other tests' passwords beside these.
    expect(ratio).toBeGreaterThan(0.25);
    expect(ratio).toBeLessThan(4);
  });

  it("asks for the second factor, refuses a wrong or replayed one, accepts a TOTP or a backup code once", async () => {
    const account = await createAccount(server);
    const setup = await startTotpSetup(server.db, account.user);
    await enableTotp(server.db, account.user.id);
    const { email, password } = account;

    const without = await login(server, email, password);
    expect(without.status).toBe(401);
    expect(await errorOf(without)).toMatchObject({ code: "two_factor_required" });
    const wrong = await login(server, email, password, { totp_code: "000000" });
    expect(wrong.status).toBe(422);
    expect(await errorOf(wrong)).toMatchObject({ code: "invalid_two_factor_code" });

    const code = await totpCode(setup.secret);
    expect((await login(server, email, password, { totp_code: code })).status).toBe(200);
    const replay = await login(server, email, password, { totp_code: code });
    expect(await errorOf(replay)).toMatchObject({ code: "invalid_two_factor_code" });

    const backup = setup.backupCodes[0] ?? "";
    expect((await login(server, email, password, { totp_code: backup.toUpperCase() })).status).toBe(200);
    expect((await login(server, email, password, { totp_code: backup })).status).toBe(422);
    // The password is still checked first: a good code does not stand in for it.
    const next = await totpCode(setup.secret, new Date(Date.now() + 30_000));
    expect((await login(server, email, "Not-The-Password-9", { totp_code: next })).status).toBe(401);
  });

  it("refuses malformed, oversized and unsupported bodies with a clear 4xx", async () => {
    const post = (body: string, type: string) =>
      fetch(`${server.url}/auth/login`, { method: "POST", headers: { "Content-Type": type }, body });
    const malformed = await post("{not json", "application/json");
    expect(malformed.status).toBe(400);
    expect(await errorOf(malformed)).toMatchObject({
      code: "validation_error",
      detail: "The request body is not valid JSON",
    });
    const huge = await post(
      `username=a%40b.org&password=${"x".repeat(1_100_000)}`,
      "application/x-www-form-urlencoded",
    );
    expect(huge.status).toBe(413);
    expect(await errorOf(huge)).toMatchObject({
      code: "payload_too_large",
      detail: "A form may not exceed 1 MB",
    });
    const xml = await post("<login/>", "application/xml");
    expect(xml.status).toBe(415);
    const missing = await post("username=not-an-email", "application/x-www-form-urlencoded");
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).issues?.map((i) => i.path).sort()).toEqual([
      "body.password",
      "body.username",
    ]);
  });

  it("keeps the visitor's files and jobs: attached at login, then invisible to the bare device", async () => {
    const account = await createAccount(server);
    const visitor = apiClient(server);
    const file = await uploadFixture(server, "before-login.srt", SRT, visitor);
    const user = await signedIn(server, account, { deviceId: visitor.deviceId });
    expect((await user.get(`/files/info/${file.file_id}`)).status).toBe(200);
    expect((await visitor.get(`/files/info/${file.file_id}`)).status).toBe(404);
    // Another device of the same account sees it too: it is the account's now.
    const elsewhere = await signedIn(server, account);
    expect((await elsewhere.get(`/files/info/${file.file_id}`)).status).toBe(200);
  });

  it("mails a login alert for a new device, not for the first sign-in nor a known device, and never when off", async () => {
    const account = await createAccount(server);
    const laptop = randomUUID();
    await signedIn(server, account, { deviceId: laptop });
    await signedIn(server, account, { deviceId: laptop });
    await signedIn(server, account, { userAgent: "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0" });
    const [alert] = await waitForMails(server.config.dataDir, account.email, { kind: "login_alert" });
    expect(alert?.text).toContain("Firefox/140.0");
    expect(alert?.text).toContain("/profile?section=notifications");

    await updatePreferences(server.db, account.user.id, { login_alerts: false });
    await signedIn(server, account);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const alerts = (await readOutbox(server.config.dataDir)).filter(
      (mail) => mail.to.includes(account.email) && mail.file.includes("-login_alert-"),
    );
    expect(alerts).toHaveLength(1);
  });
});

describe("throttling failed logins", () => {
  it("refuses an account after 10 failures in 15 minutes, with 429 and Retry-After, even with the right password", async () => {
    const account = await createAccount(server);
    // Successes are not counted.
    for (let i = 0; i < 12; i++)
      expect((await login(server, account.email, account.password)).status).toBe(200);
    for (let i = 0; i < 10; i++)
      expect((await login(server, account.email, "Wrong-Password-42")).status).toBe(401);
    const blocked = await login(server, account.email, account.password);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(800);
    expect(await errorOf(blocked)).toMatchObject({ code: "rate_limited" });
    // Unknown addresses are counted the same way, so the 429 says nothing about existence.
    const ghost = `ghost-${randomUUID()}@example.org`;
    for (let i = 0; i < 10; i++) await login(server, ghost, "Wrong-Password-42");
    expect((await login(server, ghost, "Wrong-Password-42")).status).toBe(429);
    // Other accounts are not affected.
    const other = await createAccount(server);
    expect((await login(server, other.email, other.password)).status).toBe(200);
  });

  it("refuses an address after 50 failures over many accounts", async () => {
    const own = await startTestServer();
    try {
      for (let i = 0; i < 50; i++) {
        const response = await login(own, `try-${i}@example.org`, "Wrong-Password-42");
        expect(response.status).toBe(401);
      }
      const account = await createAccount(own);
      const blocked = await login(own, account.email, account.password);
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get("retry-after")).toMatch(/^\d+$/);
    } finally {
      await own.close();
    }
  });
});

describe("POST /auth/logout, /auth/refresh and GET /auth/me", () => {
  it("logout revokes its own session: the token fails on its next request", async () => {
    const account = await createAccount(server);
    const client = await signedIn(server, account);
    const other = await signedIn(server, account);
    expect((await client.post("/auth/logout")).status).toBe(200);
    const after = await client.get("/auth/me");
    expect(after.status).toBe(401);
    expect(await errorOf(after)).toMatchObject({ code: "session_invalid" });
    expect((await other.get("/auth/me")).status).toBe(200);
  });

  it("refresh rotates the token: the new one works, the old one and a second refresh with it fail", async () => {
    const account = await createAccount(server);
    const client = await signedIn(server, account);
    const refreshed = await client.post("/auth/refresh");
    expect(refreshed.status).toBe(200);
    const { access_token } = TokenResponse.parse(await refreshed.json());
    expect(access_token).not.toBe(client.token);
    expect((await client.get("/auth/me")).status).toBe(401);
    expect((await client.post("/auth/refresh")).status).toBe(401);
    expect((await apiClient(server, client.deviceId, access_token).get("/auth/me")).status).toBe(200);
  });

  it("needs a token: none, a malformed header and an unknown token are refused", async () => {
    const none = await fetch(`${server.url}/auth/me`);
    expect(await errorOf(none)).toMatchObject({ code: "authentication_required" });
    const basic = await fetch(`${server.url}/auth/me`, { headers: { Authorization: "Basic eDp5" } });
    expect(basic.status).toBe(401);
    const unknown = await apiClient(server, undefined, "x".repeat(43)).get("/auth/me");
    expect(await errorOf(unknown)).toMatchObject({ code: "session_invalid" });
    const refresh = await fetch(`${server.url}/auth/refresh`, { method: "POST" });
    expect(await errorOf(refresh)).toMatchObject({
      code: "authentication_required",
      detail: "No token to refresh",
    });
  });

  it("an expired token fails but can still be refreshed within the session's lifetime", async () => {
    const account = await createAccount(server);
    const client = await signedIn(server, account);
    await server
      .db("sessions")
      .where({ user_id: account.user.id })
      .update({ expires_at: new Date(Date.now() - 1000).toISOString() });
    expect((await client.get("/auth/me")).status).toBe(401);
    expect((await client.post("/auth/refresh")).status).toBe(200);
    await server
      .db("sessions")
      .where({ user_id: account.user.id })
      .update({ refresh_until: new Date(Date.now() - 1000).toISOString() });
    const { access_token } = TokenResponse.parse(
      await (await login(server, account.email, account.password)).json(),
    );
    expect((await apiClient(server, undefined, access_token).get("/auth/me")).status).toBe(200);
  });
});

describe("logging", () => {
  it("writes no password, token or code in any log line of a registration and a login", async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString("utf8"));
        done();
      },
    });
    const own = await startTestServer({
      env: { LOG_LEVEL: "debug", SMTP_URL: "smtp://127.0.0.1:9" },
      logTo: sink,
    });
    try {
      const email = "logged@example.org";
      await apiClient(own).post("/auth/register", { email, password: GOOD_PASSWORD });
      await login(own, email, "Wrong-Password-42");
      const response = await login(own, email, GOOD_PASSWORD);
      const { access_token } = TokenResponse.parse(await response.json());
      await apiClient(own, undefined, access_token).get("/auth/me");
      await fetch(`${own.url}/auth/me`, { headers: { Authorization: `Bearer ${access_token}x` } });
      const log = lines.join("");
      expect(log).toContain('"path":"/api/v1/auth/login"');
      for (const secret of [GOOD_PASSWORD, "Wrong-Password-42", access_token])
        expect(log).not.toContain(secret);
      expect(log).not.toMatch(/token=/);
    } finally {
      await own.close();
    }
  });
});
