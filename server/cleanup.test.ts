import { setPendingEmailChange } from "@server/users/repository";
import { buildFile, buildUser } from "@test/helpers/factories";
import { type MigratedDb, openMigratedDb } from "@test/helpers/migratedDb";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { EMAIL_TOKEN_TTL_MS, inspectEmailToken, issueEmailToken } from "./auth/emailTokens";
import { issueSignInTicket, SIGN_IN_TICKET_TTL_MS } from "./auth/signInTickets";
import { ENDED_SESSIONS_KEPT_MS, STALE_EMAIL_TOKENS_KEPT_MS, startCleanup } from "./cleanup";
import { createLogger } from "./logger";
import { OAUTH_STATE_TTL_MS, saveOAuthState } from "./oauth/states";
import { createSession, SESSION_LIFETIME_MS } from "./sessions/repository";

let store: MigratedDb;
beforeAll(async () => {
  store = await openMigratedDb();
});
afterAll(() => store.close());

const logger = createLogger({ logLevel: "silent" });

describe("periodic cleanup", () => {
  it("deletes the rows that ran out, at start and on every pass after, and keeps the others", async () => {
    const { db } = store;
    const user = await buildUser(db);
    const now = Date.now();
    const at = (ms: number) => new Date(now + ms);
    const column = async (table: string, key: string) =>
      ((await db(table).select(key).orderBy(key)) as Record<string, unknown>[]).map((row) => row[key]);

    const state = (c: string) => c.repeat(64);
    await saveOAuthState(db, {
      state: state("a"),
      provider: "google",
      codeVerifier: "gone",
      now: at(-OAUTH_STATE_TTL_MS - 1000),
    });
    await saveOAuthState(db, { state: state("b"), provider: "github", codeVerifier: "kept", now: at(0) });

    await issueSignInTicket(db, {
      userId: user.id,
      deviceId: "gone",
      now: at(-SIGN_IN_TICKET_TTL_MS - 1000),
    });
    await issueSignInTicket(db, { userId: user.id, deviceId: "kept", now: at(0) });

    const reset = { userId: user.id, email: user.email, purpose: "reset" as const };
    const stale = await issueEmailToken(db, {
      ...reset,
      now: at(-STALE_EMAIL_TOKENS_KEPT_MS - EMAIL_TOKEN_TTL_MS.reset - 1000),
    });
    const lately = await issueEmailToken(db, { ...reset, now: at(-2 * EMAIL_TOKEN_TTL_MS.reset) });
    const live = await issueEmailToken(db, { ...reset, now: at(0) });

    const session = (device: string, remember: boolean, ms: number) =>
      createSession(db, { userId: user.id, deviceId: device, remember, now: at(ms) });
    await session("ended-long-ago", false, -ENDED_SESSIONS_KEPT_MS - SESSION_LIFETIME_MS.browser - 1000);
    await session("ended-lately", false, -2 * SESSION_LIFETIME_MS.browser);
    const revoked = await session("revoked-long-ago", true, -ENDED_SESSIONS_KEPT_MS - 2000);
    await db("sessions")
      .where({ id: revoked.session.id })
      .update({ revoked_at: at(-ENDED_SESSIONS_KEPT_MS - 1000).toISOString() });
    await session("live", true, 0);

    const expiredFile = await buildFile(db, { deviceId: "d" });
    await db("files")
      .where({ id: expiredFile })
      .update({ expires_at: at(-1000).toISOString() });
    const keptFile = await buildFile(db, { deviceId: "d" });
    await db("files")
      .where({ id: keptFile })
      .update({ expires_at: at(86_400_000).toISOString() });

    const waiting = await buildUser(db);
    const change = { tokenHash: null, approvalHash: null };
    await setPendingEmailChange(db, user.id, { ...change, email: "gone@example.org", expiresAt: at(-1000) });
    await setPendingEmailChange(db, waiting.id, {
      ...change,
      email: "kept@example.org",
      expiresAt: at(60_000),
    });

    const cleanup = startCleanup({ db, logger }, 100);
    try {
      await vi.waitFor(async () => expect(await column("oauth_states", "code_verifier")).toEqual(["kept"]), {
        timeout: 5000,
      });
      await vi.waitFor(async () => {
        expect(await column("sign_in_tickets", "device_id")).toEqual(["kept"]);
        expect(await column("email_tokens", "id")).toHaveLength(2);
        expect(await column("sessions", "device_id")).toEqual(["ended-lately", "live"]);
        expect(await column("files", "id")).toEqual([keptFile]);
        expect((await column("users", "pending_email")).filter(Boolean)).toEqual(["kept@example.org"]);
      });
      // The link that expired lately still says so; the one past the grace is unknown now.
      expect(await inspectEmailToken(db, lately, "reset")).toEqual({ status: "expired" });
      expect(await inspectEmailToken(db, stale, "reset")).toEqual({ status: "invalid" });
      expect((await inspectEmailToken(db, live, "reset")).status).toBe("ok");

      // A later pass takes what has run out since.
      await saveOAuthState(db, {
        state: state("c"),
        provider: "google",
        codeVerifier: "gone later",
        now: at(-OAUTH_STATE_TTL_MS - 1000),
      });
      await vi.waitFor(async () => expect(await column("oauth_states", "code_verifier")).toEqual(["kept"]), {
        timeout: 5000,
      });
    } finally {
      await cleanup.stop();
    }
  });
});
