import { ApiError } from "@client/lib/api";
import { describeError } from "@client/lib/errorMessages";
import { setupI18n } from "@lingui/core";
import { parseSubtitle } from "@shared/subtitles";
import { describe, expect, it } from "vitest";
import { checkSelectedFile } from "./rules";
import { INITIAL_UPLOAD_STATE, isBusy, refusal, type UploadState, uploadReducer } from "./state";

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

const run = (events: Parameters<typeof uploadReducer>[1][]): UploadState =>
  events.reduce(uploadReducer, INITIAL_UPLOAD_STATE);

describe("uploadReducer", () => {
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

describe("refusal", () => {
  it("tells an empty file in one sentence, without a list of places", () => {
    const { diagnostics } = parseSubtitle(new Uint8Array(0), { filename: "empty.srt" });
    const worker = new ApiError(0, "invalid_subtitle", "");
    const event = refusal(worker, diagnostics, diagnostics.length);
    expect(event.diagnostics).toBeUndefined();
    const state = run([{ type: "check", filename: "empty.srt" }, event]);
    expect(state).toMatchObject({
      phase: "failed",
      filename: "empty.srt",
      diagnostics: [],
      diagnosticCount: 0,
    });

    const i18n = setupI18n({ locale: "en", messages: { en: {} } });
    expect(describeError(i18n, event.error, "upload").description).toBe(
      "This file is empty. Choose a subtitle file that has text in it.",
    );
  });

  it("keeps the diagnostics of any other unreadable file", () => {
    const { diagnostics } = parseSubtitle("hello\n", { filename: "words.srt" });
    const error = new ApiError(0, "invalid_subtitle", "");
    expect(refusal(error, diagnostics, 7)).toEqual({ type: "fail", error, diagnostics, diagnosticCount: 7 });
  });
});
