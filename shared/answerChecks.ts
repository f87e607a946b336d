import { detectLanguage, stripMarkup } from "./detectLanguage";

/**
 * What a service's answer for one text can be besides a translation: a refusal or an apology (LLMs answer one
 * for a line they find objectionable or do not understand), or the source handed back unchanged. Both are failures
 * the runner sends to the next service of the plan's fallback chain.
 */
export type AnswerFailure = "refused" | "untranslated";

/**
 * How LLMs refuse, per language: an apology, an inability, and what they refuse (translating, helping,
 * complying), all three in the first few hundred characters. A line of dialogue that merely apologises ("I'm sorry,
 * I can't stay") names no such verb. Plain substring searches: no pattern, nothing to backtrack.
 */
const REFUSALS: readonly { apology: string[]; inability: string[]; refused: string[] }[] = [
  {
    apology: ["sorry", "apologi", "unfortunately"],
    inability: ["can't", "cannot", "can not", "unable to", "won't", "will not", "not able to"],
    refused: ["translat", "help", "assist", "comply", "provide", "fulfil", "process"],
  },
  {
    apology: ["désolé", "excuse", "malheureusement"],
    inability: ["ne peux pas", "ne puis pas", "ne suis pas en mesure"],
    refused: ["tradu", "aider", "répondre", "fournir"],
  },
  {
    apology: ["lo siento", "lo lamento", "disculp", "lamentablemente"],
    inability: ["no puedo", "no es posible"],
    refused: ["tradu", "ayudar", "asistir", "cumplir", "proporcionar"],
  },
  {
    apology: ["tut mir leid", "entschuldig", "leider"],
    inability: ["kann ich nicht", "ich kann nicht", "ich kann das nicht", "ich kann diese", "nicht möglich"],
    refused: ["übersetz", "helfen", "erfüllen"],
  },
  {
    apology: ["mi dispiace", "purtroppo", "mi scuso"],
    inability: ["non posso", "non sono in grado"],
    refused: ["tradurre", "traduzione", "aiutar", "assister", "fornire"],
  },
  {
    apology: ["desculp", "sinto muito", "lamento", "infelizmente"],
    inability: ["não posso", "não consigo", "não é possível"],
    refused: ["traduzir", "tradução", "ajudar", "auxiliar", "fornecer"],
  },
  {
    apology: ["извините", "простите", "к сожалению"],
    inability: ["не могу", "не в состоянии"],
    refused: ["перев", "помоч"],
  },
  {
    apology: ["抱歉", "对不起", "對不起", "很遗憾", "很遺憾"],
    inability: ["无法", "不能", "無法"],
    refused: ["翻译", "翻譯", "帮助", "幫助", "协助", "協助"],
  },
  {
    apology: ["申し訳", "すみません", "恐れ入りますが"],
    inability: ["できません", "いたしかねます"],
    refused: ["翻訳", "お手伝い"],
  },
  {
    apology: ["죄송", "미안"],
    inability: ["수 없", "드릴 수 없"],
    refused: ["번역", "도와"],
  },
];

/** Refusals say so at once; a long answer is read no further than this. */
const REFUSAL_WINDOW = 400;

function saysRefusal(text: string): boolean {
  const head = text.slice(0, REFUSAL_WINDOW).toLowerCase().replaceAll("’", "'");
  const has = (words: readonly string[]) => words.some((word) => head.includes(word));
  // A model that speaks of itself is not translating, whatever follows.
  if (head.includes("as an ai ")) return true;
  return REFUSALS.some((lang) => has(lang.apology) && has(lang.inability) && has(lang.refused));
}

/** A refusal or apology instead of a translation: refusal words in the answer that the source did not have. */
export function isRefusal(source: string, answer: string): boolean {
  return saysRefusal(answer) && !saysRefusal(source);
}

/** The source handed back as it was, where source and target languages differ (a text with no letter may stay). */
export function isEcho(source: string, answer: string, pair: { source: string; target: string }): boolean {
  if (baseLanguage(pair.source) === baseLanguage(pair.target)) return false;
  const trimmed = source.trim();
  return trimmed === answer.trim() && /\p{L}/u.test(trimmed);
}

/** Why an answer is not a translation, or null when it is one. */
export function answerFailure(
  source: string,
  answer: string,
  pair: { source: string; target: string },
): AnswerFailure | null {
  if (isRefusal(source, answer)) return "refused";
  if (isEcho(source, answer, pair)) return "untranslated";
  return null;
}

/** Letters below which a cue is too short to tell its language (a name, an exclamation, a loanword). */
const MIN_LETTERS_TO_TELL = 30;

/**
 * A translation that reads as another language than the target (an LLM that answered in English, a service that
 * translated into a neighbouring language). Short cues are never flagged: tinyld guesses on a few words.
 */
export function seemsOtherLanguage(answer: string, target: string): boolean {
  const plain = stripMarkup(answer);
  if ((plain.match(/\p{L}/gu)?.length ?? 0) < MIN_LETTERS_TO_TELL) return false;
  const detected = detectLanguage(plain);
  return (
    detected.language !== null && detected.confidence >= 0.8 && detected.language !== baseLanguage(target)
  );
}

function baseLanguage(code: string): string {
  return code.toLowerCase().split("-")[0] ?? "";
}
