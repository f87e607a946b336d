import { i18n } from "@lingui/core";
import { ERROR_CODES } from "@shared/errors";
import { beforeAll, describe, expect, it } from "vitest";
import { ApiError, ClientErrorCode, errorFromResponse } from "./api";
import { CODE_MESSAGES, describeError, isRefusedLink } from "./errorMessages";

beforeAll(() => {
  i18n.loadAndActivate({ locale: "en", messages: {} });
});

describe("describeError", () => {
  it("has a message for every code the server can answer with", () => {
    const missing = ERROR_CODES.filter((code) => !(code in CODE_MESSAGES));
    expect(missing).toEqual([]);
  });

  it("has a message for every code the client produces itself", () => {
    const missing = Object.values(ClientErrorCode).filter(
      (code) => code !== "http_error" && !(code in CODE_MESSAGES),
    );
    expect(missing).toEqual([]);
  });

  it("names a too-large file with the spec's title and the limit", () => {
    const text = describeError(i18n, new ApiError(413, "file_too_large", "too big"), "upload", {
      maxSize: "50 MB",
    });
    expect(text).toEqual({ title: "File too large", description: "File size must be less than 50 MB" });
  });

  it("lists the accepted formats for an unsupported file", () => {
    const text = describeError(i18n, new ApiError(415, "unsupported_format", ""), "upload", {
      formats: ".srt, .vtt",
    });
    expect(text).toEqual({ title: "Unsupported file format", description: "Supported formats: .srt, .vtt" });
  });

  it("titles a failure by the operation when the code has no title of its own", () => {
    const error = new ApiError(500, "internal_error", "boom");
    expect(describeError(i18n, error, "export").title).toBe("Export failed");
    expect(describeError(i18n, error, "start").title).toBe("Translation failed to start");
    expect(describeError(i18n, error, "cancel").title).toBe("Failed to cancel translation");
    expect(describeError(i18n, error, "status").title).toBe("Failed to get translation status");
  });

  it("shows the server's detail for a code it does not know", () => {
    const text = describeError(
      i18n,
      new ApiError(429, "quota_exhausted_somehow", "Five files a day"),
      "start",
    );
    expect(text).toEqual({ title: "Translation failed to start", description: "Five files a day" });
  });

  it("keeps the server's detail naming the characters an encoding cannot hold", () => {
    const error = new ApiError(422, "unencodable_characters", "“é” in cue 3");
    expect(describeError(i18n, error, "export").description).toContain("“é” in cue 3");
  });

  it("says Network Error when the server cannot be reached", () => {
    expect(describeError(i18n, new ApiError(0, "network_error", "Network Error"), "upload").title).toBe(
      "Network Error",
    );
  });

  it("quotes the timeout in seconds", () => {
    const error = new ApiError(0, "timeout", "", { timeoutMs: 120_000 });
    expect(describeError(i18n, error, "upload").description).toBe("The server did not answer within 120 s.");
  });
});

describe("errorFromResponse", () => {
  it("reads code and detail from the JSON body, message winning over detail", () => {
    const error = errorFromResponse(
      422,
      JSON.stringify({ code: "invalid_subtitle", detail: "no cue", diagnostics: [] }),
    );
    expect([error.status, error.code, error.detail]).toEqual([422, "invalid_subtitle", "no cue"]);
    expect(error.body.diagnostics).toEqual([]);
    expect(errorFromResponse(400, JSON.stringify({ code: "x", detail: "d", message: "m" })).detail).toBe("m");
  });

  it("falls back to the status when the body is not JSON", () => {
    const error = errorFromResponse(502, "<html>Bad gateway</html>");
    expect([error.code, error.detail]).toEqual(["http_error", "HTTP 502"]);
  });
});

describe("isRefusedLink", () => {
  it("treats a generic 4xx on an emailed link as a wrong or spent link, not an account reason or an outage", () => {
    expect(isRefusedLink(new ApiError(404, "not_found", "Not found"))).toBe(true);
    expect(isRefusedLink(new ApiError(400, "validation_error", "bad token"))).toBe(true);
    expect(isRefusedLink(new ApiError(400, "token_expired", "expired"))).toBe(false);
    expect(isRefusedLink(new ApiError(429, "rate_limited", "slow down"))).toBe(false);
    expect(isRefusedLink(new ApiError(503, "service_unavailable", "down"))).toBe(false);
    expect(isRefusedLink(new ApiError(0, "network_error", "Network Error"))).toBe(false);
  });
});
