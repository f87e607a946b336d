import { i18n } from "@lingui/core";
import { browserLocale, isLocale, LOCALE_STORAGE_KEY, type Locale } from "./locales";

/** The stored choice; on a first visit the browser's language (DECISIONS.md), which activateLocale then stores. */
export function storedLocale(): Locale {
  try {
    const value = localStorage.getItem(LOCALE_STORAGE_KEY);
    if (isLocale(value)) return value;
  } catch {
    // Storage refused (private browsing): fall through to the browser's language.
  }
  return browserLocale(navigator.languages ?? [navigator.language]);
}

async function load(locale: Locale): Promise<void> {
  const { messages } = await import(`../locales/${locale}/messages.po`);
  i18n.loadAndActivate({ locale, messages });
  // Setting even the same language makes the browser restyle the whole page (its :lang() rules), so only a change.
  if (document.documentElement.lang !== locale) document.documentElement.lang = locale;
}

/** Loads one catalog on demand (each is its own chunk) and switches the whole interface to it. */
export async function activateLocale(locale: Locale): Promise<void> {
  await load(locale);
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private browsing may refuse storage; the choice then lasts for this visit only.
  }
}

/**
 * English, for when the chosen catalog cannot load (offline before it was cached). The service worker precaches
 * the English catalog with the app shell (vite.config.ts), so words are there even then; the choice stays stored.
 */
export function activateFallbackLocale(): Promise<void> {
  return load("en");
}
