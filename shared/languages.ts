/** Language codes, their names, and which translation service handles which language. */

import type { ServiceId } from "./catalog";

export interface Language {
  code: string;
  name: string;
}

/** The twenty codes of the interface's language pickers (spec section 3), in the spec's order. */
export const PICKER_LANGUAGES: readonly string[] = [
  ...["en", "fr", "es", "de", "it", "pt", "ru", "ja", "ko", "zh"],
  ...["ar", "hi", "nl", "sv", "da", "no", "fi", "pl", "tr", "el"],
];

/** English names of the codes we know (about sixty); the client shows them localised through Intl.DisplayNames. */
export const LANGUAGE_NAMES = {
  af: "Afrikaans",
  ar: "Arabic",
  az: "Azerbaijani",
  be: "Belarusian",
  bg: "Bulgarian",
  bn: "Bengali",
  bs: "Bosnian",
  ca: "Catalan",
  cs: "Czech",
  cy: "Welsh",
  da: "Danish",
  de: "German",
  el: "Greek",
  en: "English",
  es: "Spanish",
  et: "Estonian",
  eu: "Basque",
  fa: "Persian",
  fi: "Finnish",
  fil: "Filipino",
  fr: "French",
  ga: "Irish",
  gl: "Galician",
  gu: "Gujarati",
  he: "Hebrew",
  hi: "Hindi",
  hr: "Croatian",
  hu: "Hungarian",
  hy: "Armenian",
  id: "Indonesian",
  is: "Icelandic",
  it: "Italian",
  ja: "Japanese",
  ka: "Georgian",
  kk: "Kazakh",
  km: "Khmer",
  kn: "Kannada",
  ko: "Korean",
  lt: "Lithuanian",
  lv: "Latvian",
  mk: "Macedonian",
  ml: "Malayalam",
  mr: "Marathi",
  ms: "Malay",
  mt: "Maltese",
  nl: "Dutch",
  no: "Norwegian",
  pa: "Punjabi",
  pl: "Polish",
  pt: "Portuguese",
  ro: "Romanian",
  ru: "Russian",
  sk: "Slovak",
  sl: "Slovenian",
  sq: "Albanian",
  sr: "Serbian",
  sv: "Swedish",
  sw: "Swahili",
  ta: "Tamil",
  te: "Telugu",
  th: "Thai",
  tr: "Turkish",
  uk: "Ukrainian",
  ur: "Urdu",
  vi: "Vietnamese",
  zh: "Chinese",
} as const satisfies Record<string, string>;

/** A code we know the name of: what plans and services list. */
export type LanguageCode = keyof typeof LANGUAGE_NAMES;

const ALL_CODES = Object.keys(LANGUAGE_NAMES) as LanguageCode[];

/** Every language we translate: the picker's twenty first, in the spec's order, then the others by name. */
export const SUPPORTED_LANGUAGES: readonly string[] = [
  ...PICKER_LANGUAGES,
  ...ALL_CODES.filter((code) => !PICKER_LANGUAGES.includes(code)).sort((a, b) =>
    LANGUAGE_NAMES[a].localeCompare(LANGUAGE_NAMES[b]),
  ),
];

/**
 * Our codes each service can translate. DeepL's list is its documented text languages (its own codes, such as NB
 * for Norwegian or ZH-HANS, are the provider's mapping, not ours); MyMemory and OpenAI accept every code we name.
 */
export const SERVICE_LANGUAGES: Readonly<Record<ServiceId, readonly LanguageCode[]>> = {
  mymemory: ALL_CODES,
  deepl: [
    ...(["ar", "bg", "cs", "da", "de", "el", "en", "es", "et", "fi", "fr", "he"] as const),
    ...(["hu", "id", "it", "ja", "ko", "lt", "lv", "nl", "no", "pl", "pt", "ro"] as const),
    ...(["ru", "sk", "sl", "sv", "th", "tr", "uk", "vi", "zh"] as const),
  ],
  openai: ALL_CODES,
};

/** Languages written right to left among ours: their exports get RIGHT-TO-LEFT MARKs, their text `dir="rtl"`. */
export const RTL_LANGUAGES: readonly LanguageCode[] = ["ar", "fa", "he", "ur"];

/** True for a right-to-left language code (a regional variant such as `ar-eg` included). */
export function isRightToLeft(code: string): boolean {
  return (RTL_LANGUAGES as readonly string[]).includes(code.split("-")[0] ?? code);
}

/** Languages written without spaces between words: a text in them is cut between characters, not words. */
const WITHOUT_SPACES: readonly LanguageCode[] = ["ja", "km", "th", "zh"];

export function writesWithoutSpaces(code: string): boolean {
  return (WITHOUT_SPACES as readonly string[]).includes(code.split("-")[0] ?? code);
}

/** The name of a code; unknown codes are shown in upper case (spec section 3). */
export function languageName(code: string): string {
  return isKnownLanguage(code) ? LANGUAGE_NAMES[code] : code.toUpperCase();
}

export function toLanguages(codes: readonly string[]): Language[] {
  return codes.map((code) => ({ code, name: languageName(code) }));
}

export function isKnownLanguage(code: string): code is LanguageCode {
  return Object.hasOwn(LANGUAGE_NAMES, code);
}

export function serviceSupports(service: ServiceId, code: string): boolean {
  return (SERVICE_LANGUAGES[service] as readonly string[]).includes(code);
}
