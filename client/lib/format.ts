import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { intlLocale } from "./locales";

/**
 * A size with its unit, one message per unit so each language writes its own ("1,5 Ko" in French, which counts
 * octets). Intl's unit style is no substitute: it writes "ko" in French and "byte" for bytes in English.
 */
const BYTE_UNITS: readonly MessageDescriptor[] = [
  msg({ message: "{size} Bytes", comment: "a file size in bytes" }),
  msg({ message: "{size} KB", comment: "a file size in kilobytes (1024 bytes)" }),
  msg({ message: "{size} MB", comment: "a file size in megabytes" }),
  msg({ message: "{size} GB", comment: "a file size in gigabytes" }),
  msg({ message: "{size} TB", comment: "a file size in terabytes" }),
];

/**
 * Whole numbers from 0 to 999 read the same in every interface language (Latin digits, no grouping), so they skip
 * Intl: a page's first NumberFormat loads ICU's number data, a long task on a phone that the home page would
 * otherwise pay for its few small figures.
 */
function smallWholeNumber(value: number): string | undefined {
  return Number.isInteger(value) && value >= 0 && value < 1000 ? String(value) : undefined;
}

/** Sizes in base 1024 with two decimals (spec section 9), number and unit in the interface language. */
export function formatBytes(bytes: number, i18n: I18n): string {
  const exponent =
    Number.isFinite(bytes) && bytes > 0
      ? Math.min(Math.max(0, Math.floor(Math.log(bytes) / Math.log(1024))), BYTE_UNITS.length - 1)
      : 0;
  const value = Number.isFinite(bytes) && bytes > 0 ? bytes / 1024 ** exponent : 0;
  const size =
    smallWholeNumber(value) ??
    new Intl.NumberFormat(intlLocale(i18n.locale), { maximumFractionDigits: 2 }).format(value);
  // A named descriptor, not an object literal in the call: the extractor reads literals passed to i18n._ as messages.
  const unit: MessageDescriptor = { ...(BYTE_UNITS[exponent] as MessageDescriptor), values: { size } };
  return i18n._(unit);
}

/** m:ss below one hour, h:mm:ss from one hour (spec section 9). */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const ss = String(s).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${ss}` : `${m}:${ss}`;
}

/** The app's one way to write a time: 24-hour with seconds in every locale (spec section 9), never "4:33:32 AM". */
const TIME: Intl.DateTimeFormatOptions = {
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
};

/** 24-hour date and time with seconds, in the viewer's time zone. */
export function formatDateTime(iso: string, locale: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocale(locale), {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    ...TIME,
    timeZone,
  }).format(date);
}

/** The time of day alone, written as formatDateTime writes it. */
export function formatTime(date: Date, locale: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { ...TIME, timeZone }).format(date);
}

export function formatInteger(value: number, locale: string): string {
  return (
    smallWholeNumber(value) ??
    new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 0 }).format(value)
  );
}

/** Progress in whole percent, never showing 100 before the job is really done. */
export function wholePercent(progress: number, done: boolean): number {
  const clamped = Math.min(100, Math.max(0, progress));
  return done ? Math.round(clamped) : Math.min(99, Math.floor(clamped));
}

/**
 * A whole percentage as the locale writes it ("17 %" in French and German, "17%" in English), its space
 * non-breaking so that the figure and its sign never part at a line's end.
 */
export function formatPercent(percent: number, locale: string): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: "percent", maximumFractionDigits: 0 }).format(
    percent / 100,
  );
}

/** A history item's progress: percent with one decimal in the interface's locale ("37,5 %" in French). */
export function formatProgressOneDecimal(progress: number, locale: string): string {
  const clamped = Math.min(100, Math.max(0, progress));
  return new Intl.NumberFormat(intlLocale(locale), {
    style: "percent",
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(clamped / 100);
}

/**
 * Time left, extrapolated from the pace so far. Null until there is a pace to extrapolate from,
 * because an estimate from zero processed items would be a guess.
 */
export function estimateRemainingMs(elapsedMs: number, processed: number, total: number): number | null {
  if (processed <= 0 || total <= 0 || elapsedMs <= 0) return null;
  if (processed >= total) return 0;
  return (elapsedMs / processed) * (total - processed);
}

/** Cents as euros in the interface's locale (spec section 9: prices in EUR). */
export function formatPrice(cents: number, locale: string, currency = "EUR"): string {
  return new Intl.NumberFormat(intlLocale(locale), {
    style: "currency",
    currency: currency.toUpperCase(),
  }).format(cents / 100);
}

/** A day in the interface's locale, without the time (renewal and trial dates). */
export function formatDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: "long" }).format(date);
}
