import { ErrorBody } from "@shared/api/common";
import { createAccount, signedIn } from "@test/helpers/accounts";
import { type ApiClient, apiClient, uploadFixture } from "@test/helpers/api";
import { buildJob } from "@test/helpers/factories";
import { startTestServer, type TestServer } from "@test/helpers/server";
import { buildSrt } from "@test/helpers/subtitles";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * Through every id-taking route, a file or job of user A is invisible to user B, to a visitor, and to A's own
 * device without A's token: each gets the same 404 as for an id that does not exist, and nothing changes.
 */

let server: TestServer;
let owner: ApiClient;
let fileId: string;
let jobId: string;

const SRT = buildSrt([{ start: 0, end: 1200, text: "This belongs to user A." }]);

beforeAll(async () => {
  server = await startTestServer();
  const account = await createAccount(server);
  owner = await signedIn(server, account);
  fileId = (await uploadFixture(server, "a.srt", SRT, owner)).file_id;
  jobId = await buildJob(server.db, fileId, { deviceId: owner.deviceId, userId: account.user.id });
});
afterAll(() => server.close());

/** Each id-taking route, called by `client` on A's file and job. */
function attempts(client: ApiClient): Record<string, () => Promise<Response>> {
  return {
    "GET /files/info/{id}": () => client.get(`/files/info/${fileId}`),
    "GET /files/content/{id}": () => client.get(`/files/content/${fileId}`),
    "GET /files/download/{id}": () => client.get(`/files/download/${fileId}`),
    "DELETE /files/{id}": () => client.delete(`/files/${fileId}`),
    "GET /translate/status/{id}": () => client.get(`/translate/status/${jobId}`),
    "GET /translate/progress/{id}": () => client.get(`/translate/progress/${jobId}`),
    "DELETE /translate/job/{id}": () => client.delete(`/translate/job/${jobId}`),
    "POST /translate/export": () => client.post("/translate/export", { job_id: jobId, format: "srt" }),
  };
}

async function expectHidden(client: ApiClient): Promise<void> {
  for (const [route, attempt] of Object.entries(attempts(client))) {
    const response = await attempt();
    expect({ route, status: response.status }).toEqual({ route, status: 404 });
    expect(ErrorBody.parse(await response.json()).code).toBe("not_found");
  }
}

describe("another account's files and jobs", () => {
  it("are invisible to user B, even with A's device id", async () => {
    const b = await signedIn(server, await createAccount(server));
    await expectHidden(b);
    await expectHidden(apiClient(server, owner.deviceId, b.token));
  });

  it("are invisible to a visitor, and to A's device without A's token", async () => {
    await expectHidden(apiClient(server));
    await expectHidden(apiClient(server, owner.deviceId));
  });

  it("are refused to a revoked token rather than shown to its device", async () => {
    const account = await createAccount(server);
    const c = await signedIn(server, account, { deviceId: owner.deviceId });
    await c.post("/auth/logout");
    const response = await c.get(`/files/info/${fileId}`);
    expect(response.status).toBe(401);
  });

  it("are untouched by all of that, and A still has them", async () => {
    expect((await owner.get(`/files/info/${fileId}`)).status).toBe(200);
    expect((await owner.get(`/files/download/${fileId}`)).status).toBe(200);
    const status = await owner.get(`/translate/status/${jobId}`);
    expect(await status.json()).toMatchObject({ job_id: jobId, status: "pending" });
    expect((await owner.delete(`/translate/job/${jobId}`)).status).toBe(200);
    expect((await owner.delete(`/files/${fileId}`)).status).toBe(204);
  });
});
