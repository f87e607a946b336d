import { detectAll } from "tinyld";

export interface DetectedLanguage {
  /** ISO 639-1 code, or null when the text is too short or too mixed to tell. */
  language: string | null;
  /** 0 to 1. */
  confidence: number;
}

/** Below this many letters tinyld guesses; a wrong language preselected in the picker is worse than none. */
const MIN_LETTERS = 12;
const MIN_CONFIDENCE = 0.5;

/**
 * Markup of every format we read: HTML-like tags, ASS override blocks and escapes, MicroDVD control codes. A tag
 * may not contain its own opener, so a run of unclosed `<` or `{` is scanned once, not once per character.
 */
const MARKUP = /<[^<>]*>|\{[^{}]*\}|\\[Nnh]/g;
/** One cue's share of the sample at most, cut before its markup is stripped: one giant cue must not be read whole. */
const MAX_CUE_CHARS = 500;

export function stripMarkup(text: string): string {
  return text.replace(MARKUP, " ").replace(/\s+/g, " ").trim();
}

export function detectLanguage(text: string): DetectedLanguage {
  const plain = stripMarkup(text);
  if ((plain.match(/\p{L}/gu)?.length ?? 0) < MIN_LETTERS) return { language: null, confidence: 0 };
  const best = detectAll(plain)[0];
  if (!best || best.accuracy < MIN_CONFIDENCE) return { language: null, confidence: best?.accuracy ?? 0 };
  return { language: best.lang, confidence: best.accuracy };
}

/**
 * Detection on a whole film is slow and no better than on a sample: take cues spread evenly over the file
 * (credits at either end alone would mislead) until about `maxChars` of text.
 */
export function sampleText(texts: readonly string[], maxChars = 3000): string {
  if (texts.length === 0) return "";
  const picked: string[] = [];
  let length = 0;
  const step = Math.max(1, Math.floor(texts.length / 200));
  for (let i = 0; i < texts.length && length < maxChars; i += step) {
    const plain = stripMarkup((texts[i] as string).slice(0, Math.min(MAX_CUE_CHARS, maxChars - length)));
    picked.push(plain);
    length += plain.length + 1;
  }
  return picked.join("\n");
}
