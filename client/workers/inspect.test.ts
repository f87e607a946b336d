import { MAX_SUMMARY_DIAGNOSTICS } from "@shared/fileSummary";
import { readFixture } from "@test/helpers/subtitles";
import { describe, expect, it } from "vitest";
import { inspectSubtitle } from "./inspect";

const encoder = new TextEncoder();

function srt(texts: string[]): string {
  return texts
    .map((text, i) => {
      const s = i * 3;
      const t = (sec: number) =>
        `00:${String(Math.floor(sec / 60)).padStart(2, "0")}:${String(sec % 60).padStart(2, "0")},000`;
      return `${i + 1}\n${t(s)} --> ${t(s + 2)}\n${text}\n`;
    })
    .join("\n");
}

describe("inspectSubtitle", () => {
  it("counts the events a player shows: an ASS karaoke script's Comment events are not subtitles", () => {
    const summary = inspectSubtitle(new Uint8Array(readFixture("karaoke.ass")), "opening.ass");
    expect(summary).toMatchObject({ format: "ass", subtitle_count: 4 });
  });

  it("reports format, count, duration and the language of the text", () => {
    const lines = [
      "Bonjour, je suis très content de vous voir ce soir.",
      "<i>Nous allons partir demain matin pour la montagne.</i>",
      "Est-ce que tu as pensé à prendre les clés de la maison ?",
      "Je crois qu'il va pleuvoir toute la journée.",
    ];
    const summary = inspectSubtitle(encoder.encode(srt(lines)), "film.srt");
    expect(summary).toMatchObject({
      format: "srt",
      subtitle_count: 4,
      duration: 11,
      detected_language: "fr",
    });
  });

  it("refuses nothing itself but reports no cue, with a whole-file diagnostic", () => {
    const summary = inspectSubtitle(encoder.encode("hello\nworld\n"), "notes.srt");
    expect(summary.subtitle_count).toBe(0);
    expect(summary.diagnostics.some((d) => d.code === "no_cues" && d.severity === "error")).toBe(true);
  });

  it("caps the diagnostics it returns but counts them all", () => {
    const broken = Array.from(
      { length: MAX_SUMMARY_DIAGNOSTICS + 50 },
      (_, i) => `${i + 1}\nnot a timing\ntext\n`,
    ).join("\n");
    const summary = inspectSubtitle(encoder.encode(`${srt(["ok"])}\n${broken}`), "many.srt");
    expect(summary.diagnostics.length).toBeLessThanOrEqual(MAX_SUMMARY_DIAGNOSTICS);
    expect(summary.diagnostic_count).toBeGreaterThanOrEqual(summary.diagnostics.length);
  });
});

describe("inspectSubtitle on a file whose every timing is broken", () => {
  it("reads it in the format of its extension, so the diagnostics name the broken lines", () => {
    const text =
      "1\n00:00:01,000 -> 00:00:03,500\nBroken arrow.\n\ntwo\n00:00:xx,000 --> 00:00:06,250\nLetters.\n";
    const summary = inspectSubtitle(encoder.encode(text), "broken.srt");
    expect(summary.subtitle_count).toBe(0);
    const lines = summary.diagnostics.filter((d) => d.line > 0).map((d) => d.line);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => line >= 2 && line <= 6)).toBe(true);
    expect(summary.diagnostics.some((d) => d.code === "no_cues")).toBe(true);
  });
});
