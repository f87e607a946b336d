import { describe, expect, it } from "vitest";
import { SERVICE_IDS } from "./catalog";
import {
  isKnownLanguage,
  LANGUAGE_NAMES,
  languageName,
  PICKER_LANGUAGES,
  SERVICE_LANGUAGES,
  SUPPORTED_LANGUAGES,
} from "./languages";
import { PLANS } from "./plans";

describe("languages", () => {
  it("names about sixty codes, including every picker and plan language", () => {
    expect(Object.keys(LANGUAGE_NAMES).length).toBeGreaterThanOrEqual(60);
    expect(PICKER_LANGUAGES).toHaveLength(20);
    for (const plan of Object.values(PLANS)) {
      for (const code of [...PICKER_LANGUAGES, ...plan.languages])
        expect(isKnownLanguage(code), code).toBe(true);
    }
  });

  it("shows unknown codes in upper case, even ones that look like object keys", () => {
    expect(languageName("de")).toBe("German");
    expect(languageName("xx")).toBe("XX");
    expect(languageName("constructor")).toBe("CONSTRUCTOR");
    expect(isKnownLanguage("toString")).toBe(false);
  });

  it("lists each supported code once and gives every service only known codes", () => {
    expect(new Set(SUPPORTED_LANGUAGES).size).toBe(SUPPORTED_LANGUAGES.length);
    expect(SUPPORTED_LANGUAGES.length).toBe(Object.keys(LANGUAGE_NAMES).length);
    for (const service of SERVICE_IDS) {
      for (const code of SERVICE_LANGUAGES[service])
        expect(isKnownLanguage(code), `${service}:${code}`).toBe(true);
    }
  });

  it("lets every plan translate each of its languages with at least one of its services", () => {
    for (const plan of Object.values(PLANS)) {
      for (const code of plan.languages) {
        expect(
          plan.services.some((service) => SERVICE_LANGUAGES[service].includes(code)),
          `${plan.id}:${code}`,
        ).toBe(true);
      }
    }
  });
});
