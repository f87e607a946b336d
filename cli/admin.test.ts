import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createDb, migrate } from "@server/db";
import { createSession } from "@server/sessions/repository";
import { buildFile, buildUser } from "@test/helpers/factories";
import { type MigratedDb, openMigratedDb } from "@test/helpers/migratedDb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminCommand } from "./admin";
import type { Io } from "./commands";

function capture(): Io & { text: () => string; errors: () => string } {
  let out = "";
  let err = "";
  return {
    out: (data) => {
      out += String(data);
    },
    err: (text) => {
      err += text;
    },
    text: () => out,
    errors: () => err,
  };
}

describe("polysub admin", () => {
  let store: MigratedDb;
  beforeAll(async () => {
    store = await openMigratedDb();
  });
  afterAll(() => store.close());

  it("sets a plan, with an end date, and shows the account's plan, usage and sessions", async () => {
    const user = await buildUser(store.db, { email: "Support.Case@Example.org" });
    await createSession(store.db, {
      userId: user.id,
      remember: true,
      ip: "203.0.113.9",
      userAgent: "Firefox",
    });
    const fileId = await buildFile(store.db, { deviceId: "d", userId: user.id });
    const now = new Date();
    await store.db("translation_jobs").insert({
      id: "00000000-0000-4000-8000-00000000a001",
      file_id: fileId,
      device_id: "d",
      user_id: user.id,
      status: "completed",
      source_language: "en",
      target_language: "fr",
      service: "mymemory",
      total_subtitles: 42,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    });

    const io = capture();
    expect(
      await adminCommand(
        ["set-plan", "support.case@example.org", "pro", "--until", "2099-01-31"],
        io,
        store.db,
      ),
    ).toBe(0);
    expect(io.text()).toBe("support.case@example.org: plan pro until 2099-01-31T00:00:00.000Z\n");

    const shown = capture();
    expect(await adminCommand(["user", "support.case@example.org", "--json"], shown, store.db)).toBe(0);
    const report = JSON.parse(shown.text());
    expect(report).toMatchObject({ plan: "pro", plan_until: "2099-01-31T00:00:00.000Z" });
    expect(report.usage.current_month).toMatchObject({ files_translated: 1, subtitles_translated: 42 });
    expect(report.sessions).toEqual([expect.objectContaining({ ip: "203.0.113.9", user_agent: "Firefox" })]);

    const text = capture();
    await adminCommand(["user", "support.case@example.org"], text, store.db);
    expect(text.text()).toContain("plan: pro until 2099-01-31T00:00:00.000Z");
    expect(text.text()).toContain("today: no daily limit");

    // A past end date: the account is on free again.
    await adminCommand(
      ["set-plan", "support.case@example.org", "premium", "--until", "2001-01-01"],
      capture(),
      store.db,
    );
    const lapsed = capture();
    await adminCommand(["user", "support.case@example.org", "--json"], lapsed, store.db);
    expect(JSON.parse(lapsed.text()).plan).toBe("free");

    const missing = capture();
    expect(await adminCommand(["user", "nobody@example.org"], missing, store.db)).toBe(1);
    expect(missing.errors()).toContain("no account with the address nobody@example.org");
    await expect(
      adminCommand(["set-plan", "support.case@example.org", "gold"], capture(), store.db),
    ).rejects.toThrow("PLAN must be free, premium or pro");
  });

  it("runs as `polysub admin` on the database under DATA_DIR", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "polysub-admin-"));
    const db = createDb({ dataDir });
    await migrate(db);
    await buildUser(db, { email: "cli@example.org" });
    await db.destroy();
    const bin = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "polysub.mjs");
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" };
    const set = spawnSync(process.execPath, [bin, "admin", "set-plan", "cli@example.org", "premium"], {
      env,
      encoding: "utf8",
    });
    expect(set.stderr).toBe("");
    expect(set.status).toBe(0);
    const shown = spawnSync(process.execPath, [bin, "admin", "user", "cli@example.org"], {
      env,
      encoding: "utf8",
    });
    expect(shown.stdout).toContain("plan: premium");
    const bad = spawnSync(process.execPath, [bin, "admin", "set-plan", "cli@example.org"], {
      env,
      encoding: "utf8",
    });
    expect(bad.status).toBe(2);
  });
});
