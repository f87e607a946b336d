import { loadSegments } from "@server/jobs/store";
import { type TranslationJob, TranslationResult } from "@shared/api/translate";
import { exportDocument } from "@shared/exportDocument";
import type { FakeServer } from "@test/fakes/harness";
import { apiClient, uploadFixture } from "@test/helpers/api";
import { buildSrt, numberedCues } from "@test/helpers/subtitles";
import { exportJob, jobsHarnessPerTest, startJob, waitForJob } from "@test/jobs/harness";
import { describe, expect, it } from "vitest";

const startHarness = jobsHarnessPerTest();

const CUES = 12;
const SRT = buildSrt(numberedCues(CUES));

/** Texts the fakes translated (answered 200) from request `from` on. */
function textsSentSince(fakes: (FakeServer | undefined)[], from: number[]): number {
  return fakes.reduce(
    (sum, fake, i) =>
      sum + (fake?.requests.slice(from[i]).reduce((n, r) => n + (r.status === 200 ? r.texts : 0), 0) ?? 0),
    0,
  );
}

describe("history: retry, result, delete", () => {
  it("retries a stopped job as the same job, sending only what it had not stored, whichever service stored it", async () => {
    const harness = await startHarness({
      services: ["mymemory", "deepl"],
      faults: { deepl: { latencyMs: 30 }, mymemory: { latencyMs: 30 } },
      maxParallel: 1,
    });
    const { deepl, mymemory } = harness.fakes;
    const file = await uploadFixture(harness.server, "movie.srt", SRT, harness.api);
    const started = await startJob(harness.api, file.file_id, { service: "deepl", batch_size: 1 });
    await waitForJob(harness.api, started.job_id, (j) => j.processed_subtitles >= 2);
    // DeepL runs out of quota: the next batches go to MyMemory, so the job stores texts of both services.
    deepl?.setFaults({ quotaExceeded: true });
    await waitForJob(harness.api, started.job_id, (j) => (j.services_used.mymemory ?? 0) >= 2);
    expect((await harness.api.delete(`/translate/job/${started.job_id}`)).status).toBe(200);
    await waitForJob(harness.api, started.job_id);
    const stored = await loadSegments(harness.server.db, started.job_id);
    expect(new Set(stored.map((s) => s.service))).toEqual(new Set(["deepl", "mymemory"]));
    expect(stored.length).toBeLessThan(CUES);

    deepl?.setFaults({});
    const marks = [deepl?.requests.length ?? 0, mymemory?.requests.length ?? 0];
    const response = await harness.api.post(`/translate/retry/${started.job_id}`);
    expect(response.status).toBe(200);
    const retried = (await response.json()) as TranslationJob;
    expect(retried).toMatchObject({ job_id: started.job_id, status: "pending", error_message: null });

    const done = await waitForJob(harness.api, started.job_id);
    expect(done).toMatchObject({ status: "completed", processed_subtitles: CUES });
    // A new job would have found MyMemory's texts in no DeepL cache and sent them again.
    expect(textsSentSince([deepl, mymemory], marks)).toBe(CUES - stored.length);
    expect((done.services_used.deepl ?? 0) + (done.services_used.mymemory ?? 0)).toBe(CUES);

    const again = await harness.api.post(`/translate/retry/${started.job_id}`);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { code: string }).code).toBe("conflict");
    expect((await apiClient(harness.server).post(`/translate/retry/${started.job_id}`)).status).toBe(404);
  });

  it("gives a completed job's documents, which export exactly as the server does", async () => {
    const harness = await startHarness({ services: ["mymemory"] });
    const file = await uploadFixture(harness.server, "movie.en.srt", SRT, harness.api);
    const job = await waitForJob(
      harness.api,
      (await startJob(harness.api, file.file_id, { service: "mymemory" })).job_id,
    );
    const response = await harness.api.get(`/translate/result/${job.job_id}`);
    expect(response.status).toBe(200);
    const result = TranslationResult.parse(await response.json());
    expect(result).toMatchObject({ original_filename: "movie.en.srt", target_language: "fr" });
    expect(result.translated.cues).toHaveLength(CUES);
    const local = exportDocument(result, {
      format: "vtt",
      encoding: "utf-8",
      include_original: true,
      target_language: result.target_language,
      preserve_formatting: result.preserve_formatting,
    });
    const served = await exportJob(harness.api, job.job_id, "vtt", { include_original: true });
    expect(local).toBe(served.body.content);
    expect((await apiClient(harness.server).get(`/translate/result/${job.job_id}`)).status).toBe(404);
  });

  it("deletes one job of the caller's (404 for anyone else's), then all of them, and nobody else's", async () => {
    const harness = await startHarness({ services: ["mymemory"], worker: false });
    const other = apiClient(harness.server);
    const mine = await uploadFixture(harness.server, "a.srt", SRT, harness.api);
    const theirs = await uploadFixture(harness.server, "b.srt", SRT, other);
    const [first, second] = [
      await startJob(harness.api, mine.file_id, { service: "mymemory" }),
      await startJob(harness.api, mine.file_id, { service: "mymemory", target_language: "de" }),
    ];
    const stranger = await startJob(other, theirs.file_id, { service: "mymemory" });

    expect((await other.delete(`/translate/history/${first.job_id}`)).status).toBe(404);
    const one = await harness.api.delete(`/translate/history/${first.job_id}`);
    expect(one.status).toBe(200);
    expect(await one.json()).toEqual({ deleted: 1 });
    expect((await harness.api.get(`/translate/status/${first.job_id}`)).status).toBe(404);
    expect((await harness.api.delete(`/translate/history/${first.job_id}`)).status).toBe(404);

    const all = await harness.api.delete("/translate/history");
    expect(await all.json()).toEqual({ deleted: 1 });
    expect((await harness.api.get(`/translate/status/${second.job_id}`)).status).toBe(404);
    const history = (await (await harness.api.get("/translate/history")).json()) as { total: number };
    expect(history.total).toBe(0);
    expect((await other.get(`/translate/status/${stranger.job_id}`)).status).toBe(200);
  });
});
