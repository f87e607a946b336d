import { buildUser } from "@test/helpers/factories";
import { type MigratedDb, openMigratedDb } from "@test/helpers/migratedDb";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { consumeEmailToken, EMAIL_TOKEN_TTL_MS, issueEmailToken } from "./emailTokens";
import { hashToken } from "./opaqueTokens";

let handle: MigratedDb;
beforeEach(async () => {
  handle = await openMigratedDb();
});
afterEach(() => handle.close());

describe("email tokens", () => {
  it("works once, stores only the hash, and answers used after", async () => {
    const user = await buildUser(handle.db);
    const token = await issueEmailToken(handle.db, { userId: user.id, email: user.email, purpose: "verify" });
    const row = await handle.db("email_tokens").first();
    expect(row.token_hash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(await consumeEmailToken(handle.db, token, "verify")).toEqual({
      status: "ok",
      userId: user.id,
      email: user.email,
    });
    expect(await consumeEmailToken(handle.db, token, "verify")).toEqual({ status: "used" });
  });

  it("expires after 24 hours (verify) and 1 hour (reset, deletion, two-factor)", async () => {
    const user = await buildUser(handle.db);
    const now = new Date();
    for (const purpose of ["verify", "reset", "delete", "two_factor"] as const) {
      const ttl = EMAIL_TOKEN_TTL_MS[purpose];
      const early = await issueEmailToken(handle.db, { userId: user.id, email: user.email, purpose, now });
      expect(
        (await consumeEmailToken(handle.db, early, purpose, new Date(now.getTime() + ttl - 1000))).status,
      ).toBe("ok");
      const late = await issueEmailToken(handle.db, { userId: user.id, email: user.email, purpose, now });
      expect(await consumeEmailToken(handle.db, late, purpose, new Date(now.getTime() + ttl + 1))).toEqual({
        status: "expired",
      });
    }
    expect(EMAIL_TOKEN_TTL_MS).toEqual({
      verify: 86_400_000,
      reset: 3_600_000,
      delete: 3_600_000,
      two_factor: 3_600_000,
    });
  });

  it("is bound to its purpose, and unknown tokens are invalid", async () => {
    const user = await buildUser(handle.db);
    const token = await issueEmailToken(handle.db, { userId: user.id, email: user.email, purpose: "verify" });
    expect(await consumeEmailToken(handle.db, token, "reset")).toEqual({ status: "invalid" });
    expect(await consumeEmailToken(handle.db, "nope", "verify")).toEqual({ status: "invalid" });
  });

  it("voids the account's older links of the same purpose once one is used", async () => {
    const user = await buildUser(handle.db);
    const older = await issueEmailToken(handle.db, { userId: user.id, email: user.email, purpose: "reset" });
    const newer = await issueEmailToken(handle.db, { userId: user.id, email: user.email, purpose: "reset" });
    const verify = await issueEmailToken(handle.db, {
      userId: user.id,
      email: user.email,
      purpose: "verify",
    });
    expect((await consumeEmailToken(handle.db, newer, "reset")).status).toBe("ok");
    expect(await consumeEmailToken(handle.db, older, "reset")).toEqual({ status: "used" });
    expect((await consumeEmailToken(handle.db, verify, "verify")).status).toBe("ok");
  });

  it("lets only one of two simultaneous uses through", async () => {
    const user = await buildUser(handle.db);
    const token = await issueEmailToken(handle.db, { userId: user.id, email: user.email, purpose: "reset" });
    const results = await Promise.all([
      consumeEmailToken(handle.db, token, "reset"),
      consumeEmailToken(handle.db, token, "reset"),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(["ok", "used"]);
  });
});
