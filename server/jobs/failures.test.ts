import { describe, expect, it } from "vitest";
import type { ServiceId } from "../providers/types";
import type { ServiceFailure } from "./dispatch";
import { afterChainFailed, failureCode } from "./failures";

const NOW = Date.parse("2026-11-25T10:00:00.000Z");
const RETRY = { attempts: 5, delayMs: 1_000 };

function decide(
  failures: ServiceFailure[],
  exhausted: ServiceId[] = [],
  previousAttempt: number | null = null,
) {
  return afterChainFailed({
    failures,
    chain: ["deepl", "mymemory"],
    exhausted: (service) => exhausted.includes(service),
    previous:
      previousAttempt === null
        ? null
        : {
            code: "service_unreachable",
            service: "mymemory",
            attempt: previousAttempt,
            max_attempts: 5,
            resumes_at: "",
          },
    message: "summary",
    now: NOW,
    retry: RETRY,
  });
}

describe("failureCode", () => {
  it("names each way a provider fails with the code the client explains", () => {
    const code = (kind: ServiceFailure["kind"], message = "") => failureCode({ kind, message });
    expect(code("network", "mymemory unreachable: fetch failed: getaddrinfo ENOTFOUND")).toBe(
      "service_unreachable",
    );
    expect(code("timeout")).toBe("service_unreachable");
    expect(code("unavailable")).toBe("service_unavailable");
    expect(code("rate_limited")).toBe("rate_limited");
    expect(code("quota_exceeded", "MYMEMORY WARNING: YOU USED ALL AVAILABLE FREE TRANSLATIONS")).toBe(
      "provider_quota_exceeded",
    );
    expect(code("auth", "deepl answered 403: (empty body)")).toBe("provider_key_refused");
    expect(code("bad_request", "mymemory answered 200: 'XX' IS AN INVALID TARGET LANGUAGE")).toBe(
      "unsupported_language",
    );
    expect(code("bad_request", "deepl answered 400: Value for 'target_lang' not supported.")).toBe(
      "unsupported_language",
    );
    expect(code("bad_request", "QUERY LENGTH LIMIT EXCEEDED")).toBe("content_refused");
    expect(code("bad_response", "openai reply unusable: refused: I can't help with that")).toBe(
      "content_refused",
    );
    expect(code("bad_response", "expected 4 translations, got 3 translations")).toBe("service_unavailable");
  });
});

describe("afterChainFailed", () => {
  const unreachable: ServiceFailure = {
    service: "mymemory",
    kind: "network",
    message: "mymemory unreachable",
  };

  it("runs a job whose services do not answer again, with the attempt to come and a doubling pause", () => {
    expect(decide([unreachable])).toEqual({
      kind: "wait",
      resumeAt: NOW + 1_000,
      detail: "mymemory unreachable",
      notice: {
        code: "service_unreachable",
        service: "mymemory",
        attempt: 2,
        max_attempts: 5,
        resumes_at: new Date(NOW + 1_000).toISOString(),
      },
    });
    const third = decide([unreachable], [], 2);
    expect(third).toMatchObject({ kind: "wait", resumeAt: NOW + 2_000, notice: { attempt: 3 } });
  });

  it("fails with the code once the last attempt has failed", () => {
    expect(decide([unreachable], [], 5)).toEqual({
      kind: "fail",
      failure: {
        code: "service_unreachable",
        message: "summary",
        detail: "mymemory unreachable",
        service: "mymemory",
      },
    });
  });

  it("fails at once on what another run cannot fix", () => {
    const refused: ServiceFailure = { service: "deepl", kind: "auth", message: "deepl answered 403" };
    expect(decide([refused])).toMatchObject({ kind: "fail", failure: { code: "provider_key_refused" } });
  });

  it("waits for midnight UTC once every service of the chain has its quota used up", () => {
    const quota: ServiceFailure[] = [
      { service: "deepl", kind: "quota_exceeded", message: "deepl answered 456: Quota Exceeded" },
      { service: "mymemory", kind: "quota_exceeded", message: "MYMEMORY WARNING" },
    ];
    expect(decide(quota, ["deepl", "mymemory"])).toEqual({
      kind: "wait",
      resumeAt: Date.parse("2026-11-26T00:00:00.000Z"),
      detail: "MYMEMORY WARNING",
      notice: {
        code: "provider_quota_exceeded",
        service: "mymemory",
        attempt: null,
        max_attempts: null,
        resumes_at: "2026-11-26T00:00:00.000Z",
      },
    });
    // One service left with quota, even if it did not answer: it is retried, not waited for until midnight.
    expect(decide([quota[0] as ServiceFailure, unreachable], ["deepl"])).toMatchObject({
      kind: "wait",
      notice: { code: "service_unreachable", attempt: 2 },
    });
  });
});
