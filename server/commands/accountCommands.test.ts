import { randomUUID } from "node:crypto";
import { buildFile, buildJob, buildUser } from "@test/helpers/factories";
import { type MigratedDb, openMigratedDb } from "@test/helpers/migratedDb";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { replaceBackupCodes } from "../auth/backupCodes";
import { issueEmailToken } from "../auth/emailTokens";
import { createSession } from "../sessions/repository";
import { setAvatarPath } from "../users/repository";
import { attachDeviceWork } from "./attachDeviceWork";
import { deleteAccount } from "./deleteAccount";

let handle: MigratedDb;
beforeEach(async () => {
  handle = await openMigratedDb();
});
afterEach(() => handle.close());

const ownerOf = async (table: string, id: string) =>
  (await handle.db(table).select("user_id").where({ id }).first())?.user_id as string | null | undefined;

describe("attachDeviceWork", () => {
  it("gives the device's unclaimed files and jobs to the account, and nothing else", async () => {
    const ana = await buildUser(handle.db);
    const bob = await buildUser(handle.db);
    const device = randomUUID();
    const otherDevice = randomUUID();
    const file = await buildFile(handle.db, { deviceId: device });
    const job = await buildJob(handle.db, file, { deviceId: device });
    const bobsFile = await buildFile(handle.db, { deviceId: device, userId: bob.id });
    const bobsJob = await buildJob(handle.db, bobsFile, { deviceId: device, userId: bob.id });
    const strangerFile = await buildFile(handle.db, { deviceId: otherDevice });

    expect(await attachDeviceWork(handle.db, { deviceId: device, userId: ana.id })).toEqual({
      files: 1,
      jobs: 1,
    });
    expect(await ownerOf("files", file)).toBe(ana.id);
    expect(await ownerOf("translation_jobs", job)).toBe(ana.id);
    expect(await ownerOf("files", bobsFile)).toBe(bob.id);
    expect(await ownerOf("translation_jobs", bobsJob)).toBe(bob.id);
    expect(await ownerOf("files", strangerFile)).toBeNull();
    expect(await attachDeviceWork(handle.db, { deviceId: device, userId: ana.id })).toEqual({
      files: 0,
      jobs: 0,
    });
  });
});

describe("deleteAccount", () => {
  it("deletes the account with its files, jobs, sessions, tokens and codes, and leaves others alone", async () => {
    const ana = await buildUser(handle.db);
    const bob = await buildUser(handle.db);
    const device = randomUUID();
    const file = await buildFile(handle.db, { deviceId: device, userId: ana.id });
    await buildJob(handle.db, file, { deviceId: device, userId: ana.id });
    const bobsFile = await buildFile(handle.db, { deviceId: device, userId: bob.id });
    await createSession(handle.db, { userId: ana.id, remember: true });
    await createSession(handle.db, { userId: bob.id, remember: true });
    await issueEmailToken(handle.db, { userId: ana.id, email: ana.email, purpose: "verify" });
    await replaceBackupCodes(handle.db, ana.id);
    await handle.db("oauth_accounts").insert({
      provider: "github",
      provider_user_id: "42",
      user_id: ana.id,
      created_at: new Date().toISOString(),
    });
    await setAvatarPath(handle.db, ana.id, "avatars/ana.png");

    expect(await deleteAccount(handle.db, ana.id)).toEqual({ deleted: true, avatarPath: "avatars/ana.png" });
    for (const table of [
      "files",
      "translation_jobs",
      "sessions",
      "email_tokens",
      "backup_codes",
      "oauth_accounts",
    ]) {
      const left = await handle.db(table).where({ user_id: ana.id }).count({ n: "*" }).first();
      expect(Number(left?.n), table).toBe(0);
    }
    expect(await ownerOf("files", bobsFile)).toBe(bob.id);
    expect(Number((await handle.db("sessions").count({ n: "*" }).first())?.n)).toBe(1);
    expect(await deleteAccount(handle.db, ana.id)).toEqual({ deleted: false, avatarPath: null });
  });
});
