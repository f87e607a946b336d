import { MAX_GLOSSARIES, putGlossary } from "@server/glossaries/repository";
import { buildUser } from "@test/helpers/factories";
import { type MigratedDb, openMigratedDb } from "@test/helpers/migratedDb";
import { afterEach, describe, expect, it } from "vitest";

let migrated: MigratedDb | undefined;
afterEach(async () => {
  await migrated?.close();
  migrated = undefined;
});

const glossary = (series: string) => ({
  series,
  source_language: "en",
  target_language: "fr",
  terms: [{ source: "Winterfell", target: "Hiverfell" }],
});

describe("insertWithinLimit", () => {
  it("lets concurrent upserts from two pools, as from two processes, fill the limit and no more", async () => {
    migrated = await openMigratedDb();
    const { db } = migrated;
    const other = migrated.connectAgain();
    try {
      const user = await buildUser(db);
      const now = new Date();
      for (let i = 0; i < MAX_GLOSSARIES - 5; i++) await putGlossary(db, user.id, glossary(`Old ${i}`), now);
      const written = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          putGlossary(i % 2 === 0 ? db : other, user.id, glossary(`New ${i}`), now),
        ),
      );
      expect(written.filter(Boolean)).toHaveLength(5);
      const held = await db("glossaries").where({ user_id: user.id }).count({ count: "*" }).first();
      expect(Number(held?.count)).toBe(MAX_GLOSSARIES);
      // At the limit, an existing glossary still takes new terms.
      expect(await putGlossary(other, user.id, glossary("Old 0"), now)).toBe(true);
    } finally {
      await other.destroy();
    }
  });
});
