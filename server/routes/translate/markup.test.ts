import type { ServiceId } from "@server/providers/types";
import { parseSubtitle } from "@shared/subtitles";
import { uploadFixture } from "@test/helpers/api";
import {
  exportJob,
  type JobsHarness,
  type JobsHarnessOptions,
  jobsHarnessPerTest,
  startJob,
  waitForJob,
} from "@test/jobs/harness";
import { describe, expect, it } from "vitest";

const startHarness = jobsHarnessPerTest();

const SRT = `1
00:00:01,000 --> 00:00:02,500
I <i>never</i> said that.

2
00:00:03,000 --> 00:00:05,000
You <b>did</b>,
and you know it.
`;

const VTT = `WEBVTT

intro
00:00:01.000 --> 00:00:02.500 line:80%
I <i>never</i> said that.

00:00:03.000 --> 00:00:05.000
<v Anna>You did,
and you know it.
`;

const ASS = `[Script Info]
ScriptType: v4.00+
PlayResX: 1920
PlayResY: 1080

[V4+ Styles]
Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding
Style: Default,Arial,48,&H00FFFFFF,&H000000FF,&H00000000,&H00000000,0,0,0,0,100,100,0,0,1,2,2,2,10,10,10,1

[Events]
Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text
Dialogue: 0,0:00:01.00,0:00:02.50,Default,,0,0,0,,I {\\i1}never{\\i0} said that.
Dialogue: 0,0:00:03.00,0:00:05.00,Default,Anna,0,0,0,,You {\\b1}did{\\b0},\\Nand you know it.
Dialogue: 0,0:00:06.00,0:00:07.00,Default,,0,0,0,,{\\an8}Top of the screen.
`;

async function translateFile(
  harness: JobsHarness,
  filename: string,
  content: string,
  format: string,
  preserveFormatting = true,
  service: ServiceId = "mymemory",
): Promise<string> {
  const file = await uploadFixture(harness.server, filename, content, harness.api);
  const started = await startJob(harness.api, file.file_id, {
    service,
    preserve_formatting: preserveFormatting,
  });
  const job = await waitForJob(harness.api, started.job_id);
  expect(job.status).toBe("completed");
  const exported = await exportJob(harness.api, job.job_id, format);
  expect(exported.status).toBe(200);
  return exported.body.content;
}

describe("markup survives the whole pipeline", () => {
  it("SRT italics and bold, line breaks re-broken to the source's count", async () => {
    const harness = await startHarness({ services: ["mymemory"] });
    const out = parseSubtitle(await translateFile(harness, "a.srt", SRT, "srt"));
    expect(out.cues.map((c) => [c.start, c.end])).toEqual([
      [1000, 2500],
      [3000, 5000],
    ]);
    expect(out.cues[0]?.text).toBe("[fr] I <i>never</i> said that.");
    expect(out.cues[1]?.text.replace("\n", " ")).toBe("[fr] You <b>did</b>, and you know it.");
    expect(out.cues[1]?.text.split("\n")).toHaveLength(2);
  });

  it("VTT cue identifiers, settings, voice spans and italics", async () => {
    const harness = await startHarness({ services: ["mymemory"] });
    const content = await translateFile(harness, "a.vtt", VTT, "vtt");
    const out = parseSubtitle(content);
    expect(out.cues[0]).toMatchObject({ id: "intro", settings: "line:80%", start: 1000, end: 2500 });
    expect(out.cues[0]?.text).toBe("[fr] I <i>never</i> said that.");
    expect(out.cues[1]?.text).toMatch(/<v Anna>/);
    expect(out.cues[1]?.text.split("\n")).toHaveLength(2);
  });

  it("ASS override tags and \\N come back exactly where they were", async () => {
    const harness = await startHarness({ services: ["mymemory"] });
    const content = await translateFile(harness, "a.ass", ASS, "ass");
    expect(content).toContain(
      "Dialogue: 0,0:00:01.00,0:00:02.50,Default,,0,0,0,,[fr] I {\\i1}never{\\i0} said that.",
    );
    const second = content
      .split("\n")
      .find((l) => l.startsWith("Dialogue: 0,0:00:03.00,0:00:05.00,Default,Anna,"));
    const text = second?.split(",").slice(9).join(",") ?? "";
    expect(text.split("\\N")).toHaveLength(2);
    expect(text.replace("\\N", " ")).toBe("[fr] You {\\b1}did{\\b0}, and you know it.");
    const third = content.split("\n").find((l) => l.startsWith("Dialogue: 0,0:00:06.00,0:00:07.00,Default,"));
    expect(third).toContain("{\\an8}");
    expect(third).toContain("Top of the screen.");
    expect(content).toContain("PlayResX: 1920");
  });

  it("drops the formatting, not the line breaks, when the job was asked not to keep it", async () => {
    const harness = await startHarness({ services: ["mymemory"] });
    const content = await translateFile(harness, "plain.ass", ASS, "ass", false);
    expect(content).toContain("Dialogue: 0,0:00:01.00,0:00:02.50,Default,,0,0,0,,[fr] I never said that.");
    expect(content).not.toMatch(/Dialogue:.*\{\\/);
    expect(content).toMatch(/Anna,0,0,0,,\[fr\] You did,.*\\N/);
  });

  it("keeps the tags when a provider drops the placeholders", async () => {
    const harness = await startHarness({
      services: ["mymemory"],
      faults: { mymemory: { dropPlaceholders: true } },
    });
    const out = parseSubtitle(await translateFile(harness, "a.srt", SRT, "srt"));
    expect(out.cues.map((c) => [c.start, c.end])).toEqual([
      [1000, 2500],
      [3000, 5000],
    ]);
    expect(out.cues[0]?.text).toContain("<i>");
    expect(out.cues[0]?.text).toContain("</i>");
    expect(out.cues[0]?.text).toContain("never");
    expect(out.cues[1]?.text).toContain("<b>");
  });

  // The closing check: italics, ASS override tags and repeated lines through each provider and a forced
  // fallback, timings and tags exact.
  const REPEATED_ASS = `${ASS}Dialogue: 0,0:00:08.00,0:00:09.00,Default,,0,0,0,,I {\\i1}never{\\i0} said that.\n`;
  const routes: [string, ServiceId[], ServiceId, JobsHarnessOptions["faults"]][] = [
    ["MyMemory", ["mymemory"], "mymemory", {}],
    ["DeepL", ["deepl"], "deepl", {}],
    ["OpenAI", ["openai"], "openai", {}],
    ["OpenAI failing over to DeepL", ["openai", "deepl"], "openai", { openai: { status5xxTimes: 1_000 } }],
  ];
  it.each(routes)("ASS with repeated lines through %s", async (_name, services, service, faults) => {
    const harness = await startHarness({ services, faults });
    const content = await translateFile(harness, "r.ass", REPEATED_ASS, "ass", true, service);
    const dialogues = content.split("\n").filter((l) => l.startsWith("Dialogue:"));
    expect(dialogues.map((l) => l.split(",").slice(1, 3).join(","))).toEqual([
      "0:00:01.00,0:00:02.50",
      "0:00:03.00,0:00:05.00",
      "0:00:06.00,0:00:07.00",
      "0:00:08.00,0:00:09.00",
    ]);
    const first = "Dialogue: 0,0:00:01.00,0:00:02.50,Default,,0,0,0,,[fr] I {\\i1}never{\\i0} said that.";
    expect(dialogues[0]).toBe(first);
    expect(dialogues[3]).toBe(first.replace("0:00:01.00,0:00:02.50", "0:00:08.00,0:00:09.00"));
    expect(dialogues[1]).toContain("{\\b1}did{\\b0}");
    expect(dialogues[2]).toContain("{\\an8}");
    expect(dialogues[2]).toContain("Top of the screen.");
    // Three distinct texts, the repeated line sent once, whichever service answered.
    const answered = Object.values(harness.fakes).flatMap((f) => f.requests.filter((r) => r.status === 200));
    expect(answered.reduce((sum, r) => sum + r.texts, 0)).toBe(3);
  });
});
