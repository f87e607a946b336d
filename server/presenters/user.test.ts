import { SessionView } from "@shared/api/auth";
import { User } from "@shared/api/profile";
import { buildUser } from "@test/helpers/factories";
import { type MigratedDb, openMigratedDb } from "@test/helpers/migratedDb";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createSession, listSessions } from "../sessions/repository";
import { enableTotp, findUserById, setAvatarPath, setPendingTotpSecret } from "../users/repository";
import { presentSession, presentUser } from "./user";

let handle: MigratedDb;
beforeEach(async () => {
  handle = await openMigratedDb();
});
afterEach(() => handle.close());

describe("presentUser", () => {
  it("shows the account in the API shape, without hashes or secrets", async () => {
    const created = await buildUser(handle.db, {
      email: "ana@example.org",
      name: "Ana",
      passwordHash: "$argon2id$x",
    });
    await setPendingTotpSecret(handle.db, created.id, "S".repeat(32));
    await enableTotp(handle.db, created.id);
    await setAvatarPath(handle.db, created.id, "ana 1.png");
    const row = await findUserById(handle.db, created.id);
    if (!row) throw new Error("user missing");
    const user = presentUser(row);
    expect(User.parse(user)).toEqual(user);
    expect(user).toMatchObject({
      email: "ana@example.org",
      name: "Ana",
      plan: "free",
      email_verified: false,
      has_password: true,
      two_factor_enabled: true,
      avatar_url: "/api/v1/avatars/ana%201.png",
      interface_language: "fr",
    });
    expect(JSON.stringify(user)).not.toMatch(/argon2|SSSS|totp_secret|password_hash/);
  });

  it("marks the asking session as current", async () => {
    const user = await buildUser(handle.db);
    const mine = await createSession(handle.db, {
      userId: user.id,
      remember: false,
      userAgent: "UA",
      ip: "::1",
    });
    await createSession(handle.db, { userId: user.id, remember: false });
    const views = (await listSessions(handle.db, user.id)).map((row) => presentSession(row, mine.session.id));
    for (const view of views) expect(SessionView.parse(view)).toEqual(view);
    expect(views.filter((v) => v.current)).toEqual([
      expect.objectContaining({ id: mine.session.id, user_agent: "UA" }),
    ]);
  });
});
