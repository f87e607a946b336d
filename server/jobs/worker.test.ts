import { uploadFixture } from "@test/helpers/api";
import { buildSrt, numberedCues } from "@test/helpers/subtitles";
import { charsSent, jobsHarnessPerTest, startJob, waitForJob } from "@test/jobs/harness";
import { describe, expect, it } from "vitest";
import { createDb } from "../db";
import { MAX_ATTEMPTS } from "./runner";
import { startJobWorker } from "./worker";

const startHarness = jobsHarnessPerTest();

const cues = numberedCues(40);
const SRT = buildSrt(cues);
const TOTAL_CHARS = cues.reduce((sum, c) => sum + [...c.text].length, 0);

describe("job worker", () => {
  it("resumes a job stopped mid-way from its last stored batch: every cue translated exactly once", async () => {
    const harness = await startHarness({
      services: ["deepl"],
      faults: { deepl: { latencyMs: 40 } },
      maxParallel: 1,
    });
    const file = await uploadFixture(harness.server, "story.srt", SRT, harness.api);
    const job = await startJob(harness.api, file.file_id, { service: "deepl", batch_size: 4 });
    await waitForJob(harness.api, job.job_id, (j) => j.processed_subtitles >= 12);
    await harness.worker?.stop();

    const stopped = await waitForJob(harness.api, job.job_id, () => true);
    expect(stopped.status).toBe("in_progress");
    expect(stopped.processed_subtitles).toBeLessThan(40);
    const row = await harness.server.db("translation_jobs").where({ id: job.job_id }).first();
    expect(row.lease_owner).toBeNull();
    const sentBefore = harness.fakes.deepl?.requests.length ?? 0;
    expect(sentBefore * 4).toBe(stopped.processed_subtitles);

    harness.startWorker();
    const done = await waitForJob(harness.api, job.job_id);
    expect(done).toMatchObject({
      status: "completed",
      processed_subtitles: 40,
      services_used: { deepl: 40 },
    });
    expect(harness.fakes.deepl?.requests.reduce((sum, r) => sum + r.texts, 0)).toBe(40);
    expect(charsSent(harness.fakes.deepl)).toBe(TOTAL_CHARS);
    const stored = await harness.server.db("job_segments").where({ job_id: job.job_id }).count({ n: "*" });
    expect(Number(stored[0]?.n)).toBe(40);
  });

  it("takes over a job whose worker died once the lease expires", async () => {
    const harness = await startHarness({ services: ["deepl"], worker: false, jobs: { leaseMs: 3000 } });
    const file = await uploadFixture(harness.server, "story.srt", SRT, harness.api);
    const job = await startJob(harness.api, file.file_id, { service: "deepl" });
    // A process that claimed the job and vanished: its lease runs out in 200 ms.
    await harness.server
      .db("translation_jobs")
      .where({ id: job.job_id })
      .update({ status: "in_progress", lease_owner: "dead-process", lease_expires_at: Date.now() + 200 });
    harness.startWorker();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(harness.fakes.deepl?.requests).toHaveLength(0);
    const done = await waitForJob(harness.api, job.job_id);
    expect(done.status).toBe("completed");
    const row = await harness.server.db("translation_jobs").where({ id: job.job_id }).first();
    expect(row.attempts).toBe(1);
  });

  it("stops a job whose lease ran out under it and claims it anew instead of reviving the old lease", async () => {
    const harness = await startHarness({
      services: ["deepl"],
      faults: { deepl: { latencyMs: 150 } },
      maxParallel: 1,
      jobs: { leaseMs: 3000 },
    });
    const file = await uploadFixture(harness.server, "story.srt", SRT, harness.api);
    const job = await startJob(harness.api, file.file_id, { service: "deepl", batch_size: 4 });
    await waitForJob(harness.api, job.job_id, (j) => j.processed_subtitles >= 8);
    // The worker stalled past its lease (as a blocked event loop or a paused process would), and nobody claimed the
    // job meanwhile: its next renewal or write is refused, so it stops, and the job is claimed again.
    await harness.server
      .db("translation_jobs")
      .where({ id: job.job_id })
      .update({ lease_expires_at: Date.now() - 1 });
    const done = await waitForJob(harness.api, job.job_id);
    expect(done).toMatchObject({
      status: "completed",
      processed_subtitles: 40,
      services_used: { deepl: 40 },
    });
    const row = await harness.server.db("translation_jobs").where({ id: job.job_id }).first();
    expect(row.attempts).toBe(2);
    const stored = await harness.server.db("job_segments").where({ job_id: job.job_id }).count({ n: "*" });
    expect(Number(stored[0]?.n)).toBe(40);
  });

  it("gives a job up when it has taken its worker down too many times", async () => {
    const harness = await startHarness({ services: ["deepl"], worker: false });
    const file = await uploadFixture(harness.server, "story.srt", SRT, harness.api);
    const job = await startJob(harness.api, file.file_id, { service: "deepl" });
    await harness.server.db("translation_jobs").where({ id: job.job_id }).update({ attempts: MAX_ATTEMPTS });
    harness.startWorker();
    const done = await waitForJob(harness.api, job.job_id);
    expect(done.status).toBe("failed");
    expect(done.error_message).toContain(`${MAX_ATTEMPTS} attempts`);
    expect(harness.fakes.deepl?.requests).toHaveLength(0);
  });

  it("never runs the same job in two workers sharing one database", async () => {
    const harness = await startHarness({
      services: ["deepl"],
      faults: { deepl: { latencyMs: 10 } },
      jobs: { concurrency: 3 },
    });
    // A second "process": its own connection to the same SQLite file and its own worker.
    const otherDb = createDb(harness.server.config);
    const other = startJobWorker({ ...harness.server.deps, db: otherDb });
    try {
      const jobs = [];
      for (let i = 0; i < 8; i++) {
        const file = await uploadFixture(harness.server, `f${i}.srt`, SRT, harness.api);
        // A different target per job, so that no job is served from another's cache.
        const target = ["fr", "de", "es", "it", "nl", "pl", "sv", "da"][i];
        jobs.push(
          await startJob(harness.api, file.file_id, {
            service: "deepl",
            target_language: target,
            batch_size: 10,
          }),
        );
      }
      for (const job of jobs) expect((await waitForJob(harness.api, job.job_id)).status).toBe("completed");
      expect(harness.fakes.deepl?.requests.reduce((sum, r) => sum + r.texts, 0)).toBe(8 * 40);
      const rows = await harness.server.db("translation_jobs").select("attempts");
      expect(rows.map((r) => r.attempts)).toEqual(Array(8).fill(1));
    } finally {
      await other.stop();
      await otherDb.destroy();
    }
  });
});
