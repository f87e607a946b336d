import { describe, expect, it } from "vitest";
import { checkSelectedFile } from "./rules";
import { INITIAL_UPLOAD_STATE, isBusy, type UploadState, uploadReducer } from "./state";

describe("checkSelectedFile", () => {
  it("accepts the subtitle extensions in any case", () => {
    expect(checkSelectedFile({ name: "Film.FR.SRT", size: 10 })).toBeNull();
    expect(checkSelectedFile({ name: "a.sbv", size: 10 })).toBeNull();
  });

  it("refuses other extensions and files over 50 MB with the server's codes", () => {
    expect(checkSelectedFile({ name: "movie.mp4", size: 10 })).toBe("unsupported_format");
    expect(checkSelectedFile({ name: "a.srt", size: 50 * 1024 * 1024 })).toBeNull();
    expect(checkSelectedFile({ name: "a.srt", size: 50 * 1024 * 1024 + 1 })).toBe("file_too_large");
  });
});

describe("uploadReducer", () => {
  const run = (events: Parameters<typeof uploadReducer>[1][]): UploadState =>
    events.reduce(uploadReducer, INITIAL_UPLOAD_STATE);

  it("goes from checking to uploading with monotonic progress", () => {
    const state = run([
      { type: "check", filename: "a.srt" },
      { type: "send" },
      { type: "progress", fraction: 0.6 },
      { type: "progress", fraction: 0.4 },
    ]);
    expect(state).toEqual({ phase: "uploading", filename: "a.srt", progress: 0.6 });
    expect(isBusy(state)).toBe(true);
  });

  it("keeps the file name and the diagnostics of a refusal", () => {
    const diagnostic = { line: 5, severity: "error" as const, code: "srt.bad_timing", message: "bad" };
    const state = run([
      { type: "check", filename: "bad.srt" },
      { type: "fail", error: new Error("x"), diagnostics: [diagnostic], diagnosticCount: 300 },
    ]);
    expect(state).toMatchObject({
      phase: "failed",
      filename: "bad.srt",
      diagnostics: [diagnostic],
      diagnosticCount: 300,
    });
    expect(isBusy(state)).toBe(false);
  });

  it("ignores progress that arrives outside an upload", () => {
    expect(run([{ type: "progress", fraction: 0.5 }])).toEqual(INITIAL_UPLOAD_STATE);
  });
});
