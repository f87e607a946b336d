// Issue 39 items 1, 3 and 4 through the HTTP API and the fake providers: glossary terms enforced for every service,
// the cache kept apart per glossary, speakers given to the LLM and never translated, lyrics neither sent nor billed.

import type { ServiceId } from "@server/providers/types";
import type { TranslationResult } from "@shared/api/translate";
import { createAccount, signedIn } from "@test/helpers/accounts";
import { uploadFixture } from "@test/helpers/api";
import {
  charsSent,
  exportJob,
  type JobsHarness,
  jobsHarnessPerTest,
  startJob,
  waitForJob,
} from "@test/jobs/harness";
import { describe, expect, it } from "vitest";

const startHarness = jobsHarnessPerTest();

const srt = (...texts: string[]) =>
  texts.map((t, i) => `${i + 1}\n00:00:0${i},000 --> 00:00:0${i},900\n${t}\n`).join("\n");

const TERMS = [
  { source: "Winterfell", target: "Hiverfell" },
  { source: "Night's Watch", target: "Garde de Nuit" },
];

async function translated(h: JobsHarness, content: string, body: Parameters<typeof startJob>[2]) {
  const file = await uploadFixture(h.server, "episode.srt", content, h.api);
  const job = await waitForJob(h.api, (await startJob(h.api, file.file_id, body)).job_id);
  expect(job.status).toBe("completed");
  const exported = (await exportJob(h.api, job.job_id, "srt")).body.content;
  const result = (await (await h.api.get(`/translate/result/${job.job_id}`)).json()) as TranslationResult;
  return { exported, result, fileId: file.file_id };
}

const sentTexts = (h: JobsHarness, service: ServiceId) =>
  (h.fakes[service]?.requests ?? []).map((r) => JSON.stringify(r.params));

describe("glossary", () => {
  for (const service of ["mymemory", "deepl", "openai"] as const) {
    it(`keeps a term through ${service} rewriting every word around it`, async () => {
      const harness = await startHarness({
        services: [service],
        faults: { [service]: { rewriteWords: true } },
      });
      const { exported, result } = await translated(
        harness,
        srt("Welcome to Winterfell, my lord.", "<i>The Night's Watch</i> takes no wives."),
        { service, glossary: TERMS },
      );
      expect(exported).toContain("[fr] mot mot Hiverfell, mot mot.");
      // The fake writes its "[fr] " before the italics' opening tag, so the tags are repaired around the words.
      expect(exported).toContain("[fr] mot Garde de Nuit");
      expect(result.glossary_misses).toEqual([]);
    });
  }

  it("sends MyMemory and DeepL the terms as placeholders, never the source words", async () => {
    const harness = await startHarness({ services: ["deepl"] });
    await translated(harness, srt("Welcome to Winterfell."), { service: "deepl", glossary: TERMS });
    const fake = harness.fakes.deepl;
    expect(fake?.requests).toHaveLength(1);
    // The recorded texts' characters: "Welcome to " + the placeholder + "." and not the term.
    expect(fake?.requests[0]?.chars).toBe('Welcome to <x id="1"/>.'.length);
  });

  it("flags a cue whose translation lacks a term's target as glossary_miss", async () => {
    // Without rewriting, the fake model copies the source words: "Winterfell" stays, "Hiverfell" never comes.
    const harness = await startHarness({ services: ["openai"] });
    const { result } = await translated(harness, srt("Hello.", "Welcome to Winterfell.", "Bye."), {
      service: "openai",
      glossary: TERMS,
    });
    expect(result.glossary_misses).toEqual([1]);
    // The prompt listed the term the batch holds, and only that one.
    const system = harness.fakes.openai?.requests[0]?.params.system ?? "";
    expect(system).toContain("- Winterfell → Hiverfell");
    expect(system).not.toContain("Night's Watch");
  });

  it("uses the stored glossary a start names by series, and keeps each series' translations apart in the cache", async () => {
    const harness = await startHarness({ services: ["deepl"], faults: { deepl: { rewriteWords: true } } });
    const h = harness;
    const put = (series: string, target: string) =>
      h.api.put("/glossary", {
        series,
        source_language: "en",
        target_language: "fr",
        terms: [{ source: "Winterfell", target }],
      });
    expect((await put("Thrones", "Hiverfell")).status).toBe(200);
    expect((await put("Skyrim", "Fortdhiver")).status).toBe(200);
    const content = srt("Welcome to Winterfell.");
    const first = await translated(h, content, { service: "deepl", series: "Thrones" });
    expect(first.exported).toContain("Hiverfell");
    const requests = h.fakes.deepl?.requests.length;

    // Same text, same service, another series: not served from the first one's cache.
    const other = await translated(h, content, { service: "deepl", series: "Skyrim" });
    expect(other.exported).toContain("Fortdhiver");
    expect(other.exported).not.toContain("Hiverfell");
    expect(h.fakes.deepl?.requests.length).toBe((requests ?? 0) + 1);

    // The first series again: from the cache, nothing sent.
    const again = await translated(h, content, { service: "deepl", series: "Thrones" });
    expect(again.exported).toContain("Hiverfell");
    expect(h.fakes.deepl?.requests.length).toBe((requests ?? 0) + 1);

    // Neither glossary nor series: no term, and no cache entry of either series.
    const plain = await translated(h, content, { service: "deepl" });
    expect(plain.exported).toContain("[fr] mot mot mot.");
  });

  it("never uses another user's series, and takes a visitor's device terms inline", async () => {
    const harness = await startHarness({ services: ["mymemory"], caller: "visitor" });
    const h = harness;
    const alice = await signedIn(h.server, await createAccount(h.server, { plan: "pro" }));
    const bob = await signedIn(h.server, await createAccount(h.server, { plan: "pro" }));
    await alice.put("/glossary", {
      series: "Thrones",
      source_language: "en",
      target_language: "fr",
      terms: [{ source: "Winterfell", target: "Hiverfell" }],
    });
    const content = srt("Welcome to Winterfell.");
    const bobs = await translated({ ...h, api: bob }, content, { service: "mymemory", series: "Thrones" });
    expect(bobs.exported).toContain("[fr] Welcome to Winterfell.");
    const visitors = await translated(h, content, {
      service: "mymemory",
      series: "Thrones",
      glossary: [{ source: "Winterfell", target: "Invernalia" }],
    });
    expect(visitors.exported).toContain("[fr] Welcome to Invernalia.");
  });
});

describe("speakers", () => {
  it("gives the LLM each line's speaker and formality, never translates labels, and exports them unchanged", async () => {
    const harness = await startHarness({ services: ["openai"] });
    const { exported } = await translated(
      harness,
      srt("JOHN: Where are you going?\n- MARY: Home.", "DR. WHO: Run!"),
      { service: "openai", speaker_formality: { JOHN: "formal", MARY: "informal" } },
    );
    const requests = harness.fakes.openai?.requests ?? [];
    expect(requests.map((r) => r.params.speakers)).toEqual(["JOHN|MARY|DR. WHO"]);
    const system = requests[0]?.params.system ?? "";
    expect(system).toContain("JOHN addresses others formally");
    expect(system).toContain("MARY addresses others informally");
    // The labels never travel as text to translate.
    expect(requests[0]?.chars).toBe("Where are you going?".length + "Home.".length + "Run!".length);
    expect(exported).toContain("JOHN: [fr] Where are you going?\n- MARY: [fr] Home.");
    expect(exported).toContain("DR. WHO: [fr] Run!");
  });

  it("asks DeepL for the formality every speaker shares", async () => {
    const harness = await startHarness({ services: ["deepl"] });
    await translated(harness, srt("JOHN: Hello.", "MARY: Hi."), {
      service: "deepl",
      target_language: "de",
      speaker_formality: { JOHN: "formal", MARY: "formal" },
    });
    expect(harness.fakes.deepl?.requests[0]?.params.formality).toBe("prefer_more");
  });
});

describe("protected spans", () => {
  const content = srt("♪ Winter is coming ♪", "Hello there.", "[door slams]", "42", "(laughs)");

  it("neither sends nor bills lyrics and number-only cues, and keeps sound descriptions on request", async () => {
    const harness = await startHarness({ services: ["mymemory"] });
    const file = await uploadFixture(harness.server, "song.srt", content, harness.api);
    const { exported } = await translated(harness, content, {
      service: "mymemory",
      sound_descriptions: "keep",
    });
    expect(sentTexts(harness, "mymemory")).toHaveLength(1);
    expect(charsSent(harness.fakes.mymemory)).toBe("Hello there.".length);
    expect(exported).toContain("♪ Winter is coming ♪");
    expect(exported).toContain("[fr] Hello there.");
    expect(exported).toContain("\n[door slams]\n");
    expect(exported).toContain("\n42\n");
    expect(exported).toContain("\n(laughs)\n");
    expect(file.file_id).toBeTruthy();
  });

  it("translates lyrics and sound descriptions when asked (the default for descriptions)", async () => {
    const harness = await startHarness({ services: ["mymemory"] });
    const { exported } = await translated(harness, content, { service: "mymemory", lyrics: "translate" });
    expect(charsSent(harness.fakes.mymemory)).toBe(
      ["♪ Winter is coming ♪", "Hello there.", "[door slams]", "(laughs)"].join("").length,
    );
    expect(exported).toContain("[fr] ♪ Winter is coming ♪");
    expect(exported).toContain("[fr] [door slams]");
  });
});
