import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createTestDatabase, type TestDatabase } from "@test/helpers/database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db, migrate } from "../db";
import { rateLimitStoreFor } from "../http/rateLimit";
import { sharedPace } from "./pace";

let dir: string;
let database: TestDatabase;
let dbs: Db[];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "polysub-pace-"));
  database = await createTestDatabase();
  // Two pools on one database stand for two server processes (on SQLite the store is memory: one process).
  const first = createDb({ dataDir: dir, databaseUrl: database.databaseUrl });
  await migrate(first);
  dbs = database.databaseUrl
    ? [first, createDb({ dataDir: dir, databaseUrl: database.databaseUrl })]
    : [first];
});

afterAll(async () => {
  for (const db of dbs) await db.destroy();
  await database.drop();
  await rm(dir, { recursive: true, force: true });
});

describe("a provider's shared request rate", () => {
  it("holds across every process on the database: 9 requests at 4 a second take two window turns", async () => {
    const paces = dbs.map((db) => sharedPace(rateLimitStoreFor(db), "deepl", 4));
    const sentAt: number[] = [];
    const started = Date.now();
    await Promise.all(
      Array.from({ length: 9 }, async (_, i) => {
        await paces[i % paces.length]?.();
        sentAt.push(Date.now() - started);
      }),
    );
    sentAt.sort((a, b) => a - b);
    // Windows of one second: 4, 4, then 1.
    expect(sentAt.filter((t) => t < 900)).toHaveLength(4);
    expect(sentAt[8]).toBeGreaterThanOrEqual(1900);
  });

  it("stops waiting when the batch is cancelled", async () => {
    const pace = sharedPace(rateLimitStoreFor(dbs[0] as Db), "openai", 1);
    await pace();
    const stop = new AbortController();
    const waiting = pace(stop.signal);
    stop.abort(new Error("cancelled"));
    await expect(waiting).rejects.toThrow("cancelled");
  });
});
