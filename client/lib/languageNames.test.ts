import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { jobRoute } from "./languageNames";

describe("jobRoute", () => {
  it("names a job's languages in the interface language, then its service", () => {
    const job = { source_language: "en", target_language: "pt-BR", service: "deepl" as const };
    expect(jobRoute(job, setupI18n({ locale: "en", messages: { en: {} } }))).toBe(
      "English → Brazilian Portuguese · DeepL",
    );
    expect(jobRoute(job, setupI18n({ locale: "fr", messages: { fr: {} } }))).toBe(
      "Anglais → Portugais brésilien · DeepL",
    );
  });

  it("names the device's own translator in words", () => {
    const job = { source_language: "en", target_language: "fr", service: "device" as const };
    expect(jobRoute(job, setupI18n({ locale: "en", messages: { en: {} } }))).toBe(
      "English → French · On this device",
    );
  });
});
