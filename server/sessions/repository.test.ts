import { buildUser } from "@test/helpers/factories";
import { type MigratedDb, openMigratedDb } from "@test/helpers/migratedDb";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { hashToken } from "../auth/opaqueTokens";
import { toIso } from "../db/values";
import {
  ACCESS_TOKEN_TTL_MS,
  authenticateToken,
  createSession,
  deleteEndedSessions,
  isKnownDevice,
  listSessions,
  refreshSession,
  revokeSession,
  revokeSessions,
  SESSION_LIFETIME_MS,
  TOUCH_INTERVAL_MS,
} from "./repository";

let handle: MigratedDb;
beforeEach(async () => {
  handle = await openMigratedDb();
});
afterEach(() => handle.close());

const HOUR = 3_600_000;
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

describe("sessions", () => {
  it("issues an opaque 32-byte token, stores only its hash, and accepts it for an hour", async () => {
    const user = await buildUser(handle.db);
    const now = new Date();
    const issued = await createSession(handle.db, {
      userId: user.id,
      remember: false,
      userAgent: "UA",
      ip: "::1",
      now,
    });
    expect(Buffer.from(issued.token, "base64url")).toHaveLength(32);
    expect(issued.expiresIn).toBe(3600);
    const row = await handle.db("sessions").where({ id: issued.session.id }).first();
    expect(row.token_hash).toBe(hashToken(issued.token));
    expect(JSON.stringify(row)).not.toContain(issued.token);

    expect((await authenticateToken(handle.db, issued.token, at(now, HOUR - 1000)))?.user_id).toBe(user.id);
    expect(
      await authenticateToken(handle.db, issued.token, at(now, ACCESS_TOKEN_TTL_MS + 1)),
    ).toBeUndefined();
    expect(await authenticateToken(handle.db, `${issued.token}x`, now)).toBeUndefined();
  });

  it("rotates the token on refresh, even after it expired, within the session's lifetime", async () => {
    const user = await buildUser(handle.db);
    const now = new Date();
    const first = await createSession(handle.db, { userId: user.id, remember: false, now });
    const later = at(now, 2 * HOUR);
    const second = await refreshSession(handle.db, first.token, later);
    expect(second?.session.id).toBe(first.session.id);
    expect(second?.token).not.toBe(first.token);
    expect(await authenticateToken(handle.db, first.token, later)).toBeUndefined();
    expect(await refreshSession(handle.db, first.token, later)).toBeUndefined();
    expect((await authenticateToken(handle.db, second?.token ?? "", later))?.id).toBe(first.session.id);

    // Without "remember me" the session ends a day after sign-in; the last token stops at that moment.
    const nearEnd = at(now, SESSION_LIFETIME_MS.browser - 10 * 60_000);
    const third = await refreshSession(handle.db, second?.token ?? "", nearEnd);
    expect(third?.expiresIn).toBe(600);
    expect(
      await refreshSession(handle.db, third?.token ?? "", at(now, SESSION_LIFETIME_MS.browser + 1)),
    ).toBeUndefined();
  });

  it("keeps a remembered session refreshable for 30 days", async () => {
    const user = await buildUser(handle.db);
    const now = new Date();
    const issued = await createSession(handle.db, { userId: user.id, remember: true, now });
    expect(toIso(issued.session.refresh_until)).toBe(at(now, SESSION_LIFETIME_MS.remember).toISOString());
    expect(await refreshSession(handle.db, issued.token, at(now, 29 * 86_400_000))).toBeDefined();
  });

  it("gives a new token to only one of two simultaneous refreshes", async () => {
    const user = await buildUser(handle.db);
    const issued = await createSession(handle.db, { userId: user.id, remember: false });
    const results = await Promise.all([
      refreshSession(handle.db, issued.token),
      refreshSession(handle.db, issued.token),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it("revokes one session, all but the caller's, or all, effective on the next request", async () => {
    const ana = await buildUser(handle.db);
    const bob = await buildUser(handle.db);
    const [a1, a2, a3] = await Promise.all(
      [1, 2, 3].map(() => createSession(handle.db, { userId: ana.id, remember: true })),
    );
    const b1 = await createSession(handle.db, { userId: bob.id, remember: true });
    if (!a1 || !a2 || !a3) throw new Error("sessions not created");

    expect(await revokeSession(handle.db, bob.id, a1.session.id)).toBe(false);
    expect(await revokeSession(handle.db, ana.id, a1.session.id)).toBe(true);
    expect(await revokeSession(handle.db, ana.id, a1.session.id)).toBe(false);
    expect(await authenticateToken(handle.db, a1.token)).toBeUndefined();
    expect(await refreshSession(handle.db, a1.token)).toBeUndefined();

    expect(await revokeSessions(handle.db, ana.id, a3.session.id)).toBe(1);
    expect(await authenticateToken(handle.db, a2.token)).toBeUndefined();
    expect((await listSessions(handle.db, ana.id)).map((s) => s.id)).toEqual([a3.session.id]);

    expect(await revokeSessions(handle.db, ana.id)).toBe(1);
    expect(await listSessions(handle.db, ana.id)).toEqual([]);
    expect(await authenticateToken(handle.db, b1.token)).toBeDefined();
  });

  it("writes last_seen_at at most once a minute", async () => {
    const user = await buildUser(handle.db);
    const now = new Date();
    const issued = await createSession(handle.db, { userId: user.id, remember: false, now });
    const seen = async () =>
      toIso((await handle.db("sessions").where({ id: issued.session.id }).first()).last_seen_at);
    await authenticateToken(handle.db, issued.token, at(now, 30_000));
    expect(await seen()).toBe(now.toISOString());
    await authenticateToken(handle.db, issued.token, at(now, TOUCH_INTERVAL_MS + 1));
    expect(await seen()).toBe(at(now, TOUCH_INTERVAL_MS + 1).toISOString());
  });

  it("lists live sessions, most recently seen first", async () => {
    const user = await buildUser(handle.db);
    const now = new Date();
    const old = await createSession(handle.db, { userId: user.id, remember: true, now: at(now, -2 * HOUR) });
    const recent = await createSession(handle.db, { userId: user.id, remember: true, now: at(now, -HOUR) });
    await createSession(handle.db, {
      userId: user.id,
      remember: false,
      now: at(now, -2 * SESSION_LIFETIME_MS.browser),
    });
    expect((await listSessions(handle.db, user.id, now)).map((s) => s.id)).toEqual([
      recent.session.id,
      old.session.id,
    ]);
    expect(await deleteEndedSessions(handle.db, now)).toBe(1);
  });

  it("knows a device by its X-Device-Id, else by its user agent", async () => {
    const user = await buildUser(handle.db);
    const deviceId = "5a7c6d3e-8f2b-4c1d-9e0f-123456789abc";
    expect(await isKnownDevice(handle.db, user.id, { deviceId, userAgent: "UA" })).toBe(false);
    await createSession(handle.db, { userId: user.id, remember: false, deviceId, userAgent: "UA" });
    expect(await isKnownDevice(handle.db, user.id, { deviceId })).toBe(true);
    expect(
      await isKnownDevice(handle.db, user.id, { deviceId: "00000000-0000-4000-8000-000000000000" }),
    ).toBe(false);
    expect(await isKnownDevice(handle.db, user.id, { userAgent: "UA" })).toBe(true);
    expect(await isKnownDevice(handle.db, user.id, {})).toBe(false);
  });
});
