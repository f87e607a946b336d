import { tokenClient, uploadFixture } from "@test/helpers/api";
import { buildSrt } from "@test/helpers/subtitles";
import { exportJob, jobsHarnessPerTest, startJob, waitForJob } from "@test/jobs/harness";
import { describe, expect, it } from "vitest";

const startHarness = jobsHarnessPerTest();

const SRT = buildSrt([
  { start: 0, end: 1500, text: "Hello there." },
  { start: 2000, end: 3500, text: "Where are you going?" },
]);

describe("a signed-in caller without X-Device-Id (issue 37 item 1)", () => {
  it("reaches every route of its files, jobs and account with its session token alone", async () => {
    const harness = await startHarness({ services: ["mymemory"] });
    const api = tokenClient(harness.server, harness.api.token ?? "");
    const file = await uploadFixture(harness.server, "movie.en.srt", SRT, api);
    const job = await startJob(api, file.file_id, { service: "mymemory" });
    expect(await waitForJob(api, job.job_id)).toMatchObject({ status: "completed" });

    const statuses: Record<string, number> = {};
    const call = async (label: string, response: Promise<Response>) => {
      statuses[label] = (await response).status;
    };
    await call("file info", api.get(`/files/info/${file.file_id}`));
    await call("file content", api.get(`/files/content/${file.file_id}`));
    await call("file download", api.get(`/files/download/${file.file_id}`));
    await call("job status", api.get(`/translate/status/${job.job_id}`));
    await call("job progress", api.get(`/translate/progress/${job.job_id}`));
    await call("job result", api.get(`/translate/result/${job.job_id}`));
    await call("history", api.get("/translate/history"));
    await call("limits", api.get("/auth/limits"));
    await call("usage", api.get("/auth/usage-stats"));
    await call("me", api.get("/auth/me"));
    await call("preferences", api.get("/auth/preferences"));
    await call("sessions", api.get("/auth/sessions"));
    expect((await exportJob(api, job.job_id, "vtt")).status).toBe(200);
    const retried = await api.post(`/translate/retry/${job.job_id}`);
    // A finished job is not retried; what matters is that the route knew the caller.
    expect([200, 409]).toContain(retried.status);
    await call("history entry delete", api.delete(`/translate/history/${job.job_id}`));
    await call("file delete", api.delete(`/files/${file.file_id}`));
    await call("history delete", api.delete("/translate/history"));
    expect(statuses).toEqual({
      "file info": 200,
      "file content": 200,
      "file download": 200,
      "job status": 200,
      "job progress": 200,
      "job result": 200,
      history: 200,
      limits: 200,
      usage: 200,
      me: 200,
      preferences: 200,
      sessions: 200,
      "history entry delete": 200,
      "file delete": 204,
      "history delete": 200,
    });
  });
});
