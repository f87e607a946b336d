import { startTotpSetup } from "@server/auth/twoFactor";
import { enableTotp } from "@server/users/repository";
import { ErrorBody } from "@shared/api/common";
import { AvatarResponse } from "@shared/api/profile";
import { createAccount, login, signedIn, totpCode } from "@test/helpers/accounts";
import { uploadFixture } from "@test/helpers/api";
import { buildJob } from "@test/helpers/factories";
import { pngWithMetadata } from "@test/helpers/images";
import { startTestServer, type TestServer } from "@test/helpers/server";
import { buildSrt } from "@test/helpers/subtitles";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const SRT = buildSrt([{ start: 0, end: 1500, text: "Où est la gare ?" }]);

describe("GET /auth/data-export", () => {
  it("zips the account, preferences, sessions, jobs and the files' original bytes, and nothing of another account", async () => {
    const account = await createAccount(server, { name: "Ana" });
    const client = await signedIn(server, account, { userAgent: "Exporter/1.0" });
    const file = await uploadFixture(server, "gare.srt", SRT, client);
    const jobId = await buildJob(server.db, file.file_id, {
      deviceId: client.deviceId,
      userId: account.user.id,
    });
    const terms = [{ source: "Gare du Nord", target: "Nordbahnhof" }];
    const glossary = { series: "Paris", source_language: "fr", target_language: "de", terms };
    expect((await client.put("/glossary", glossary)).status).toBe(200);
    const stranger = await signedIn(server, await createAccount(server));
    const theirs = await uploadFixture(server, "theirs.srt", SRT, stranger);
    await stranger.put("/glossary", { ...glossary, series: "Strangers" });

    const response = await client.get("/auth/data-export");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(response.headers.get("content-disposition")).toMatch(
      /attachment; filename="polysub-data-\d{4}-\d\d-\d\d\.zip"/,
    );
    const zip = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const json = (name: string) => JSON.parse(strFromU8(zip[name] ?? new Uint8Array())) as unknown;
    expect(json("account.json")).toMatchObject({
      id: account.user.id,
      email: account.email,
      name: "Ana",
      linked_providers: [],
    });
    expect(json("preferences.json")).toMatchObject({ login_alerts: true });
    expect(json("sessions.json")).toEqual([
      expect.objectContaining({ user_agent: "Exporter/1.0", current: true }),
    ]);
    expect(json("jobs.json")).toEqual([
      expect.objectContaining({ job_id: jobId, original_filename: "gare.srt" }),
    ]);
    expect(json("glossaries.json")).toEqual([expect.objectContaining({ series: "Paris", terms })]);
    expect(strFromU8(zip[`files/${file.file_id}/gare.srt`] ?? new Uint8Array())).toBe(SRT);
    const everything = Object.values(zip)
      .map((bytes) => strFromU8(bytes))
      .join("\n");
    expect(everything).not.toContain(theirs.file_id);
    expect(everything).not.toContain("Strangers");
    expect(everything).not.toMatch(/password_hash|totp_secret|\$argon2/);
    expect(everything).not.toContain(client.token);
  });

  it("is for the account only", async () => {
    expect((await fetch(`${server.url}/auth/data-export`)).status).toBe(401);
  });
});

describe("DELETE /auth/account", () => {
  it("needs the password, then deletes the account, its files, jobs, sessions and photo", async () => {
    const account = await createAccount(server);
    const client = await signedIn(server, account);
    const other = await signedIn(server, account);
    const file = await uploadFixture(server, "gone.srt", SRT, client);
    await buildJob(server.db, file.file_id, { deviceId: client.deviceId, userId: account.user.id });
    const form = new FormData();
    form.append("file", new Blob([(await pngWithMetadata()).bytes]), "me.png");
    const avatar = await fetch(`${server.url}/auth/avatar`, {
      method: "POST",
      headers: { Authorization: `Bearer ${client.token}` },
      body: form,
    });
    const { avatar_url } = AvatarResponse.parse(await avatar.json());
    const keeper = await signedIn(server, await createAccount(server));
    const kept = await uploadFixture(server, "kept.srt", SRT, keeper);

    const wrong = await client.delete("/auth/account", { password: "Not-It-123456" });
    expect(wrong.status).toBe(422);
    expect(ErrorBody.parse(await wrong.json()).code).toBe("wrong_password");
    expect((await client.delete("/auth/account", {})).status).toBe(400);

    expect((await client.delete("/auth/account", { password: account.password })).status).toBe(200);
    expect((await client.get("/auth/me")).status).toBe(401);
    expect((await other.get("/auth/me")).status).toBe(401);
    expect((await login(server, account.email, account.password)).status).toBe(401);
    expect(await server.db("files").where({ id: file.file_id }).first()).toBeUndefined();
    expect(await server.db("translation_jobs").where({ user_id: account.user.id }).first()).toBeUndefined();
    expect(await server.db("sessions").where({ user_id: account.user.id }).first()).toBeUndefined();
    const name = avatar_url.split("/").pop() ?? "";
    expect(await server.db("avatars").where({ name }).first()).toBeUndefined();
    // Another account's work is untouched.
    expect((await keeper.get(`/files/info/${kept.file_id}`)).status).toBe(200);
  });

  it("needs a valid code as well when two-factor is on", async () => {
    const account = await createAccount(server);
    const setup = await startTotpSetup(server.db, account.user);
    await enableTotp(server.db, account.user.id);
    const client = await signedIn(server, account, { totp_code: await totpCode(setup.secret) });
    const without = await client.delete("/auth/account", { password: account.password });
    expect(ErrorBody.parse(await without.json()).code).toBe("invalid_two_factor_code");
    const wrong = await client.delete("/auth/account", { password: account.password, totp_code: "000000" });
    expect(ErrorBody.parse(await wrong.json()).code).toBe("invalid_two_factor_code");
    const done = await client.delete("/auth/account", {
      password: account.password,
      totp_code: setup.backupCodes[0],
    });
    expect(done.status).toBe(200);
    expect((await client.get("/auth/me")).status).toBe(401);
  });
});
