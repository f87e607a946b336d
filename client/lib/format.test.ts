import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { messages as german } from "../locales/de/messages.po";
import { messages as french } from "../locales/fr/messages.po";
import {
  estimateRemainingMs,
  formatBytes,
  formatDate,
  formatDateTime,
  formatDuration,
  formatInteger,
  formatPercent,
  formatPrice,
  formatProgressOneDecimal,
  formatTime,
  wholePercent,
} from "./format";
import { intlLocale, LOCALES } from "./locales";

describe("formatDuration", () => {
  it("uses m:ss below one hour and h:mm:ss from one hour", () => {
    expect(formatDuration(0)).toBe("0:00");
    expect(formatDuration(59.9)).toBe("0:59");
    expect(formatDuration(61)).toBe("1:01");
    expect(formatDuration(3599)).toBe("59:59");
    expect(formatDuration(3600)).toBe("1:00:00");
    expect(formatDuration(5 * 3600 + 7 * 60 + 3)).toBe("5:07:03");
  });

  it("never shows a negative time", () => {
    expect(formatDuration(-5)).toBe("0:00");
  });
});

describe("formatBytes", () => {
  const i18nIn = (locale: string) => setupI18n({ locale, messages: { en: {}, fr: french, de: german } });

  it("counts in base 1024 with at most two decimals, in the locale's digits", () => {
    const english = i18nIn("en");
    expect(formatBytes(0, english)).toBe("0 Bytes");
    expect(formatBytes(512, english)).toBe("512 Bytes");
    expect(formatBytes(1536, english)).toBe("1.5 KB");
    expect(formatBytes(50 * 1024 * 1024, english)).toBe("50 MB");
    expect(formatBytes(3 * 1024 ** 4, english)).toBe("3 TB");
  });

  it("writes the units of the interface language: octets in French", () => {
    const fr = i18nIn("fr");
    expect(formatBytes(1536, fr)).toBe("1,5 Ko");
    expect(formatBytes(1234567, fr)).toBe("1,18 Mo");
    expect(formatBytes(512, fr)).toBe("512 octets");
    expect(formatBytes(2.5 * 1024 ** 3, fr)).toBe("2,5 Go");
    expect(formatBytes(1536, i18nIn("de"))).toBe("1,5 KB");
  });
});

describe("formatDateTime", () => {
  it("writes 24-hour time with seconds in the interface locale", () => {
    const iso = "2026-11-23T15:04:05Z";
    expect(formatDateTime(iso, "fr", "UTC")).toBe("23/11/2026 15:04:05");
    expect(formatDateTime(iso, "de", "UTC")).toBe("23.11.2026, 15:04:05");
    expect(formatDateTime(iso, "en", "UTC")).toBe("11/23/2026, 15:04:05");
  });

  it("returns the input when it is not a date", () => {
    expect(formatDateTime("soon", "fr")).toBe("soon");
  });
});

describe("formatPercent", () => {
  it("keeps the figure and its sign together: no breakable space between them", () => {
    for (const locale of ["fr", "de", "en", "ja"]) {
      const written = formatPercent(17, locale);
      expect(written).toMatch(/^17\S*%$|^17[\u00a0\u202f]%$/);
      expect(`(${written})`).not.toMatch(/ /);
    }
  });
});

describe("formatTime", () => {
  it("writes the time of day as formatDateTime does: 24-hour, even in English", () => {
    const early = new Date("2026-11-23T04:33:32Z");
    expect(formatTime(early, "en", "UTC")).toBe("04:33:32");
    expect(formatTime(early, "de", "UTC")).toBe("04:33:32");
    expect(formatDateTime(early.toISOString(), "en", "UTC")).toContain(formatTime(early, "en", "UTC"));
  });
});

describe("intlLocale", () => {
  it("maps the interface languages as the spec says and anything else to en-US", () => {
    expect(intlLocale("pt")).toBe("pt-PT");
    expect(intlLocale("zh")).toBe("zh-CN");
    expect(intlLocale("ko")).toBe("en-US");
  });

  it("formats integers with the locale's grouping", () => {
    expect(formatInteger(12345, "en")).toBe("12,345");
    expect(formatInteger(12345, "de")).toBe("12.345");
  });

  it("writes whole numbers under 1000 as Intl does in every interface language, without asking it", () => {
    for (const locale of LOCALES) {
      const intl = new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 0 });
      for (let value = 0; value < 1000; value++)
        expect(formatInteger(value, locale)).toBe(intl.format(value));
      expect(formatInteger(1000, locale)).toBe(intl.format(1000));
      expect(formatInteger(-1, locale)).toBe(intl.format(-1));
    }
  });
});

describe("progress", () => {
  it("shows whole percent and keeps 100 for a job that is really done", () => {
    expect(wholePercent(42.7, false)).toBe(42);
    expect(wholePercent(99.96, false)).toBe(99);
    expect(wholePercent(100, false)).toBe(99);
    expect(wholePercent(100, true)).toBe(100);
    expect(wholePercent(-3, false)).toBe(0);
  });

  it("shows a history item's progress with one decimal in the interface's locale", () => {
    expect(formatProgressOneDecimal(37.54, "en")).toBe("37.5%");
    expect(formatProgressOneDecimal(37.54, "fr")).toBe("37,5\u00a0%");
    expect(formatProgressOneDecimal(100, "de")).toBe("100,0\u00a0%");
    expect(formatProgressOneDecimal(120, "en")).toBe("100.0%");
  });

  it("extrapolates the time left from the pace so far", () => {
    expect(estimateRemainingMs(10_000, 0, 100)).toBeNull();
    expect(estimateRemainingMs(10_000, 25, 100)).toBe(30_000);
    expect(estimateRemainingMs(10_000, 100, 100)).toBe(0);
  });
});

describe("prices and dates", () => {
  it("writes euros from cents in the interface's locale", () => {
    expect(formatPrice(999, "fr").replace(/\s/g, " ")).toBe("9,99 €");
    expect(formatPrice(19999, "en")).toBe("€199.99");
    expect(formatPrice(999, "de").replace(/\s/g, " ")).toBe("9,99 €");
    expect(formatDate("2026-12-01T10:00:00Z", "en")).toBe("December 1, 2026");
  });
});
