import type { I18n } from "@lingui/core";
import type { DeviceServiceId, ServiceId } from "@shared/catalog";
import { intlLocale } from "./locales";
import { serviceName } from "./serviceNames";

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

/** A job's languages and service on one line ("English → French · DeepL"), as its cards and lists show it. */
export function jobRoute(
  job: { source_language: string; target_language: string; service: ServiceId | DeviceServiceId },
  i18n: I18n,
): string {
  const { locale } = i18n;
  return `${languageName(job.source_language, locale)} → ${languageName(job.target_language, locale)} · ${serviceName(job.service, i18n)}`;
}
