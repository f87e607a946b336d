import { describe, expect, it } from "vitest";
import { jobRoute } from "./languageNames";

describe("jobRoute", () => {
  it("names a job's languages in the interface language, then its service", () => {
    const job = { source_language: "en", target_language: "pt-BR", service: "deepl" as const };
    expect(jobRoute(job, "en")).toBe("English → Brazilian Portuguese · DeepL");
    expect(jobRoute(job, "fr")).toBe("Anglais → Portugais brésilien · DeepL");
  });
});
