// Issue 26 through the HTTP API: an ASS karaoke script's Comment events are not subtitles (upload count, job totals,
// nothing sent), exports keep them as written; a dialogue cue comes back one speaker a line; repaired segments
// are recorded.

import { parseSubtitle } from "@shared/subtitles";
import { uploadFixture } from "@test/helpers/api";
import { readFixture } from "@test/helpers/subtitles";
import { exportJob, jobsHarnessPerTest, startJob, waitForJob } from "@test/jobs/harness";
import { describe, expect, it } from "vitest";

const startHarness = jobsHarnessPerTest();

const commentLines = (text: string) => text.split(/\r?\n/).filter((l) => l.startsWith("Comment:"));

describe("events a player never shows", () => {
  it("a karaoke script uploads with its shown-event count; the job's totals and requests leave comments out", async () => {
    const harness = await startHarness({ services: ["mymemory"] });
    const bytes = readFixture("karaoke.ass");
    const source = parseSubtitle(new Uint8Array(bytes));
    expect(source.cues).toHaveLength(8);
    expect(commentLines(bytes.toString("utf8"))).toHaveLength(4);

    const file = await uploadFixture(harness.server, "opening.ass", new Uint8Array(bytes), harness.api);
    expect(file.subtitle_count).toBe(4);
    const started = await startJob(harness.api, file.file_id, { service: "mymemory", batch_size: 2 });
    expect(started).toMatchObject({ total_subtitles: 4, processed_subtitles: 0 });

    const job = await waitForJob(harness.api, started.job_id);
    expect(job).toMatchObject({
      status: "completed",
      total_subtitles: 4,
      processed_subtitles: 4,
      progress: 100,
      services_used: { mymemory: 4 },
    });
    // One request per shown line: no template, code line or note was sent.
    expect(harness.fakes.mymemory?.requests).toHaveLength(4);

    const exported = (await exportJob(harness.api, job.job_id, "ass")).body.content as string;
    expect(commentLines(exported)).toEqual(commentLines(bytes.toString("utf8")));
    expect(exported).toContain("[fr] The night sky is calling");
  });
});

describe("dialogue and repaired tags through a job", () => {
  it("gives one speaker a line with the dash first, and records the segments whose tags were repaired", async () => {
    const harness = await startHarness({
      services: ["mymemory"],
      faults: { mymemory: { dropPlaceholders: true } },
    });
    const file = await uploadFixture(
      harness.server,
      "dialogue.srt",
      new Uint8Array(readFixture("dialogue.srt")),
      harness.api,
    );
    const job = await waitForJob(
      harness.api,
      (await startJob(harness.api, file.file_id, { service: "mymemory" })).job_id,
    );
    expect(job).toMatchObject({ status: "completed", total_subtitles: 5, processed_subtitles: 5 });
    // Two speakers a cue in three cues, one speaker over two lines, one plain cue: eight texts.
    expect(harness.fakes.mymemory?.requests).toHaveLength(8);

    const out = parseSubtitle((await exportJob(harness.api, job.job_id, "srt")).body.content as string);
    expect(out.cues[0]?.text).toBe("<i>- [fr] Where is it coming from?</i>\n- [fr] The back of the house.");
    expect(out.cues[1]?.text).toBe("– [fr] Are you coming?\n– [fr] Not tonight, I have to work.");
    expect(out.cues[2]?.text).toBe("-[fr] Who was it?\n-[fr] Nobody.");

    const rows = await harness.server.db("job_segments").where({ job_id: job.job_id }).orderBy("idx");
    expect(rows.filter((r) => Boolean(r.repaired)).map((r) => r.source_text)).toEqual([
      '<x id="1"/>Where is it coming from?<x id="2"/>',
    ]);
  });
});
