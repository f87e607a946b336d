import { buildUser } from "@test/helpers/factories";
import { type MigratedDb, openMigratedDb } from "@test/helpers/migratedDb";
import { afterEach, describe, expect, it } from "vitest";
import { createApiKey, MAX_API_KEYS } from "./repository";

let migrated: MigratedDb | undefined;
afterEach(async () => {
  await migrated?.close();
  migrated = undefined;
});

describe("API key limit", () => {
  it("holds under concurrent creations, from two connection pools as from two processes", async () => {
    migrated = await openMigratedDb();
    const { db } = migrated;
    const other = migrated.connectAgain();
    try {
      const user = await buildUser(db);
      const attempts = Array.from({ length: MAX_API_KEYS + 10 }, (_, i) =>
        createApiKey(i % 2 === 0 ? db : other, user.id, `key ${i}`),
      );
      const results = await Promise.all(attempts);
      expect(results.filter((r) => r !== "limit")).toHaveLength(MAX_API_KEYS);
      const held = await db("api_keys").where({ user_id: user.id }).count({ count: "*" }).first();
      expect(Number(held?.count)).toBe(MAX_API_KEYS);
    } finally {
      await other.destroy();
    }
  });
});
