import { MAX_EXPORT_BATCH_JOBS } from "@shared/api/translate";
import { ErrorCode } from "@shared/errors";
import { parseSubtitle } from "@shared/subtitles";
import { BATCH_PROBLEMS_ENTRY } from "@shared/zipEntryNames";
import { createAccount, signedIn } from "@test/helpers/accounts";
import { uploadFixture } from "@test/helpers/api";
import { buildSrt, cuesOf } from "@test/helpers/subtitles";
import { type JobsHarness, jobsHarnessPerTest, startJob, waitForJob } from "@test/jobs/harness";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { EXPORT_BATCH_LIMIT } from "./index";

const startHarness = jobsHarnessPerTest();

const srt = (...texts: string[]) => buildSrt(cuesOf(texts));

async function finishedJob(
  h: JobsHarness,
  filename: string,
  content: string,
  target = "fr",
): Promise<string> {
  const file = await uploadFixture(h.server, filename, content, h.api);
  const started = await startJob(h.api, file.file_id, { service: "mymemory", target_language: target });
  const job = await waitForJob(h.api, started.job_id);
  expect(job.status).toBe("completed");
  return job.job_id;
}

async function unzipAnswer(response: Response): Promise<Record<string, string>> {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/zip");
  expect(response.headers.get("content-disposition")).toContain("polysub-translations.zip");
  const entries = unzipSync(new Uint8Array(await response.arrayBuffer()));
  return Object.fromEntries(Object.entries(entries).map(([name, bytes]) => [name, strFromU8(bytes)]));
}

describe("POST /translate/export-batch", () => {
  it("zips the caller's finished jobs as name.<target>.<ext>, numbering names that would collide", async () => {
    const harness = await startHarness({ services: ["mymemory"] });
    const ids = [
      await finishedJob(harness, "pilot.en.srt", srt("Hello there.", "Where are you going?")),
      await finishedJob(harness, "pilot.en.srt", srt("Hello there.", "Where are you going?"), "de"),
      await finishedJob(harness, "pilot.srt", srt("Good night.")),
      await finishedJob(harness, "finale.en.srt", srt("Goodbye.")),
    ];
    const files = await unzipAnswer(
      await harness.api.post("/translate/export-batch", { job_ids: ids, format: "vtt" }),
    );
    expect(Object.keys(files)).toEqual(["pilot.fr.vtt", "pilot.de.vtt", "pilot-2.fr.vtt", "finale.fr.vtt"]);
    const pilot = parseSubtitle(files["pilot.fr.vtt"] ?? "");
    expect(pilot.format).toBe("vtt");
    expect(pilot.cues.map((cue) => cue.text)).toEqual(["[fr] Hello there.", "[fr] Where are you going?"]);
    expect(files["pilot.de.vtt"]).toContain("[de] Hello there.");
    expect(files["pilot-2.fr.vtt"]).toContain("[fr] Good night.");
    // Each entry is what the one-file export gives.
    const single = await harness.api.post("/translate/export", { job_id: ids[3], format: "vtt" });
    expect(((await single.json()) as { content: string }).content).toBe(files["finale.fr.vtt"]);
  });

  it("refuses, before any byte, a job of another user (404) and one not finished (409)", async () => {
    const harness = await startHarness({ services: ["mymemory"] });
    const mine = await finishedJob(harness, "mine.en.srt", srt("Hello."));
    const other = await signedIn(harness.server, await createAccount(harness.server, { plan: "pro" }));
    const theirs = await uploadFixture(harness.server, "theirs.en.srt", srt("Secret."), other);
    const theirJob = await startJob(other, theirs.file_id, { service: "mymemory" });
    await waitForJob(other, theirJob.job_id);

    const stolen = await harness.api.post("/translate/export-batch", {
      job_ids: [mine, theirJob.job_id],
      format: "srt",
    });
    expect(stolen.status).toBe(404);
    expect(stolen.headers.get("content-type")).toContain("application/json");
    // The other user reaches only their own.
    const own = await unzipAnswer(
      await other.post("/translate/export-batch", { job_ids: [theirJob.job_id], format: "srt" }),
    );
    expect(Object.keys(own)).toEqual(["theirs.fr.srt"]);

    harness.worker?.stop({ graceMs: 0 });
    const file = await uploadFixture(harness.server, "later.en.srt", srt("Later."), harness.api);
    const pending = await startJob(harness.api, file.file_id, { service: "mymemory" });
    const unfinished = await harness.api.post("/translate/export-batch", {
      job_ids: [mine, pending.job_id],
      format: "srt",
    });
    expect(unfinished.status).toBe(409);
  });

  it("keeps to the plan's formats and caps the jobs named", async () => {
    const harness = await startHarness({ services: ["mymemory"], caller: "free" });
    const id = await finishedJob(harness, "free.en.srt", srt("Hello."));
    const ass = await harness.api.post("/translate/export-batch", { job_ids: [id], format: "ass" });
    expect(ass.status).toBe(402);
    expect(((await ass.json()) as { code: string }).code).toBe(ErrorCode.formatNotInPlan);
    const tooMany = await harness.api.post("/translate/export-batch", {
      job_ids: Array.from({ length: MAX_EXPORT_BATCH_JOBS + 1 }, () => id),
      format: "srt",
    });
    expect(tooMany.status).toBe(400);
    const empty = await harness.api.post("/translate/export-batch", { job_ids: [], format: "srt" });
    expect(empty.status).toBe(400);
  });

  it("lists a file the encoding cannot hold in not-exported.txt and still zips the others", async () => {
    const harness = await startHarness({ services: ["mymemory"] });
    const latin = await finishedJob(harness, "latin.en.srt", srt("Café au lait."));
    const cyrillic = await finishedJob(harness, "cyrillic.en.srt", srt("Привет, Борис."));
    const files = await unzipAnswer(
      await harness.api.post("/translate/export-batch", {
        job_ids: [latin, cyrillic],
        format: "srt",
        encoding: "latin1",
      }),
    );
    expect(Object.keys(files)).toEqual(["latin.fr.srt", BATCH_PROBLEMS_ENTRY]);
    expect(files[BATCH_PROBLEMS_ENTRY]).toMatch(/^cyrillic\.fr\.srt: latin1 cannot hold "П"/);
  });

  it("counts the caller's batch downloads before any work", async () => {
    const harness = await startHarness({ services: ["mymemory"] });
    const id = await finishedJob(harness, "again.en.srt", srt("Hello."));
    const statuses = [];
    for (let i = 0; i <= EXPORT_BATCH_LIMIT.points; i++) {
      const response = await harness.api.post("/translate/export-batch", { job_ids: [id], format: "srt" });
      await response.arrayBuffer();
      statuses.push(response.status);
    }
    expect(statuses.slice(0, EXPORT_BATCH_LIMIT.points)).toEqual(Array(EXPORT_BATCH_LIMIT.points).fill(200));
    expect(statuses.at(-1)).toBe(429);
  });
});
