import { UploadedFile } from "@shared/api/files";
import { PlanLimitsResponse } from "@shared/api/profile";
import { EXPORT_FORMATS, type ServiceId } from "@shared/catalog";
import { REFUSAL_CODE, refusalsUnder } from "@shared/planRules";
import { PLANS, type PlanId, planExportFormats } from "@shared/plans";
import { uploadFixture } from "@test/helpers/api";
import { buildSrt, numberedCues } from "@test/helpers/subtitles";
import { exportJob, type JobsHarness, jobsHarnessPerTest, startJob, waitForJob } from "@test/jobs/harness";
import { describe, expect, it } from "vitest";

const startHarness = jobsHarnessPerTest();

const ASS =
  "[Script Info]\nScriptType: v4.00+\n\n[Events]\nFormat: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\nDialogue: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,,Hello there.\n";

interface Choice {
  file: "srt" | "ass" | "long";
  service: ServiceId;
  source: string;
  target: string;
}

/** Each rule alone, two at once, and a start every rule allows. */
const CHOICES: Choice[] = [
  { file: "srt", service: "mymemory", source: "en", target: "fr" },
  { file: "srt", service: "deepl", source: "en", target: "fr" },
  { file: "ass", service: "mymemory", source: "en", target: "fr" },
  { file: "long", service: "mymemory", source: "en", target: "fr" },
  { file: "srt", service: "mymemory", source: "en", target: "ja" },
  { file: "srt", service: "mymemory", source: "ja", target: "fr" },
  { file: "ass", service: "deepl", source: "ja", target: "fr" },
];

/**
 * Asks the plan's rules as the setup view does (with the caller's GET /auth/limits), then asks the server's start:
 * the server must refuse with the code of the first rule the client names, and start whatever the client allows.
 */
async function compare(h: JobsHarness, files: Record<Choice["file"], UploadedFile>) {
  const outcomes: { choice: Choice; client: string; server: string }[] = [];
  for (const choice of CHOICES) {
    const limits = PlanLimitsResponse.parse(await (await h.api.get("/auth/limits")).json());
    const file = files[choice.file];
    const [refusal] = refusalsUnder(limits, {
      service: choice.service,
      format: file.format,
      subtitles: file.subtitle_count,
      languages: [choice.source, choice.target],
    });
    const answer = await h.api.post(`/translate/start?file_id=${file.file_id}`, {
      source_language: choice.source,
      target_language: choice.target,
      service: choice.service,
    });
    const server = answer.status === 201 ? "started" : ((await answer.json()) as { code: string }).code;
    outcomes.push({ choice, client: refusal ? REFUSAL_CODE[refusal.rule] : "started", server });
  }
  for (const { choice, client, server } of outcomes)
    expect({ choice, server }).toEqual({ choice, server: client });
  return outcomes.map((o) => o.server);
}

describe("the setup view and the server's start read one rule", () => {
  it.each<PlanId | "visitor">(["visitor", "free", "premium"])(
    "refuses a %s caller exactly what the client's plan rules refuse, the day's last file included",
    async (caller) => {
      const harness = await startHarness({ services: ["mymemory", "deepl"], worker: false, caller });
      const h = harness;
      const upload = async (name: string, content: string) =>
        UploadedFile.parse(await uploadFixture(h.server, name, content, h.api));
      const files = {
        srt: await upload("a.srt", buildSrt(numberedCues(4))),
        ass: await upload("a.ass", ASS),
        long: await upload("long.srt", buildSrt(numberedCues(1001))),
      };
      const first = await compare(h, files);
      if (caller === "premium") {
        expect(first.filter((code) => code === "started")).toHaveLength(CHOICES.length);
        return;
      }
      expect(new Set(first)).toEqual(
        new Set([
          "started",
          "service_not_in_plan",
          "format_not_in_plan",
          "too_many_subtitles",
          "language_not_in_plan",
        ]),
      );
      // Spend the rest of the day's files, then every choice again: now the day refuses too.
      let codes = first;
      while (codes.includes("started")) codes = await compare(h, files);
      expect(codes).toContain("daily_limit_reached");
    },
  );
});

describe("the export screens and the server's export read one rule", () => {
  it.each<"free" | "premium">(["free", "premium"])(
    "exports for a %s user exactly the formats the plan's export rule offers",
    async (plan) => {
      const harness = await startHarness({ services: ["mymemory"], caller: plan });
      const h = harness;
      const file = await uploadFixture(h.server, "a.srt", buildSrt(numberedCues(2)), h.api);
      const job = await waitForJob(
        h.api,
        (await startJob(h.api, file.file_id, { service: "mymemory" })).job_id,
      );
      const offered: string[] = planExportFormats(PLANS[plan]);
      for (const format of EXPORT_FORMATS) {
        const answer = await exportJob(h.api, job.job_id, format);
        expect([format, answer.status]).toEqual([format, offered.includes(format) ? 200 : 402]);
      }
      expect(offered).toEqual(plan === "free" ? ["srt", "vtt"] : EXPORT_FORMATS);
    },
  );
});
