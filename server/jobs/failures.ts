import type { JobNotice } from "@shared/api/translate";
import { ErrorCode } from "@shared/errors";
import { nextUtcMidnight } from "@shared/quota";
import type { ServiceId } from "../providers/types";
import type { ServiceFailure } from "./dispatch";

/**
 * What a job does once every service of its chain has failed: fail with a code a person can act on, or wait (and
 * resume by itself through the queue) when waiting can help: a provider that does not answer is tried again a few
 * times, a provider whose quota is used up is tried again after its reset (midnight UTC).
 */

export interface JobFailure {
  code: ErrorCode;
  /** English summary for the API's error_message. */
  message: string;
  /** The provider's own words, untranslated. */
  detail: string | null;
  /** The service that failed, when one did. */
  service?: ServiceId;
}

export type NextStep =
  | { kind: "fail"; failure: JobFailure }
  | { kind: "wait"; notice: JobNotice; resumeAt: number; detail: string | null };

export interface RetryPolicy {
  /** Runs in all, the first included. */
  attempts: number;
  /** Pause before the second run, doubled for each run after it. */
  delayMs: number;
}

// Words of the providers' refusals of a language pair: MyMemory's "INVALID TARGET LANGUAGE", "PLEASE SELECT TWO
// DISTINCT LANGUAGES", DeepL's "Value for 'target_lang' not supported".
const LANGUAGE_REFUSAL = /language|langpair|_lang\b/i;
const CONTENT_REFUSAL = /refus|content[_ ]filter/i;

/** The code a provider's failure is shown with. */
export function failureCode(failure: Pick<ServiceFailure, "kind" | "message">): ErrorCode {
  switch (failure.kind) {
    case "network":
    case "timeout":
      return ErrorCode.serviceUnreachable;
    case "unavailable":
      return ErrorCode.serviceUnavailable;
    case "rate_limited":
      return ErrorCode.rateLimited;
    case "quota_exceeded":
      return ErrorCode.providerQuotaExceeded;
    case "auth":
      return ErrorCode.providerKeyRefused;
    case "bad_request":
      return LANGUAGE_REFUSAL.test(failure.message)
        ? ErrorCode.unsupportedLanguage
        : ErrorCode.contentRefused;
    default:
      // bad_response: it answered, but not with a translation.
      return CONTENT_REFUSAL.test(failure.message) ? ErrorCode.contentRefused : ErrorCode.serviceUnavailable;
  }
}

/** Failures another run cannot fix: the configuration or the input is at fault. */
const FINAL_KINDS: ReadonlySet<string> = new Set(["auth", "bad_request"]);

/** Every service of the chain has its quota used up: wait for the first reset. */
export function quotaWait(service: ServiceId, now: number, detail: string | null): NextStep {
  const resumeAt = nextUtcMidnight(now);
  return {
    kind: "wait",
    resumeAt,
    detail,
    notice: {
      code: ErrorCode.providerQuotaExceeded,
      service,
      attempt: null,
      max_attempts: null,
      resumes_at: new Date(resumeAt).toISOString(),
    },
  };
}

export function afterChainFailed(args: {
  failures: readonly ServiceFailure[];
  /** The job's whole chain, services whose quota is used up included. */
  chain: readonly ServiceId[];
  exhausted: (service: ServiceId) => boolean;
  /** The notice the job carried into this run: its attempt number continues from there. */
  previous: JobNotice | null;
  message: string;
  now: number;
  retry: RetryPolicy;
}): NextStep {
  const last = args.failures[args.failures.length - 1];
  if (!last) {
    return { kind: "fail", failure: { code: ErrorCode.internalError, message: args.message, detail: null } };
  }
  const failure: JobFailure = {
    code: failureCode(last),
    message: args.message,
    detail: last.message,
    service: last.service,
  };
  if (FINAL_KINDS.has(last.kind)) return { kind: "fail", failure };
  if (args.chain.every(args.exhausted)) {
    const quota = [...args.failures].reverse().find((f) => f.kind === "quota_exceeded");
    return quotaWait(quota?.service ?? last.service, args.now, quota?.message ?? null);
  }
  const attempt = (args.previous?.attempt ?? 1) + 1;
  if (attempt > args.retry.attempts) return { kind: "fail", failure };
  const resumeAt = args.now + args.retry.delayMs * 2 ** (attempt - 2);
  return {
    kind: "wait",
    resumeAt,
    detail: last.message,
    notice: {
      code: failure.code,
      service: last.service,
      attempt,
      max_attempts: args.retry.attempts,
      resumes_at: new Date(resumeAt).toISOString(),
    },
  };
}
