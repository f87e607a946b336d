// The device's translation engine (issue 39 item 8) against a stand-in of the browser's Translator: the same
// segments, sentences, protected spans, glossary and checks as a server job.
import { describe, expect, it } from "vitest";
import { parseSubtitle } from "../subtitles";
import { type DeviceJobOptions, type DeviceSend, translateOnDevice } from "./device";

const PLACEHOLDER = /(<x id="\d+"\/>)/;

/** A deterministic translator: upper-cases every word, keeps (or drops) the placeholders, as an MT engine does. */
function fakeTranslator(options: { dropPlaceholders?: boolean; answers?: Record<string, string> } = {}) {
  const seen: string[] = [];
  const translate = async (text: string) => {
    seen.push(text);
    const fixed = options.answers?.[text];
    if (fixed !== undefined) return fixed;
    return text
      .split(PLACEHOLDER)
      .map((part, i) => (i % 2 === 1 ? (options.dropPlaceholders ? "" : part) : part.toUpperCase()))
      .join("");
  };
  const send: DeviceSend = (texts) => Promise.all(texts.map(translate));
  return { seen, translate, send };
}

const OPTIONS: DeviceJobOptions = {
  source_language: "en",
  target_language: "fr",
  sentence_aware: true,
  collapse_rolling: false,
  glossary: [],
};

const srt = (...cues: [string, string][]) =>
  parseSubtitle(cues.map(([time, text], i) => `${i + 1}\n${time}\n${text}\n`).join("\n"), {
    filename: "film.srt",
  });

describe("translation on the device", () => {
  it("keeps tags: they travel as placeholders and come back in place", async () => {
    const doc = srt(["00:00:01,000 --> 00:00:03,000", "<i>Where are you going?</i>"]);
    const fake = fakeTranslator();
    const outcome = await translateOnDevice(doc, OPTIONS, fake.send);
    expect(fake.seen.join("")).not.toContain("<i>");
    expect(fake.seen.join("")).toMatch(PLACEHOLDER);
    expect(outcome.translated.cues[0]?.text).toBe("<i>WHERE ARE YOU GOING?</i>");
    expect(outcome.report.summary).toMatchObject({
      translated: 1,
      tags_repaired: 0,
      by_service: { device: 1 },
    });
  });

  it("repairs and flags tags the translator dropped", async () => {
    const doc = srt(["00:00:01,000 --> 00:00:03,000", "<i>Where are you going?</i>"]);
    const outcome = await translateOnDevice(doc, OPTIONS, fakeTranslator({ dropPlaceholders: true }).send);
    expect(outcome.translated.cues[0]?.text).toContain("<i>");
    expect(outcome.report.cues[0]?.issues).toContain("tags_repaired");
  });

  it("protects a glossary term, and flags the cue when the translator loses it", async () => {
    const doc = srt(["00:00:01,000 --> 00:00:03,000", "We ride to Winterfell at dawn."]);
    const options = { ...OPTIONS, glossary: [{ source: "Winterfell", target: "Hiverfell" }] };
    const fake = fakeTranslator();
    const kept = await translateOnDevice(doc, options, fake.send);
    expect(fake.seen[0]).not.toContain("Winterfell");
    expect(kept.translated.cues[0]?.text).toBe("WE RIDE TO Hiverfell AT DAWN.");
    expect(kept.glossary_misses).toEqual([]);

    const lost = await translateOnDevice(doc, options, fakeTranslator({ dropPlaceholders: true }).send);
    expect(lost.glossary_misses).toEqual([0]);
    expect(lost.report.cues[0]?.issues).toContain("glossary_miss");
  });

  it("sends a sentence over two cues as one text and spreads it back, cue count and timings kept", async () => {
    const doc = srt(
      ["00:00:01,000 --> 00:00:02,500", "I was thinking that we could"],
      ["00:00:02,700 --> 00:00:04,000", "go to the market tomorrow."],
      ["00:00:06,000 --> 00:00:07,000", "Fine."],
    );
    const fake = fakeTranslator();
    const outcome = await translateOnDevice(doc, OPTIONS, fake.send);
    expect(fake.seen).toEqual(["I was thinking that we could go to the market tomorrow.", "Fine."]);
    expect(outcome.joined_cues).toEqual([[1, 2]]);
    expect(outcome.translated.cues.map((c) => [c.start, c.end])).toEqual(
      doc.cues.map((c) => [c.start, c.end]),
    );
    expect(outcome.translated.cues.map((c) => c.text).join(" ")).toBe(
      "I WAS THINKING THAT WE COULD GO TO THE MARKET TOMORROW. FINE.",
    );
    expect(outcome.translated.cues[0]?.text).not.toBe("");
    expect(outcome.translated.cues[1]?.text).not.toBe("");
  });

  it("never sends sung lyrics: they stay as written", async () => {
    const doc = srt(
      ["00:00:01,000 --> 00:00:03,000", "♪ Hush little baby don't say a word ♪"],
      ["00:00:04,000 --> 00:00:05,000", "Is she asleep?"],
    );
    const fake = fakeTranslator();
    const outcome = await translateOnDevice(doc, OPTIONS, fake.send);
    expect(fake.seen).toEqual(["Is she asleep?"]);
    expect(outcome.sent_texts).toBe(1);
    expect(outcome.translated.cues[0]?.text).toBe("♪ Hush little baby don't say a word ♪");
    expect(outcome.translated.cues[1]?.text).toBe("IS SHE ASLEEP?");
  });

  it("flags a wrong answer (a refusal, an echo, a text the translator failed on) and keeps the source", async () => {
    const doc = srt(
      ["00:00:01,000 --> 00:00:02,000", "Kill them all."],
      ["00:00:03,000 --> 00:00:04,000", "Run, now!"],
      ["00:00:05,000 --> 00:00:06,000", "Wait for me."],
      ["00:00:07,000 --> 00:00:08,000", "Quickly."],
    );
    const fake = fakeTranslator({
      answers: {
        "Kill them all.": "I'm sorry, but I can't help translate violent content.",
        "Run, now!": "Run, now!",
      },
    });
    const send: DeviceSend = (texts) =>
      Promise.all(texts.map((text) => (text === "Wait for me." ? null : fake.translate(text))));
    const outcome = await translateOnDevice(doc, OPTIONS, send);
    expect(outcome.translated.cues.map((c) => c.text)).toEqual([
      "Kill them all.",
      "Run, now!",
      "Wait for me.",
      "QUICKLY.",
    ]);
    expect(outcome.report.cues.map((c) => c.issues)).toEqual([
      ["refused"],
      ["untranslated"],
      ["untranslated"],
      [],
    ]);
    expect(outcome.report.summary).toMatchObject({ untranslated: 3, refused: 1, translated: 1 });
  });
});
