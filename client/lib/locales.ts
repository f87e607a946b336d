/** Interface languages (spec section 1), in the order the picker lists them. */
export const LOCALES = ["fr", "en", "es", "de", "it", "pt", "zh", "ja"] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "fr";
export const LOCALE_STORAGE_KEY = "language";

/** Each language named in itself, so a reader finds their own language whatever the current one is. */
export const LOCALE_NATIVE_NAMES: Record<Locale, string> = {
  fr: "Français",
  en: "English",
  es: "Español",
  de: "Deutsch",
  it: "Italiano",
  pt: "Português",
  zh: "中文",
  ja: "日本語",
};

const INTL_LOCALES: Record<Locale, string> = {
  fr: "fr-FR",
  en: "en-US",
  es: "es-ES",
  de: "de-DE",
  it: "it-IT",
  pt: "pt-PT",
  zh: "zh-CN",
  ja: "ja-JP",
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The spec's locale mapping for numbers and dates; anything else formats as en-US. */
export function intlLocale(locale: string): string {
  return isLocale(locale) ? INTL_LOCALES[locale] : "en-US";
}

/** The first of the browser's languages that is an interface language ("pt-BR" counts as pt), else French. */
export function browserLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const primary = tag.split("-")[0]?.toLowerCase();
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}
