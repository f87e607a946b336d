import type { AnswerFailure } from "../answerChecks";
import { type GlossaryTerm, missesTerm } from "../glossary";
import { needsTagRepair } from "../subtitles";

/** What the quality report says of one text: no service translated it, or it reads as another language. */
export type TextFlag = AnswerFailure | "wrong_language";

/** A text's answer once checked, as the server stores it (job_segments) and the device keeps it. */
export interface CheckedText {
  /** The translation, or the source where the answer is a failure (a refusal is never put in the film). */
  translated_text: string;
  /** The answer dropped or moved formatting tags: the put-back repairs them. */
  repaired: boolean;
  /** The translation lacks a glossary term's target the source holds. */
  glossary_miss: boolean;
  flag: TextFlag | null;
}

/**
 * The one check of an answer after it came back, for every service and the device: a failure (answerFailure of
 * shared/answerChecks.ts, which the server first sends down its fallback chain) keeps the source, flagged; an
 * answer in another language than the target (seemsOtherLanguage, which the caller runs off its main thread: the
 * server's analysis pool, the device's worker) is kept, flagged; lost tags and glossary terms are noted.
 */
export function checkText(
  source: string,
  answer: string,
  failure: AnswerFailure | null,
  glossary: readonly GlossaryTerm[],
  inOtherLanguage: boolean,
): CheckedText {
  const translated = failure ? source : answer;
  return {
    translated_text: translated,
    repaired: needsTagRepair(source, translated),
    glossary_miss: missesTerm(source, translated, glossary),
    flag: failure ?? (inOtherLanguage ? "wrong_language" : null),
  };
}
