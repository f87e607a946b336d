// Issue 36 item 18 through a job: a service that drops every placeholder, as real ones do, gives karaoke lines
// back with one timing tag spanning the sung time at their start, never syllable timings piled at the end.

import { uploadFixture } from "@test/helpers/api";
import { readFixture } from "@test/helpers/subtitles";
import { exportJob, jobsHarnessPerTest, startJob, waitForJob } from "@test/jobs/harness";
import { describe, expect, it } from "vitest";

const startHarness = jobsHarnessPerTest();

describe("ASS karaoke through a service that drops placeholders", () => {
  it("writes one timing tag of the syllables' sum first on each translated karaoke line", async () => {
    const harness = await startHarness({
      services: ["mymemory"],
      faults: { mymemory: { dropPlaceholders: true } },
    });
    const bytes = new Uint8Array(readFixture("karaoke-lines.ass"));
    const file = await uploadFixture(harness.server, "karaoke-lines.ass", bytes, harness.api);
    const started = await startJob(harness.api, file.file_id, { service: "mymemory" });
    const job = await waitForJob(harness.api, started.job_id);
    expect(job.status).toBe("completed");

    const exported = (await exportJob(harness.api, job.job_id, "ass")).body.content;
    const texts = exported
      .split(/\r?\n/)
      .filter((l) => l.startsWith("Dialogue:"))
      .map((l) => l.split(",").slice(9).join(","));
    expect(texts[0]).toBe("{\\k280}[fr] kimi no koe ga kikoeru");
    expect(texts[1]).toBe("{\\kf280}[fr] I can hear your voice");
    expect(texts[2]).toMatch(/^\{\\K430\}\{\\be1\}\[fr\] tooku e[^{]*\\N[^{]*koete$/);
    expect(texts[3]).toMatch(/^\{\\ko430\}\[fr\] Far away,[^{]*\\N[^{]*time$/);
    expect(texts[4]).toBe("{\\i1}[fr] (The song fades out){\\i0}");
    for (const text of texts) expect(text).not.toMatch(/\\(?:k[fo]?|K)\d+\}$/);
    // The template that makes the karaoke effect is kept as written.
    expect(exported).toContain("template syl,{\\an5\\pos($scenter,$smiddle)\\k$kdur}");
  });
});
