import { answerFailure, seemsOtherLanguage } from "../answerChecks";
import { DEVICE_SERVICE, type DeviceServiceId } from "../catalog";
import { type GlossaryTerm, translateProtected } from "../glossary";
import { type ReadingLimits, readingLimits } from "../readingLimits";
import type { SubtitleDocument } from "../subtitles";
import { checkText } from "./checks";
import { documentFromTexts, jobSegments, jobSource, segmentOptionsOf } from "./document";
import { planTranslation } from "./plan";
import { type CueReportOf, type RecordedText, type ReportSummaryOf, reportCues } from "./report";

// Translation on the device (issue 39 item 8): the browser's Translator API translates what the server's services
// would have been sent, through the same segments, sentences, protected spans, glossary and checks.

/** The choices of a translation on the device: those of a start body that mean something without a server. */
export interface DeviceJobOptions {
  /** A language, never "auto": the device's translator needs both ends of the pair. */
  source_language: string;
  target_language: string;
  sentence_aware: boolean;
  collapse_rolling: boolean;
  lyrics?: "keep" | "translate";
  sound_descriptions?: "translate" | "keep";
  glossary: GlossaryTerm[];
}

/**
 * Translates the texts it is given, in order: one answer per text, null where the device's translator failed on
 * one. The page runs it (the Translator API is the window's), the worker calls it.
 */
export type DeviceSend = (texts: string[]) => Promise<(string | null)[]>;

export type DeviceReport = {
  limits: ReadingLimits;
  summary: ReportSummaryOf<DeviceServiceId>;
  cues: CueReportOf<DeviceServiceId>[];
};

/** What a translation on the device made: the result an export reads, and its quality report. */
export interface DeviceOutcome {
  source: SubtitleDocument;
  translated: SubtitleDocument;
  /** The cues translated together as one sentence, 1-based as GET /translate/result gives them. */
  joined_cues: number[][];
  glossary_misses: number[];
  /** Shown cues, and the texts sent for them (each distinct text once). */
  total_subtitles: number;
  sent_texts: number;
  report: DeviceReport;
}

/**
 * The whole translation of a document on the device: the job's document (rolling captions collapsed, right-to-left
 * punctuation put back), its units (protected spans left out, sentences joined), each distinct text once with its
 * glossary terms as placeholders through `send`, then every answer checked (refusal, echo, wrong language, lost
 * tags, glossary) and put back as the server puts a job's stored texts back. A text the translator failed on keeps
 * its source, flagged untranslated.
 */
export async function translateOnDevice(
  doc: SubtitleDocument,
  options: DeviceJobOptions,
  send: DeviceSend,
  limits: ReadingLimits = readingLimits(options.target_language),
): Promise<DeviceOutcome> {
  const source = jobSource(doc, options);
  const units = jobSegments(source, {
    sentenceAware: options.sentence_aware,
    segmentOptions: segmentOptionsOf(options),
  });
  // The device keeps nothing by hash: the text is its own key.
  const plan = planTranslation(units, (text) => text);
  const texts = plan.distinct.map((t) => t.text);
  const answers = await translateProtected(texts, options.glossary, send);
  const pair = { source: options.source_language, target: options.target_language };
  const recorded = texts.map((text, i) => {
    const answer = answers[i] ?? null;
    const failure = answer === null ? "untranslated" : answerFailure(text, answer, pair);
    const otherLanguage = answer !== null && !failure && seemsOtherLanguage(answer, options.target_language);
    return {
      source_text: text,
      service: DEVICE_SERVICE,
      status: "translated",
      ...checkText(text, answer ?? text, failure, options.glossary, otherLanguage),
    } satisfies RecordedText<DeviceServiceId> & { translated_text: string };
  });
  const { translated, joined, units: sent, glossaryMisses } = documentFromTexts(source, recorded, options);
  const { cues, summary } = reportCues({ source, translated, units: sent, glossaryMisses }, recorded, limits);
  return {
    source,
    translated,
    joined_cues: joined.map((group) => group.map((cue) => cue + 1)),
    glossary_misses: glossaryMisses,
    total_subtitles: plan.totalCues,
    sent_texts: texts.length,
    report: { limits, summary, cues },
  };
}
