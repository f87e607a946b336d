import { buildUser } from "@test/helpers/factories";
import { type MigratedDb, openMigratedDb } from "@test/helpers/migratedDb";
import { generate } from "otplib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { findUserById, isTotpEnabled, type UserRow } from "../users/repository";
import { BACKUP_CODE_COUNT, consumeBackupCode, countUnusedBackupCodes } from "./backupCodes";
import { verifySecondFactor } from "./totp";
import { confirmTotpSetup, startTotpSetup, turnOffTotp } from "./twoFactor";

let handle: MigratedDb;
beforeEach(async () => {
  handle = await openMigratedDb();
});
afterEach(() => handle.close());

async function reload(user: UserRow): Promise<UserRow> {
  const row = await findUserById(handle.db, user.id);
  if (!row) throw new Error("user gone");
  return row;
}

/** The code an authenticator app shows at `at`. */
function codeAt(secret: string, at: Date): Promise<string> {
  return generate({ secret, epoch: Math.floor(at.getTime() / 1000) });
}

describe("two-factor", () => {
  it("sets up a 32-character base32 secret, an otpauth URL, a 192 px QR PNG and 10 backup codes", async () => {
    const user = await buildUser(handle.db, { email: "ana@example.org" });
    const setup = await startTotpSetup(handle.db, user);
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUrl).toBe(
      `otpauth://totp/Polysub:ana%40example.org?secret=${setup.secret}&issuer=Polysub`,
    );
    const png = Buffer.from(setup.qrCodeUrl.replace(/^data:image\/png;base64,/, ""), "base64");
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    expect(png.readUInt32BE(16)).toBe(192);
    expect(setup.backupCodes).toHaveLength(BACKUP_CODE_COUNT);
    for (const code of setup.backupCodes) expect(code).toMatch(/^[a-z2-9]{8}$/);
    expect(new Set(setup.backupCodes).size).toBe(BACKUP_CODE_COUNT);
    // Awaiting its first code, the secret does not guard the account yet.
    expect(isTotpEnabled(await reload(user))).toBe(false);
  });

  it("turns on with a code from the app, not with a wrong or a backup code", async () => {
    const user = await buildUser(handle.db);
    const setup = await startTotpSetup(handle.db, user);
    const now = new Date();
    const pending = await reload(user);
    expect(await confirmTotpSetup(handle.db, pending, "000000", now)).toBe(false);
    expect(await confirmTotpSetup(handle.db, pending, setup.backupCodes[0] ?? "", now)).toBe(false);
    expect(await confirmTotpSetup(handle.db, pending, await codeAt(setup.secret, now), now)).toBe(true);
    expect(isTotpEnabled(await reload(user))).toBe(true);
  });

  it("accepts a code once, the neighbouring steps for clock drift, and nothing older than the last used", async () => {
    const user = await buildUser(handle.db);
    const setup = await startTotpSetup(handle.db, user);
    const row = await reload(user);
    const now = new Date();
    const options = { allowBackupCode: false, now };
    const previous = await codeAt(setup.secret, new Date(now.getTime() - 30_000));
    const current = await codeAt(setup.secret, now);
    const distant = await codeAt(setup.secret, new Date(now.getTime() - 120_000));
    expect((await verifySecondFactor(handle.db, row, distant, options)).ok).toBe(false);
    expect(await verifySecondFactor(handle.db, row, previous, options)).toEqual({ ok: true, method: "totp" });
    expect(await verifySecondFactor(handle.db, row, current, options)).toEqual({ ok: true, method: "totp" });
    expect(await verifySecondFactor(handle.db, row, current, options)).toEqual({ ok: false });
    expect(await verifySecondFactor(handle.db, row, previous, options)).toEqual({ ok: false });
  });

  it("lets one of two simultaneous uses of a code through", async () => {
    const user = await buildUser(handle.db);
    const setup = await startTotpSetup(handle.db, user);
    const row = await reload(user);
    const code = await codeAt(setup.secret, new Date());
    const results = await Promise.all(
      [1, 2].map(() => verifySecondFactor(handle.db, row, code, { allowBackupCode: true })),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
  });

  it("accepts each backup code once, as printed or not, when allowed", async () => {
    const user = await buildUser(handle.db);
    const setup = await startTotpSetup(handle.db, user);
    const row = await reload(user);
    const [first = "", second = ""] = setup.backupCodes;
    expect((await verifySecondFactor(handle.db, row, first, { allowBackupCode: false })).ok).toBe(false);
    expect(await verifySecondFactor(handle.db, row, first, { allowBackupCode: true })).toEqual({
      ok: true,
      method: "backup_code",
    });
    expect((await verifySecondFactor(handle.db, row, first, { allowBackupCode: true })).ok).toBe(false);
    expect(
      await consumeBackupCode(handle.db, user.id, ` ${second.slice(0, 4).toUpperCase()}-${second.slice(4)} `),
    ).toBe(true);
    expect(await countUnusedBackupCodes(handle.db, user.id)).toBe(BACKUP_CODE_COUNT - 2);
    // Another account's code is not this account's.
    const other = await buildUser(handle.db);
    const otherSetup = await startTotpSetup(handle.db, other);
    expect(await consumeBackupCode(handle.db, user.id, otherSetup.backupCodes[0] ?? "")).toBe(false);
  });

  it("turns off with a code or a backup code, removing the secret and the codes", async () => {
    const user = await buildUser(handle.db);
    const setup = await startTotpSetup(handle.db, user);
    await confirmTotpSetup(handle.db, await reload(user), await codeAt(setup.secret, new Date()));
    expect(await turnOffTotp(handle.db, await reload(user), "12345678")).toBe(false);
    expect(await turnOffTotp(handle.db, await reload(user), setup.backupCodes[3] ?? "")).toBe(true);
    const after = await reload(user);
    expect(after).toMatchObject({ totp_secret: null, totp_last_step: null });
    expect(isTotpEnabled(after)).toBe(false);
    expect(await countUnusedBackupCodes(handle.db, user.id)).toBe(0);
  });
});
