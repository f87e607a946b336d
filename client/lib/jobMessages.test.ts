import { i18n } from "@lingui/core";
import { ErrorCode } from "@shared/errors";
import { beforeAll, describe, expect, it } from "vitest";
import { messages as french } from "../locales/fr/messages.po";
import { describeJobFailure, describeNotice, describeShortQuota, FAILURE_MESSAGES } from "./jobMessages";

beforeAll(() => {
  i18n.load({ en: {}, fr: french });
  i18n.activate("en");
});

describe("job messages", () => {
  it("explains every code a job can fail with, naming the service", () => {
    const jobCodes = [
      ErrorCode.serviceUnreachable,
      ErrorCode.serviceUnavailable,
      ErrorCode.rateLimited,
      ErrorCode.providerQuotaExceeded,
      ErrorCode.providerKeyRefused,
      ErrorCode.unsupportedLanguage,
      ErrorCode.contentRefused,
    ];
    expect(jobCodes.filter((code) => !(code in FAILURE_MESSAGES))).toEqual([]);
    expect(describeJobFailure(i18n, "service_unreachable", "MyMemory")).toEqual({
      title: "MyMemory could not be reached",
      action:
        "The service did not answer, even after several tries. Check that the server is online, then retry or choose another service.",
    });
    expect(describeJobFailure(i18n, "provider_key_refused", "DeepL").title).toBe(
      "DeepL refused the server's key",
    );
  });

  it("falls back to a general message for internal errors and codes it does not know", () => {
    for (const code of ["internal_error", "some_future_code", null]) {
      expect(describeJobFailure(i18n, code, "MyMemory").title).toBe("Translation failed");
    }
  });

  it("shows a provider being retried with the attempt to come", () => {
    const text = describeNotice(
      i18n,
      {
        code: "service_unreachable",
        service: "mymemory",
        attempt: 2,
        max_attempts: 5,
        resumes_at: "2026-11-25T22:00:10.000Z",
      },
      "MyMemory",
      "UTC",
    );
    expect(text).toEqual({
      title: "MyMemory unreachable, retrying 2/5…",
      action: "Next try at 11/25/2026, 22:00:10. What is already translated is kept.",
    });
  });

  it("says when a job waiting for a quota resumes, and how to avoid waiting, in French too", () => {
    const notice = {
      code: "provider_quota_exceeded",
      service: "mymemory" as const,
      attempt: null,
      max_attempts: null,
      resumes_at: "2026-11-26T00:00:00.000Z",
    };
    const english = describeNotice(i18n, notice, "MyMemory", "UTC");
    expect(english.title).toBe("MyMemory's free daily quota is used up");
    expect(english.action).toContain("resumes by itself at 11/26/2026, 00:00:00 (midnight UTC)");
    expect(english.action).toContain("MYMEMORY_EMAIL");
    i18n.activate("fr");
    try {
      const text = describeNotice(i18n, notice, "MyMemory", "UTC");
      expect(text.title).not.toBe(english.title);
      expect(text.action).toContain("26/11/2026 00:00:00");
    } finally {
      i18n.activate("en");
    }
  });

  it("warns before start when today's quota will not cover the file", () => {
    expect(
      describeShortQuota(
        i18n,
        {
          service: "MyMemory",
          remaining: "1,200",
          characters: "31,000",
          resetsAt: "2026-11-26T00:00:00.000Z",
        },
        "UTC",
      ),
    ).toBe(
      "MyMemory has 1,200 characters left today, and this file needs about 31,000. The translation will pause when they run out and resume by itself at 11/26/2026, 00:00:00, unless another configured service takes over.",
    );
  });
});
