import { i18n } from "@lingui/core";
import { messages as builtInMessages } from "../locales/en/messages.po";
import { DEFAULT_LOCALE, isLocale, LOCALE_STORAGE_KEY, type Locale } from "./locales";

export function storedLocale(): Locale {
  try {
    const value = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/** Loads one catalog on demand (each is its own chunk) and switches the whole interface to it. */
export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await import(`../locales/${locale}/messages.po`);
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private browsing may refuse storage; the choice then lasts for this visit only.
  }
}

/** English ships inside the main bundle, so a catalog that cannot load (offline, before caching) still gives words. */
export function activateBuiltInLocale(): void {
  i18n.loadAndActivate({ locale: "en", messages: builtInMessages });
  document.documentElement.lang = "en";
}
