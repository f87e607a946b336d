import { startTotpSetup } from "@server/auth/twoFactor";
import { enableTotp } from "@server/users/repository";
import { ConfirmEmailChangeResponse } from "@shared/api/auth";
import { ErrorBody } from "@shared/api/common";
import { AvatarResponse, DEFAULT_PREFERENCES, Preferences, User } from "@shared/api/profile";
import { createAccount, login, openEmailChangeLink, signedIn, totpCode } from "@test/helpers/accounts";
import { type ApiClient, apiClient } from "@test/helpers/api";
import { jpegWithMetadata, pngClaiming, pngWithMetadata, SECRET } from "@test/helpers/images";
import { readOutbox, waitForMails } from "@test/helpers/outbox";
import { startTestServer, type TestServer } from "@test/helpers/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function uploadAvatar(client: ApiClient, bytes: Uint8Array, filename = "me.png"): Promise<Response> {
  const form = new FormData();
  form.append("file", new Blob([bytes]), filename);
  return fetch(`${server.url}/auth/avatar`, {
    method: "POST",
    headers: { Authorization: `Bearer ${client.token}` },
    body: form,
  });
}

describe("GET and PUT /auth/profile", () => {
  it("shows the account and saves the fields sent, blank meaning none", async () => {
    const account = await createAccount(server, { name: "Ana" });
    const client = await signedIn(server, account);
    const before = User.parse(await (await client.get("/auth/profile")).json());
    expect(before).toMatchObject({ email: account.email, name: "Ana", plan: "free", avatar_url: null });
    expect(JSON.stringify(before)).not.toMatch(/hash|secret/);
    const saved = await client.put("/auth/profile", {
      name: "Ana Silva",
      phone: "+33 1 23 45 67 89",
      company: "",
      website: "https://ana.example.org",
      bio: "Subtitler.",
    });
    expect(saved.status).toBe(200);
    expect(User.parse(await saved.json())).toMatchObject({
      name: "Ana Silva",
      phone: "+33 1 23 45 67 89",
      company: null,
      website: "https://ana.example.org",
      bio: "Subtitler.",
      email: account.email,
    });
    const bad = await client.put("/auth/profile", { website: "javascript:alert(1)", phone: "call me" });
    expect(bad.status).toBe(400);
  });

  it("changes the address only once the new one confirms, with the password, telling the old one (issue 35, items 6, 7)", async () => {
    const account = await createAccount(server, { emailVerified: true });
    const other = await createAccount(server);
    const client = await signedIn(server, account);
    const newEmail = `new.${account.email}`;
    const unproven = await client.put("/auth/profile", { email: newEmail, company: "Nope" });
    expect(unproven.status).toBe(400);
    const wrong = await client.put("/auth/profile", { email: newEmail, current_password: "Not-The-One-42" });
    expect(ErrorBody.parse(await wrong.json()).code).toBe("wrong_password");
    const taken = await client.put("/auth/profile", {
      email: other.email,
      current_password: account.password,
    });
    expect(taken.status).toBe(409);
    expect(ErrorBody.parse(await taken.json()).code).toBe("email_taken");
    expect(User.parse(await (await client.get("/auth/profile")).json())).toMatchObject({
      company: null,
      email_change: null,
    });

    const asked = await client.put("/auth/profile", {
      email: newEmail.toUpperCase(),
      current_password: account.password,
      company: "Polysub",
    });
    expect(User.parse(await asked.json())).toMatchObject({
      email: account.email,
      email_verified: true,
      company: "Polysub",
      email_change: { email: newEmail, waiting_for: "confirmation" },
    });
    const [notice] = await waitForMails(server.config.dataDir, account.email, {
      kind: "email_change_requested",
    });
    expect(notice?.text).toContain(newEmail);
    expect((await login(server, account.email, account.password)).status).toBe(200);

    const confirmed = await openEmailChangeLink(server, newEmail, client);
    expect(ConfirmEmailChangeResponse.parse(await confirmed.json())).toEqual({
      status: "changed",
      email: newEmail,
    });
    expect(User.parse(await (await client.get("/auth/profile")).json())).toMatchObject({
      email: newEmail,
      email_verified: true,
      email_change: null,
    });
    const again = await openEmailChangeLink(server, newEmail, client);
    expect(ErrorBody.parse(await again.json()).code).toBe("invalid_token");
  });

  it("gives up a waiting change when the current address is sent again, or on DELETE /auth/email-change", async () => {
    const account = await createAccount(server, { emailVerified: true });
    const client = await signedIn(server, account);
    const ask = (email: string) => client.put("/auth/profile", { email, current_password: account.password });
    await ask(`first.${account.email}`);
    const back = User.parse(await (await ask(account.email)).json());
    expect(back.email_change).toBeNull();
    expect(
      ErrorBody.parse(await (await openEmailChangeLink(server, `first.${account.email}`, client)).json())
        .code,
    ).toBe("invalid_token");
    await ask(`second.${account.email}`);
    expect(User.parse(await (await client.delete("/auth/email-change")).json()).email_change).toBeNull();
  });

  it("mails one unproven address at most 5 confirmations an hour, whoever asks", async () => {
    const stranger = `stranger-${Date.now()}@example.org`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const account = await createAccount(server, { emailVerified: true });
      const client = await signedIn(server, account);
      statuses.push(
        (await client.put("/auth/profile", { email: stranger, current_password: account.password })).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("without a password asks the account's second factor, else approval from the current address", async () => {
    const account = await createAccount(server, { emailVerified: true });
    const client = await signedIn(server, account);
    await server.db("users").where({ id: account.user.id }).update({ password_hash: null });
    const newEmail = `approved.${account.email}`;
    const asked = User.parse(await (await client.put("/auth/profile", { email: newEmail })).json());
    expect(asked.email_change).toMatchObject({ email: newEmail, waiting_for: "approval" });
    // Nothing reaches the new address before the current one approves.
    expect(await mailsOfKind(newEmail, "email_change_confirm")).toHaveLength(0);
    const approved = await openEmailChangeLink(
      server,
      account.email,
      apiClient(server),
      "email_change_requested",
    );
    expect(ConfirmEmailChangeResponse.parse(await approved.json())).toEqual({
      status: "approved",
      email: newEmail,
    });
    expect(User.parse(await (await client.get("/auth/me")).json()).email_change?.waiting_for).toBe(
      "confirmation",
    );
    expect((await openEmailChangeLink(server, newEmail, client)).status).toBe(200);
    expect(User.parse(await (await client.get("/auth/me")).json()).email).toBe(newEmail);

    const setup = await startTotpSetup(server.db, { id: account.user.id, email: newEmail });
    await enableTotp(server.db, account.user.id);
    const third = `third.${account.email}`;
    expect(ErrorBody.parse(await (await client.put("/auth/profile", { email: third })).json()).code).toBe(
      "two_factor_required",
    );
    const withCode = await client.put("/auth/profile", {
      email: third,
      totp_code: await totpCode(setup.secret),
    });
    expect(User.parse(await withCode.json()).email_change).toMatchObject({
      email: third,
      waiting_for: "confirmation",
    });
  });
});

async function mailsOfKind(to: string, kind: string) {
  return (await readOutbox(server.config.dataDir)).filter(
    (m) => m.to.includes(to) && m.file.includes(`-${kind}-`),
  );
}

describe("GET and PUT /auth/preferences", () => {
  it("starts from the spec's defaults and changes only the fields sent", async () => {
    const account = await createAccount(server, { interfaceLanguage: "de", plan: "premium" });
    const client = await signedIn(server, account);
    const first = Preferences.parse(await (await client.get("/auth/preferences")).json());
    expect(first).toEqual({ ...DEFAULT_PREFERENCES, interface_language: "de" });
    const saved = await client.put("/auth/preferences", {
      login_alerts: false,
      default_target_language: "es",
    });
    expect(Preferences.parse(await saved.json())).toMatchObject({
      login_alerts: false,
      default_target_language: "es",
    });
    const again = Preferences.parse(await (await client.get("/auth/preferences")).json());
    expect(again).toEqual({ ...first, login_alerts: false, default_target_language: "es" });
    expect((await client.put("/auth/preferences", { default_translation_service: "babelfish" })).status).toBe(
      400,
    );
  });

  it("gives a free account defaults its plan includes, and the stored ones back with a paid plan", async () => {
    const account = await createAccount(server);
    const client = await signedIn(server, account);
    const fresh = Preferences.parse(await (await client.get("/auth/preferences")).json());
    expect(fresh).toMatchObject({ default_translation_service: "mymemory", default_export_format: "srt" });
    // What a premium period saved is shown within the plan after it, and again when the plan comes back.
    await server.db("users").where({ id: account.user.id }).update({ plan: "premium" });
    const paid = {
      default_translation_service: "deepl",
      default_export_format: "ass",
      default_target_language: "ja",
    };
    expect(Preferences.parse(await (await client.put("/auth/preferences", paid)).json())).toMatchObject(paid);
    await server.db("users").where({ id: account.user.id }).update({ plan: "free" });
    expect(Preferences.parse(await (await client.get("/auth/preferences")).json())).toMatchObject({
      default_translation_service: "mymemory",
      default_export_format: "srt",
      default_target_language: "fr",
    });
    await server.db("users").where({ id: account.user.id }).update({ plan: "premium" });
    expect(Preferences.parse(await (await client.get("/auth/preferences")).json())).toMatchObject(paid);
  });
});

describe("avatars", () => {
  it("stores an image without its metadata and serves it by its URL, typed and not sniffable", async () => {
    const client = await signedIn(server, await createAccount(server));
    const png = await pngWithMetadata();
    const response = await uploadAvatar(client, png.bytes, "holiday.PNG");
    expect(response.status).toBe(200);
    const { avatar_url } = AvatarResponse.parse(await response.json());
    expect(avatar_url).toMatch(/^\/api\/v1\/avatars\/[0-9a-f-]{36}\.png$/);
    const served = await fetch(`${server.origin}${avatar_url}`);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.equals(png.clean)).toBe(true);
    expect(bytes.includes(SECRET)).toBe(false);
    expect(User.parse(await (await client.get("/auth/me")).json()).avatar_url).toBe(avatar_url);
  });

  it("replaces the previous photo and removes its file", async () => {
    const client = await signedIn(server, await createAccount(server));
    const first = AvatarResponse.parse(
      await (await uploadAvatar(client, (await pngWithMetadata()).bytes)).json(),
    );
    const jpeg = jpegWithMetadata();
    const second = AvatarResponse.parse(await (await uploadAvatar(client, jpeg.bytes, "me.png")).json());
    // Named by what the bytes are, not by what the upload was called.
    expect(second.avatar_url).toMatch(/\.jpg$/);
    const served = await fetch(`${server.origin}${second.avatar_url}`);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(Buffer.from(await served.arrayBuffer()).equals(jpeg.clean)).toBe(true);
    expect((await fetch(`${server.origin}${first.avatar_url}`)).status).toBe(404);
    const name = first.avatar_url.split("/").pop() ?? "";
    expect(await server.db("avatars").where({ name }).first()).toBeUndefined();
  });

  it("refuses what is not an image, an image over 2 MB, a missing file and a visitor", async () => {
    const client = await signedIn(server, await createAccount(server));
    const html = await uploadAvatar(client, Buffer.from("<html><script>alert(1)</script></html>"), "me.png");
    expect(html.status).toBe(415);
    expect(ErrorBody.parse(await html.json()).code).toBe("invalid_image");
    const big = Buffer.concat([(await pngWithMetadata()).bytes, Buffer.alloc(2 * 1024 * 1024)]);
    const tooLarge = await uploadAvatar(client, big);
    expect(tooLarge.status).toBe(413);
    expect(ErrorBody.parse(await tooLarge.json()).code).toBe("file_too_large");
    const empty = await fetch(`${server.url}/auth/avatar`, {
      method: "POST",
      headers: { Authorization: `Bearer ${client.token}` },
      body: new FormData(),
    });
    expect(ErrorBody.parse(await empty.json()).code).toBe("missing_file");
    const form = new FormData();
    form.append("file", new Blob([(await pngWithMetadata()).bytes]), "me.png");
    expect((await fetch(`${server.url}/auth/avatar`, { method: "POST", body: form })).status).toBe(401);
  });

  it("refuses an image whose header claims 100000 × 100000 pixels, and stores nothing", async () => {
    const client = await signedIn(server, await createAccount(server));
    const refused = await uploadAvatar(client, await pngClaiming(100_000, 100_000));
    expect(refused.status).toBe(415);
    expect(ErrorBody.parse(await refused.json()).code).toBe("invalid_image");
    expect(User.parse(await (await client.get("/auth/me")).json()).avatar_url).toBeNull();
    expect((await uploadAvatar(client, await pngClaiming(4096, 4096))).status).toBe(200);
  });

  it("serves nothing but stored avatars", async () => {
    for (const name of [
      "..%2F..%2Fetc%2Fpasswd",
      "x.png",
      "00000000-0000-0000-0000-000000000000.png",
      "a.html",
    ]) {
      expect((await fetch(`${server.url}/avatars/${name}`)).status).toBe(404);
    }
  });
});
