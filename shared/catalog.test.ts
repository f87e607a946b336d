import { describe, expect, it } from "vitest";
import {
  ACTIVE_JOB_STATUSES,
  EXPORT_FORMATS,
  FALLBACK_ORDER,
  FORMATS,
  FREE_SERVICES,
  isExportFormat,
  isTerminalStatus,
  READABLE_FORMATS,
  SERVICE_IDS,
  UPLOAD_EXTENSIONS,
  WRITABLE_FORMATS,
} from "./catalog";
import { extensionFormat, parseSubtitle, serializeSubtitle } from "./subtitles";

describe("the format catalog", () => {
  it("accepts on upload the spec's extensions, each once, in the catalog's order", () => {
    expect(UPLOAD_EXTENSIONS).toEqual([".srt", ".vtt", ".ass", ".ssa", ".sub", ".sbv"]);
  });

  it("offers for export every written format but SubViewer, which is exported as MicroDVD's .sub", () => {
    expect(EXPORT_FORMATS).toEqual(["srt", "vtt", "ass", "ssa", "sub", "sbv", "txt"]);
    expect(isExportFormat("subviewer")).toBe(false);
    expect(isExportFormat("txt")).toBe(true);
  });

  it("has a parser for every readable format and a serializer for every writable one", () => {
    const srt = "1\n00:00:01,000 --> 00:00:02,000\nHello\n";
    for (const format of READABLE_FORMATS) {
      const written = serializeSubtitle(parseSubtitle(srt, { format: "srt" }), format);
      const read = parseSubtitle(written, { format });
      expect(
        read.cues.map((cue) => cue.text),
        format,
      ).toEqual(["Hello"]);
    }
    expect(WRITABLE_FORMATS).toEqual([...READABLE_FORMATS, "txt"]);
  });

  it("reads a file by the extension the catalog gives its format", () => {
    for (const format of EXPORT_FORMATS.filter((id) => FORMATS[id].readable)) {
      expect(extensionFormat(`film${FORMATS[format].extension}`)).toBe(format);
    }
  });
});

describe("the service catalog", () => {
  it("falls back from the best quality to the keyless free service", () => {
    expect(FALLBACK_ORDER).toEqual(["openai", "deepl", "mymemory"]);
    expect([...FALLBACK_ORDER].sort()).toEqual([...SERVICE_IDS].sort());
    expect(FREE_SERVICES).toEqual(["mymemory"]);
  });
});

describe("the job status catalog", () => {
  it("tells running statuses from final ones, and an unknown status is not final", () => {
    expect(ACTIVE_JOB_STATUSES).toEqual(["pending", "in_progress"]);
    for (const status of ["completed", "failed", "cancelled"]) expect(isTerminalStatus(status)).toBe(true);
    expect(isTerminalStatus("in_progress")).toBe(false);
    expect(isTerminalStatus("archived")).toBe(false);
    expect(isTerminalStatus("toString")).toBe(false);
  });
});
