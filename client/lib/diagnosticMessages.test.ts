import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { i18n } from "@lingui/core";
import { parseSubtitle } from "@shared/subtitles";
import { beforeAll, describe, expect, it } from "vitest";
import { diagnosticLocation, diagnosticText } from "./diagnosticMessages";

beforeAll(() => {
  i18n.loadAndActivate({ locale: "en", messages: {} });
});

describe("diagnostic messages", () => {
  it("locates a broken SRT timing by its line and explains it", () => {
    const text = "1\n00:00:01,000 --> 00:00:02,000\nHello\n\n2\n00:00:03,000 -> 00:00:04,000\nBroken\n";
    const { diagnostics } = parseSubtitle(text, { filename: "broken.srt" });
    const first = diagnostics.find((d) => d.severity === "error");
    expect(first).toBeDefined();
    if (!first) return;
    expect(diagnosticLocation(i18n, first)).toMatch(/^Line [56]/);
    expect(diagnosticText(i18n, first)).not.toBe("");
  });

  it("says 'Whole file' for diagnostics about the file as a whole", () => {
    const { diagnostics } = parseSubtitle("not a subtitle at all", { filename: "x.srt" });
    const noCues = diagnostics.find((d) => d.code === "no_cues");
    expect(noCues && diagnosticLocation(i18n, noCues)).toBe("Whole file");
    expect(noCues && diagnosticText(i18n, noCues)).toBe("No readable subtitle was found in the file.");
  });

  it("falls back to the engine's English message for a code it does not know", () => {
    const d = { line: 3, severity: "warning" as const, code: "new.code", message: "Something new" };
    expect(diagnosticText(i18n, d)).toBe("Something new");
    expect(diagnosticLocation(i18n, { ...d, column: 7 })).toBe("Line 3, column 7");
  });

  it("has a translated message for every diagnostic code the subtitle engine emits", () => {
    const engine = join(import.meta.dirname, "../../shared/subtitles");
    const sources = readdirSync(engine, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
      .map((file) => readFileSync(join(engine, file), "utf8"))
      .join("\n");
    const codes = new Set(
      [...sources.matchAll(/diag\(\s*"(?:error|warning|info)",\s*"([a-z_.]+)"/g)].map((m) => m[1]),
    );
    expect(codes.size).toBeGreaterThan(20);
    const untranslated = [...codes].filter(
      (code) =>
        diagnosticText(i18n, { line: 1, severity: "error", code: code ?? "", message: "ENGINE" }) ===
        "ENGINE",
    );
    expect(untranslated).toEqual([]);
  });
});
