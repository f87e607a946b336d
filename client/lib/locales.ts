import {
  DEFAULT_INTERFACE_LANGUAGE,
  INTERFACE_LANGUAGES,
  type InterfaceLanguage,
  isInterfaceLanguage,
} from "@shared/locales";

export { intlLocale } from "@shared/locales";

/** Interface languages (spec section 1), in the order the picker lists them; the list itself lives in shared/. */
export const LOCALES = INTERFACE_LANGUAGES;
export type Locale = InterfaceLanguage;
export const isLocale = isInterfaceLanguage;

export const DEFAULT_LOCALE: Locale = DEFAULT_INTERFACE_LANGUAGE;
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

/** The first of the browser's languages that is an interface language ("pt-BR" counts as pt), else French. */
export function browserLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const primary = tag.split("-")[0]?.toLowerCase();
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}
