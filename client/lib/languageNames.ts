import { intlLocale } from "./locales";

const displayNames = new Map<string, Intl.DisplayNames>();

/** A language's name in the interface language; unknown codes are shown in upper case (spec section 3). */
export function languageName(code: string, locale: string): string {
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([intlLocale(locale)], { type: "language", fallback: "none" });
    displayNames.set(locale, names);
  }
  let name: string | undefined;
  try {
    name = names.of(code);
  } catch {
    name = undefined;
  }
  if (!name || name === code) return code.toUpperCase();
  return name.charAt(0).toLocaleUpperCase(intlLocale(locale)) + name.slice(1);
}
