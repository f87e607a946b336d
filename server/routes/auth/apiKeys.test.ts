import { API_KEY_LIMIT } from "@server/http/endpoint";
import type { ApiKeysResponse, CreatedApiKey } from "@shared/api/apiKeys";
import type { UsageStats } from "@shared/api/usage";
import { createAccount, signedIn } from "@test/helpers/accounts";
import { tokenClient, uploadFixture } from "@test/helpers/api";
import { buildSrt } from "@test/helpers/subtitles";
import { exportJob, jobsHarnessPerTest, startJob, waitForJob } from "@test/jobs/harness";
import { describe, expect, it } from "vitest";

const startHarness = jobsHarnessPerTest();

const SRT = buildSrt([
  { start: 0, end: 1500, text: "Hello there." },
  { start: 2000, end: 3500, text: "Where are you going?" },
]);

async function createKey(api: { post: (path: string, body?: unknown) => Promise<Response> }, name: string) {
  const response = await api.post("/auth/api-keys", { name });
  expect(response.status).toBe(201);
  return (await response.json()) as CreatedApiKey;
}

const codeOf = async (response: Response) => [
  response.status,
  ((await response.json()) as { code: string }).code,
];

describe("API keys", () => {
  it("lets a Pro account upload, start and export with its key alone, counted in its usage", async () => {
    const harness = await startHarness({ services: ["mymemory"] });
    const created = await createKey(harness.api, "batch server");
    expect(created).toMatchObject({
      name: "batch server",
      id: expect.any(String),
      created_at: expect.any(String),
    });
    expect(created.key).toMatch(/^psk_[A-Za-z0-9_-]{43}$/);
    // Only the hash is stored.
    const stored = await harness.server.db("api_keys").where({ id: created.id }).first();
    expect(JSON.stringify(stored)).not.toContain(created.key);

    const listed = (await (await harness.api.get("/auth/api-keys")).json()) as ApiKeysResponse;
    expect(listed).toEqual([
      { id: created.id, name: "batch server", created_at: created.created_at, last_used_at: null },
    ]);

    const script = tokenClient(harness.server, created.key);
    const file = await uploadFixture(harness.server, "movie.en.srt", SRT, script);
    const owned = await harness.server.db("files").where({ id: file.file_id }).first();
    expect(owned).toMatchObject({
      device_id: null,
      user_id: expect.any(String),
    });
    const started = await startJob(script, file.file_id, { service: "mymemory" });
    expect(await waitForJob(script, started.job_id)).toMatchObject({ status: "completed" });
    const exported = await exportJob(script, started.job_id, "srt");
    expect(exported).toMatchObject({ status: 200, body: { filename: "movie.fr.srt" } });
    expect(exported.body.content).toContain("[fr] Hello there.");

    // The account's own session sees the job and counts it, and the key shows it was used.
    expect((await harness.api.get(`/translate/status/${started.job_id}`)).status).toBe(200);
    const usage = (await (await harness.api.get("/auth/usage-stats")).json()) as UsageStats;
    expect(usage.current_month.files_translated).toBe(1);
    const [afterUse] = (await (await harness.api.get("/auth/api-keys")).json()) as ApiKeysResponse;
    expect(afterUse?.last_used_at).not.toBeNull();
    expect((await (await script.get("/auth/me")).json()) as { email: string }).toMatchObject({
      email: expect.stringContaining("@"),
    });
  });

  it("refuses a key where only a session makes sense", async () => {
    const harness = await startHarness({ services: ["mymemory"], worker: false });
    const script = tokenClient(harness.server, (await createKey(harness.api, "ci")).key);
    const refused = [
      await script.post("/auth/api-keys", { name: "another" }),
      await script.get("/auth/api-keys"),
      await script.post("/auth/change-password", {
        current_password: "x",
        new_password: "Tapir-Vortex-Quill9",
      }),
      await script.put("/auth/profile", { email: "thief@example.org" }),
      await script.post("/auth/2fa/enable", { password: "x" }),
      await script.delete("/auth/account", { password: "x" }),
      await script.get("/auth/sessions"),
      await script.post("/auth/logout"),
      await script.get("/billing/subscription"),
    ];
    for (const response of refused) expect(await codeOf(response)).toEqual([403, "api_key_not_allowed"]);
    expect((await harness.api.get("/auth/api-keys")).status).toBe(200);
  });

  it("never shows or revokes another account's key; a revoked key answers 401", async () => {
    const harness = await startHarness({ services: ["mymemory"], worker: false });
    const mine = await createKey(harness.api, "mine");
    const other = await signedIn(harness.server, await createAccount(harness.server, { plan: "pro" }));
    expect(await (await other.get("/auth/api-keys")).json()).toEqual([]);
    expect((await other.delete(`/auth/api-keys/${mine.id}`)).status).toBe(404);
    const script = tokenClient(harness.server, mine.key);
    expect((await script.get("/auth/me")).status).toBe(200);

    expect((await harness.api.delete(`/auth/api-keys/${mine.id}`)).status).toBe(204);
    expect(await codeOf(await script.get("/auth/me"))).toEqual([401, "api_key_invalid"]);
    expect(await codeOf(await script.get("/translate/history"))).toEqual([401, "api_key_invalid"]);
    expect(await (await harness.api.get("/auth/api-keys")).json()).toEqual([]);
    expect((await harness.api.delete(`/auth/api-keys/${mine.id}`)).status).toBe(404);
  });

  it("limits each key's calls per minute with a 429 and Retry-After", async () => {
    const harness = await startHarness({ services: ["mymemory"], worker: false });
    const script = tokenClient(harness.server, (await createKey(harness.api, "loop")).key);
    for (let i = 0; i < API_KEY_LIMIT.points; i++)
      expect((await script.get("/translate/history")).status).toBe(200);
    const refused = await script.get("/translate/history");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(((await refused.json()) as { code: string }).code).toBe("rate_limited");
    // The key's counter is its own: the account's session is not slowed by its script.
    expect((await harness.api.get("/translate/history")).status).toBe(200);
    const second = tokenClient(harness.server, (await createKey(harness.api, "other")).key);
    expect((await second.get("/translate/history")).status).toBe(200);
  });

  it("refuses keys once the plan is no longer Pro, and a free account cannot make one", async () => {
    const harness = await startHarness({ services: ["mymemory"], worker: false });
    const created = await createKey(harness.api, "lapsing");
    const script = tokenClient(harness.server, created.key);
    const userId = (await harness.server.db("api_keys").where({ id: created.id }).first()).user_id;
    await harness.server.db("users").where({ id: userId }).update({ plan_until: "2020-01-01T00:00:00.000Z" });
    expect(await codeOf(await script.get("/translate/history"))).toEqual([403, "api_not_in_plan"]);
    expect(await codeOf(await harness.api.post("/auth/api-keys", { name: "again" }))).toEqual([
      403,
      "api_not_in_plan",
    ]);
    // Pro again: the same key works again.
    await harness.server.db("users").where({ id: userId }).update({ plan_until: null });
    expect((await script.get("/translate/history")).status).toBe(200);

    for (const plan of ["free", "premium"] as const) {
      const account = await signedIn(harness.server, await createAccount(harness.server, { plan }));
      expect(await codeOf(await account.post("/auth/api-keys", { name: "mine" }))).toEqual([
        403,
        "api_not_in_plan",
      ]);
    }
    expect(await codeOf(await harness.api.post("/auth/api-keys", { name: "  " }))).toEqual([
      400,
      "validation_error",
    ]);
  });
});
