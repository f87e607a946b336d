import { planTranslation } from "@server/jobs/plan";
import { extractSegments, parseSubtitle } from "@shared/subtitles";
import { type ApiClient, apiClient, tokenClient, uploadFixture } from "@test/helpers/api";
import { buildSrt, type FixtureCue } from "@test/helpers/subtitles";
import { charsSent, exportJob, jobsHarnessPerTest, startJob, waitForJob } from "@test/jobs/harness";
import { describe, expect, it } from "vitest";

const startHarness = jobsHarnessPerTest();

const cue = (i: number, text: string): FixtureCue => ({ start: i * 2000, end: i * 2000 + 1500, text });

/** Ten cues: italics, a two-line cue, a music cue and a repeated line. */
const SRT = buildSrt([
  cue(0, "Hello there."),
  cue(1, "<i>Where are you going?</i>"),
  cue(2, "I don't know.\nMaybe home."),
  cue(3, "♪ ♪ ♪"),
  cue(4, "Hello there."),
  cue(5, "We <b>must</b> leave now."),
  cue(6, "Hello there."),
  cue(7, "Why?"),
  cue(8, "Because it is late."),
  cue(9, "Why?"),
]);
const DISTINCT = [
  "Hello there.",
  "Where are you going?",
  "I don't know. Maybe home.",
  "We must leave now.",
  "Why?",
  "Because it is late.",
];

describe("translation jobs through the HTTP API", () => {
  it("translates an SRT with MyMemory: progress, same cues and timings, markup kept", async () => {
    const harness = await startHarness({ services: ["mymemory"] });
    const file = await uploadFixture(harness.server, "movie.en.srt", SRT, harness.api);
    const started = await startJob(harness.api, file.file_id, { service: "mymemory", batch_size: 2 });
    expect(started).toMatchObject({
      status: "pending",
      total_subtitles: 10,
      processed_subtitles: 0,
      service: "mymemory",
    });
    expect(started.original_filename).toBe("movie.en.srt");

    const job = await waitForJob(harness.api, started.job_id);
    expect(job).toMatchObject({
      status: "completed",
      progress: 100,
      processed_subtitles: 10,
      error_message: null,
      services_used: { mymemory: 9 },
    });
    expect(job.started_at).not.toBeNull();
    expect(job.completed_at).not.toBeNull();

    const exported = await exportJob(harness.api, job.job_id, "srt");
    expect(exported.status).toBe(200);
    expect(exported.body.filename).toBe("movie.fr.srt");
    const source = parseSubtitle(SRT);
    const out = parseSubtitle(exported.body.content);
    expect(out.cues.map((c) => [c.start, c.end])).toEqual(source.cues.map((c) => [c.start, c.end]));
    // The fake puts its "[fr] " tag in front of the whole text, so it may land outside a tag wrapping the cue.
    expect(out.cues[1]?.text).toMatch(/^(\[fr\] )?<i>(\[fr\] )?Where are you going\?<\/i>$/);
    expect(out.cues[3]?.text).toBe("♪ ♪ ♪");
    expect(out.cues[4]?.text).toBe("[fr] Hello there.");
    expect(out.cues[5]?.text).toMatch(/^\[fr\] We <b>must<\/b> leave now\.$/);
    // Each distinct text went to the provider once.
    expect(harness.fakes.mymemory?.requests.length).toBe(DISTINCT.length);
  });

  it("translates through DeepL in batches", async () => {
    const harness = await startHarness({ services: ["deepl"] });
    const file = await uploadFixture(harness.server, "movie.srt", SRT, harness.api);
    const started = await startJob(harness.api, file.file_id, { service: "deepl", batch_size: 4 });
    const job = await waitForJob(harness.api, started.job_id);
    expect(job).toMatchObject({ status: "completed", services_used: { deepl: 9 } });
    // Batches may be in flight together, so they reach the fake in either order.
    const batches = harness.fakes.deepl?.requests.map((r) => r.texts) ?? [];
    expect(batches.sort((a, b) => b - a)).toEqual([4, 2]);
    const out = parseSubtitle((await exportJob(harness.api, job.job_id, "srt")).body.content);
    expect(out.cues[2]?.text.split("\n")).toHaveLength(2);
  });

  it("translates through OpenAI with structured output", async () => {
    const harness = await startHarness({ services: ["openai"] });
    const file = await uploadFixture(harness.server, "movie.srt", SRT, harness.api);
    const started = await startJob(harness.api, file.file_id, {
      service: "openai",
      context: "A quiet drama",
      genre: "drama",
    });
    const job = await waitForJob(harness.api, started.job_id);
    expect(job).toMatchObject({ status: "completed", services_used: { openai: 9 } });
    expect(harness.fakes.openai?.requests.reduce((sum, r) => sum + r.texts, 0)).toBe(DISTINCT.length);
    const out = parseSubtitle((await exportJob(harness.api, job.job_id, "srt")).body.content);
    expect(out.cues.map((c) => [c.start, c.end])).toEqual(
      parseSubtitle(SRT).cues.map((c) => [c.start, c.end]),
    );
    expect(out.cues[7]?.text).toBe("[fr] Why?");
  });

  it("falls back from OpenAI to DeepL when OpenAI keeps answering 5xx", async () => {
    const harness = await startHarness({
      services: ["openai", "deepl"],
      faults: { openai: { status5xxTimes: 1_000 } },
    });
    const file = await uploadFixture(harness.server, "movie.srt", SRT, harness.api);
    const started = await startJob(harness.api, file.file_id, { service: "openai" });
    const job = await waitForJob(harness.api, started.job_id);
    expect(job).toMatchObject({ status: "completed", service: "openai", services_used: { deepl: 9 } });
    expect(harness.fakes.openai?.requests.every((r) => r.status >= 500)).toBe(true);
    expect(harness.fakes.deepl?.requests.reduce((sum, r) => sum + r.texts, 0)).toBe(DISTINCT.length);
  });

  it("falls back from DeepL to MyMemory when DeepL's quota is used up (456)", async () => {
    const harness = await startHarness({
      services: ["mymemory", "deepl"],
      faults: { deepl: { quotaExceeded: true } },
    });
    const file = await uploadFixture(harness.server, "movie.srt", SRT, harness.api);
    const started = await startJob(harness.api, file.file_id, { service: "deepl" });
    const job = await waitForJob(harness.api, started.job_id);
    expect(job).toMatchObject({ status: "completed", service: "deepl", services_used: { mymemory: 9 } });
    expect(harness.fakes.deepl?.requests.every((r) => r.status === 456)).toBe(true);
    expect(harness.fakes.mymemory?.requests.length).toBe(DISTINCT.length);
  });

  it("moves the remaining batches to the next service when quota runs out mid-job", async () => {
    const harness = await startHarness({
      services: ["mymemory", "deepl"],
      faults: { deepl: { characterLimit: 60 } },
      maxParallel: 1,
    });
    const file = await uploadFixture(harness.server, "movie.srt", SRT, harness.api);
    const started = await startJob(harness.api, file.file_id, { service: "deepl", batch_size: 2 });
    const job = await waitForJob(harness.api, started.job_id);
    expect(job.status).toBe("completed");
    const used = job.services_used;
    expect(used.deepl).toBeGreaterThan(0);
    expect(used.mymemory).toBeGreaterThan(0);
    expect((used.deepl ?? 0) + (used.mymemory ?? 0)).toBe(9);
    // Once DeepL said 456 it was not asked again.
    const statuses = harness.fakes.deepl?.requests.map((r) => r.status) ?? [];
    expect(statuses.indexOf(456)).toBe(statuses.length - 1);
  });

  it("fails with the service and the reason when every service fails", async () => {
    const harness = await startHarness({
      services: ["mymemory"],
      faults: { mymemory: { status5xxTimes: 1_000 } },
    });
    const file = await uploadFixture(harness.server, "movie.srt", SRT, harness.api);
    const started = await startJob(harness.api, file.file_id, { service: "mymemory" });
    const job = await waitForJob(harness.api, started.job_id);
    expect(job.status).toBe("failed");
    expect(job.error_message).toMatch(/mymemory failed \(unavailable\)/);
    expect((await exportJob(harness.api, job.job_id, "srt")).body.code).toBe("job_not_completed");
  });

  it("cancels a running job: no request after the cancel, status stays cancelled", async () => {
    const harness = await startHarness({
      services: ["mymemory"],
      faults: { mymemory: { latencyMs: 60 } },
      maxParallel: 1,
    });
    const file = await uploadFixture(harness.server, "movie.srt", SRT, harness.api);
    const started = await startJob(harness.api, file.file_id, { service: "mymemory", batch_size: 1 });
    await waitForJob(harness.api, started.job_id, (j) => j.processed_subtitles > 0);
    const response = await harness.api.delete(`/translate/job/${started.job_id}`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { status: string }).status).toBe("cancelled");
    const sent = harness.fakes.mymemory?.requests.length ?? 0;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(harness.fakes.mymemory?.requests.length).toBe(sent);
    const job = await waitForJob(harness.api, started.job_id);
    expect(job.status).toBe("cancelled");
    expect(job.processed_subtitles).toBeLessThan(10);
  });

  it("cancels a job before any worker took it; cancelling again is harmless, a finished job is not cancelled", async () => {
    const harness = await startHarness({ services: ["mymemory"], worker: false });
    const file = await uploadFixture(harness.server, "movie.srt", SRT, harness.api);
    const job = await startJob(harness.api, file.file_id, { service: "mymemory" });
    for (let i = 0; i < 2; i++) {
      const response = await harness.api.delete(`/translate/job/${job.job_id}`);
      expect(response.status).toBe(200);
      expect(((await response.json()) as { status: string }).status).toBe("cancelled");
    }
    harness.startWorker();
    const other = await startJob(harness.api, file.file_id, { service: "mymemory", target_language: "de" });
    expect((await waitForJob(harness.api, other.job_id)).status).toBe("completed");
    expect((await waitForJob(harness.api, job.job_id)).status).toBe("cancelled");
    expect(harness.fakes.mymemory?.requests.every((r) => r.params.langpair === "en|de")).toBe(true);
    const late = await harness.api.delete(`/translate/job/${other.job_id}`);
    expect(late.status).toBe(409);
    expect(((await late.json()) as { code: string }).code).toBe("job_finished");
  });

  it("sends each distinct text once, and nothing at all the second time the same file is translated", async () => {
    const harness = await startHarness({ services: ["deepl"] });
    const first = await uploadFixture(harness.server, "a.srt", SRT, harness.api);
    await waitForJob(harness.api, (await startJob(harness.api, first.file_id, { service: "deepl" })).job_id);
    const plan = planTranslation(extractSegments(parseSubtitle(SRT)));
    const distinctChars = plan.distinct.reduce((sum, t) => sum + [...t.text].length, 0);
    expect(charsSent(harness.fakes.deepl)).toBe(distinctChars);

    const again = await uploadFixture(harness.server, "b.srt", SRT, harness.api);
    const job = await waitForJob(
      harness.api,
      (await startJob(harness.api, again.file_id, { service: "deepl" })).job_id,
    );
    expect(job).toMatchObject({ status: "completed", services_used: { deepl: 9 } });
    expect(charsSent(harness.fakes.deepl)).toBe(distinctChars);
    const out = parseSubtitle((await exportJob(harness.api, job.job_id, "srt")).body.content);
    expect(out.cues[0]?.text).toBe("[fr] Hello there.");
  });

  it("reports characters an export encoding cannot hold, naming them and their cues", async () => {
    const harness = await startHarness({ services: ["mymemory"] });
    const srt = buildSrt([cue(0, "It costs 5 €."), cue(1, "Fine."), cue(2, "Ten € then.")]);
    const file = await uploadFixture(harness.server, "price.srt", srt, harness.api);
    const job = await waitForJob(
      harness.api,
      (await startJob(harness.api, file.file_id, { service: "mymemory" })).job_id,
    );
    const refused = await exportJob(harness.api, job.job_id, "srt", { encoding: "latin1" });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe("unencodable_characters");
    expect(refused.body.detail).toContain('"€" (cues 1, 3)');
    expect((await exportJob(harness.api, job.job_id, "vtt", { encoding: "utf-8" })).body.filename).toBe(
      "price.fr.vtt",
    );
  });

  it("takes the language detected at upload when the source is auto", async () => {
    const harness = await startHarness({ services: ["mymemory"] });
    const french = buildSrt([
      cue(0, "Je ne sais pas où il est parti ce matin."),
      cue(1, "Il faut absolument que nous le retrouvions avant la nuit."),
    ]);
    const file = await uploadFixture(harness.server, "fr.srt", french, harness.api);
    const job = await startJob(harness.api, file.file_id, {
      service: "mymemory",
      source_language: "auto",
      target_language: "en",
    });
    expect(job.source_language).toBe("fr");
    expect((await waitForJob(harness.api, job.job_id)).status).toBe("completed");
    expect(harness.fakes.mymemory?.requests[0]?.params.langpair).toBe("fr|en");

    const numbers = await uploadFixture(harness.server, "n.srt", buildSrt([cue(0, "1, 2, 3")]), harness.api);
    const response = await harness.api.post(`/translate/start?file_id=${numbers.file_id}`, {
      source_language: "auto",
      target_language: "en",
      service: "mymemory",
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { code: string }).code).toBe("source_language_unknown");
  });

  it("refuses what cannot start and hides other devices' jobs", async () => {
    const harness = await startHarness({ services: ["mymemory"] });
    const file = await uploadFixture(harness.server, "movie.srt", SRT, harness.api);
    const api = harness.api;
    const codeOf = async (body: object) => {
      const response = await api.post(`/translate/start?file_id=${file.file_id}`, body);
      return [response.status, ((await response.json()) as { code: string }).code];
    };
    expect(await codeOf({ source_language: "en", target_language: "fr", service: "deepl" })).toEqual([
      422,
      "service_not_configured",
    ]);
    expect(await codeOf({ source_language: "en", target_language: "en", service: "mymemory" })).toEqual([
      422,
      "unsupported_language",
    ]);
    expect(await codeOf({ source_language: "en", target_language: "fr", service: "nope" })).toEqual([
      400,
      "validation_error",
    ]);
    const job = await startJob(harness.api, file.file_id, { service: "mymemory" });
    const stranger = apiClient(harness.server);
    expect((await stranger.get(`/translate/status/${job.job_id}`)).status).toBe(404);
    expect((await stranger.delete(`/translate/job/${job.job_id}`)).status).toBe(404);
    expect(
      (
        await stranger.post(`/translate/start?file_id=${file.file_id}`, {
          source_language: "en",
          target_language: "fr",
          service: "mymemory",
        })
      ).status,
    ).toBe(404);
    const anonymous = await fetch(`${harness.server.url}/translate/status/${job.job_id}`);
    expect(((await anonymous.json()) as { code: string }).code).toBe("missing_device_id");
  });

  it("serves a signed-in caller without a device id: upload, start, history, export", async () => {
    const harness = await startHarness({ services: ["mymemory"] });
    const api = tokenClient(harness.server, harness.api.token ?? "");
    const file = await uploadFixture(harness.server, "movie.en.srt", SRT, api);
    const stored = await harness.server.db("files").where({ id: file.file_id }).first();
    expect(stored).toMatchObject({ device_id: null, user_id: expect.any(String) });
    const started = await startJob(api, file.file_id, { service: "mymemory" });
    expect(await waitForJob(api, started.job_id)).toMatchObject({ status: "completed" });
    const history = (await (await api.get("/translate/history")).json()) as { total: number };
    expect(history.total).toBe(1);
    const exported = await exportJob(api, started.job_id, "vtt");
    expect(exported).toMatchObject({ status: 200, body: { filename: "movie.fr.vtt" } });
    // The same account on a device sees the work too.
    expect((await harness.api.get(`/translate/status/${started.job_id}`)).status).toBe(200);

    // A visitor is still a device: without one, nothing.
    const anonymous = await fetch(`${harness.server.url}/files/upload`, {
      method: "POST",
      body: (() => {
        const form = new FormData();
        form.append("file", new Blob([SRT]), "movie.srt");
        return form;
      })(),
    });
    expect(anonymous.status).toBe(400);
    expect(((await anonymous.json()) as { code: string }).code).toBe("missing_device_id");
  });

  it("lists the caller's jobs, newest first, page by page", async () => {
    const harness = await startHarness({ services: ["mymemory"], worker: false });
    const file = await uploadFixture(harness.server, "movie.srt", SRT, harness.api);
    const ids: string[] = [];
    for (const target of ["fr", "de", "es"]) {
      ids.push(
        (await startJob(harness.api, file.file_id, { service: "mymemory", target_language: target })).job_id,
      );
    }
    const page = async (client: ApiClient, query: string) =>
      (await (await client.get(`/translate/history${query}`)).json()) as {
        translations: { job_id: string }[];
        total: number;
        has_next: boolean;
      };
    const first = await page(harness.api, "?page=1&per_page=2");
    expect(first.translations.map((j) => j.job_id)).toEqual([ids[2], ids[1]]);
    expect(first).toMatchObject({ total: 3, has_next: true });
    const second = await page(harness.api, "?page=2&per_page=2");
    expect(second.translations.map((j) => j.job_id)).toEqual([ids[0]]);
    expect(second.has_next).toBe(false);
    expect((await page(apiClient(harness.server), "")).total).toBe(0);
  });
});
