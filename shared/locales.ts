/**
 * The 8 interface languages (spec section 1). The server needs them too (mail language, the user's
 * interface_language), so the list lives here rather than in the client.
 */
export const INTERFACE_LANGUAGES = ["fr", "en", "es", "de", "it", "pt", "zh", "ja"] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];

export const DEFAULT_INTERFACE_LANGUAGE: InterfaceLanguage = "fr";

export function isInterfaceLanguage(value: unknown): value is InterfaceLanguage {
  return typeof value === "string" && (INTERFACE_LANGUAGES as readonly string[]).includes(value);
}

const INTL_LOCALES: Readonly<Record<InterfaceLanguage, string>> = {
  fr: "fr-FR",
  en: "en-US",
  es: "es-ES",
  de: "de-DE",
  it: "it-IT",
  pt: "pt-PT",
  zh: "zh-CN",
  ja: "ja-JP",
};

/** The spec's locale mapping for numbers and dates (section 9); anything else formats as en-US. */
export function intlLocale(language: string): string {
  return isInterfaceLanguage(language) ? INTL_LOCALES[language] : "en-US";
}
