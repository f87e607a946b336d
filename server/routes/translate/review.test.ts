// Issue 38 item 4 through the HTTP API: the review editor's edit and re-translation of a finished job's cues, kept on
// the server and used by every export; owner only; the plan's services and the monthly allowance apply.

import { TranslationResult } from "@shared/api/translate";
import { parseSubtitle } from "@shared/subtitles";
import { createAccount, signedIn } from "@test/helpers/accounts";
import { apiClient, uploadFixture } from "@test/helpers/api";
import { readFixture } from "@test/helpers/subtitles";
import { exportJob, type JobsHarness, jobsHarnessPerTest, startJob, waitForJob } from "@test/jobs/harness";
import { describe, expect, it } from "vitest";

const startHarness = jobsHarnessPerTest();

const ASS_WITH_NOTE = [
  "[Script Info]",
  "ScriptType: v4.00+",
  "",
  "[Events]",
  "Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text",
  "Comment: 0,0:00:00.50,0:00:01.00,Default,,0,0,0,,A translator's note",
  "Dialogue: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,,{\\i1}Hello there.{\\i0}",
  "Dialogue: 0,0:00:02.00,0:00:03.00,Default,,0,0,0,,See you.",
  "",
].join("\n");

/** A completed MyMemory job of the harness's caller on `name`. */
async function finishedJob(h: JobsHarness, name: string, bytes: Uint8Array): Promise<string> {
  const file = await uploadFixture(h.server, name, bytes, h.api);
  const started = await startJob(h.api, file.file_id, { service: "mymemory" });
  const job = await waitForJob(h.api, started.job_id);
  expect(job.status).toBe("completed");
  return job.job_id;
}

async function resultOf(h: JobsHarness, jobId: string) {
  return TranslationResult.parse(await (await h.api.get(`/translate/result/${jobId}`)).json());
}

describe("the review editor's changes", () => {
  it("an edit and a re-translation with DeepL (a dialogue cue as a whole) are in every export, and counted", async () => {
    const harness = await startHarness({ services: ["mymemory", "deepl"], caller: "premium" });
    const h = harness;
    Object.assign(h.server.config.allowances, { premium: { deepl: 10_000 } });
    const jobId = await finishedJob(h, "dialogue.srt", new Uint8Array(readFixture("dialogue.srt")));
    const before = await resultOf(h, jobId);
    expect(before.edits).toEqual([]);

    const edited = await h.api.patch(`/translate/job/${jobId}/cues/0`, {
      text: "<i>- D'où ça vient ?</i>\n- Du fond.",
    });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ index: 0, service: null });

    // Cue 2 (0-based 1) is two speakers, sent as two segments: both go to DeepL, and come back as one cue.
    const retranslated = await h.api.post(`/translate/job/${jobId}/retranslate`, {
      indexes: [1],
      service: "deepl",
    });
    expect(retranslated.status).toBe(200);
    const { cues } = (await retranslated.json()) as {
      cues: { index: number; text: string; service: string }[];
    };
    expect(cues).toEqual([
      expect.objectContaining({
        index: 1,
        service: "deepl",
        text: "– [fr] Are you coming?\n– [fr] Not tonight, I have to work.",
      }),
    ]);
    const characters = [..."Are you coming?Not tonight, I have to work."].length;
    expect(h.fakes.deepl?.requests.map((r) => [r.texts, r.chars])).toEqual([[2, characters]]);
    const userId = (await h.server.db("users").first("id")).id as string;
    const counter = await h.server
      .db("usage_counters")
      .where({ counter_key: `user:${userId}:chars:deepl` })
      .first();
    expect(Number(counter?.used)).toBe(characters);

    const exported = (await exportJob(h.api, jobId, "srt")).body.content;
    const doc = parseSubtitle(exported);
    expect(doc.cues[0]?.text).toBe("<i>- D'où ça vient ?</i>\n- Du fond.");
    expect(doc.cues[1]?.text).toBe("– [fr] Are you coming?\n– [fr] Not tonight, I have to work.");
    expect(doc.cues[2]?.text).toBe(before.translated.cues[2]?.text);
    expect(doc.cues).toHaveLength(before.translated.cues.length);

    // The result the client keeps has them too, and which service wrote each.
    const after = await resultOf(h, jobId);
    expect(after.translated.cues[0]?.text).toBe(doc.cues[0]?.text);
    expect(after.edits?.map((e) => [e.index, e.service])).toEqual([
      [0, null],
      [1, "deepl"],
    ]);
    // A later edit replaces the re-translation.
    await h.api.patch(`/translate/job/${jobId}/cues/1`, { text: "Tu viens ?" });
    expect(parseSubtitle((await exportJob(h.api, jobId, "vtt")).body.content).cues[1]?.text).toBe(
      "Tu viens ?",
    );
  });

  it("indexes count shown cues only: an ASS note before the first line is not cue 0", async () => {
    const harness = await startHarness({ services: ["mymemory"], caller: "premium" });
    const jobId = await finishedJob(harness, "notes.ass", new TextEncoder().encode(ASS_WITH_NOTE));
    expect((await harness.api.patch(`/translate/job/${jobId}/cues/0`, { text: "Salut." })).status).toBe(200);
    expect((await harness.api.patch(`/translate/job/${jobId}/cues/2`, { text: "x" })).status).toBe(404);
    const exported = (await exportJob(harness.api, jobId, "ass")).body.content;
    expect(exported).toContain("Comment: 0,0:00:00.50,0:00:01.00,Default,,0,0,0,,A translator's note");
    expect(exported).toContain(",Salut.");
    expect(exported).toContain("[fr] See you.");
  });

  it("another user, or another visitor's device, gets 404; a visitor edits their device's job", async () => {
    const harness = await startHarness({ services: ["mymemory", "deepl"], caller: "visitor" });
    const h = harness;
    const jobId = await finishedJob(h, "dialogue.srt", new Uint8Array(readFixture("dialogue.srt")));
    const other = await signedIn(h.server, await createAccount(h.server, { plan: "pro" }));
    const stranger = apiClient(h.server);
    for (const api of [other, stranger]) {
      expect((await api.patch(`/translate/job/${jobId}/cues/0`, { text: "pwned" })).status).toBe(404);
      const retranslate = await api.post(`/translate/job/${jobId}/retranslate`, {
        indexes: [0],
        service: "deepl",
      });
      expect(retranslate.status).toBe(404);
      expect((await api.get(`/translate/result/${jobId}`)).status).toBe(404);
    }
    expect(h.fakes.deepl?.requests).toHaveLength(0);
    expect((await h.api.patch(`/translate/job/${jobId}/cues/4`, { text: "Visages connus" })).status).toBe(
      200,
    );
    expect((await exportJob(h.api, jobId, "srt")).body.content).toContain("Visages connus");
  });

  it("a service the plan does not include is refused with the plan's code, nothing sent or counted", async () => {
    const harness = await startHarness({ services: ["mymemory", "deepl"], caller: "free" });
    const h = harness;
    const jobId = await finishedJob(h, "dialogue.srt", new Uint8Array(readFixture("dialogue.srt")));
    const answer = await h.api.post(`/translate/job/${jobId}/retranslate`, {
      indexes: [0, 1],
      service: "deepl",
    });
    expect(answer.status).toBe(402);
    expect(await answer.json()).toMatchObject({ code: "service_not_in_plan" });
    expect(h.fakes.deepl?.requests).toHaveLength(0);
    // Its own plan's service re-translates.
    const again = await h.api.post(`/translate/job/${jobId}/retranslate`, {
      indexes: [3],
      service: "mymemory",
    });
    expect(again.status).toBe(200);
  });

  it("a re-translation past the month's allowance is refused before anything is sent", async () => {
    const harness = await startHarness({ services: ["mymemory", "deepl"], caller: "premium" });
    const h = harness;
    Object.assign(h.server.config.allowances, { premium: { deepl: 10 } });
    const jobId = await finishedJob(h, "dialogue.srt", new Uint8Array(readFixture("dialogue.srt")));
    const answer = await h.api.post(`/translate/job/${jobId}/retranslate`, {
      indexes: [1],
      service: "deepl",
    });
    expect(answer.status).toBe(402);
    expect(await answer.json()).toMatchObject({ code: "quota_exceeded" });
    expect(h.fakes.deepl?.requests).toHaveLength(0);
  });
});
