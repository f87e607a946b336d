import { parseRetryAfter, timeoutSignal } from "./retry";
import { ProviderError, type ProviderErrorKind, type ServiceId } from "./types";

export interface HttpResult {
  status: number;
  headers: Headers;
  body: string;
}

/**
 * One HTTP exchange with the whole body read under the timeout (a server that sends headers and then stalls
 * times out too). Transport failures become ProviderErrors; the caller's abort propagates as is.
 */
export async function httpRequest(
  service: ServiceId,
  url: string,
  init: RequestInit,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<HttpResult> {
  const timer = timeoutSignal(timeoutMs, signal);
  try {
    const response = await fetch(url, { ...init, signal: timer.signal });
    const body = await response.text();
    return { status: response.status, headers: response.headers, body };
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    if (timer.timedOut()) {
      throw new ProviderError(service, "timeout", `${service} did not answer within ${timeoutMs} ms`, {
        cause: error,
      });
    }
    throw new ProviderError(service, "network", `${service} unreachable: ${describeCause(error)}`, {
      cause: error,
    });
  }
}

/** The kind a bare HTTP status means, before any provider-specific reading of the body. */
export function kindForStatus(status: number): ProviderErrorKind {
  if (status === 429) return "rate_limited";
  if (status === 401 || status === 403) return "auth";
  if (status === 408) return "timeout";
  if (status >= 500) return "unavailable";
  return "bad_request";
}

export function errorForStatus(
  service: ServiceId,
  result: HttpResult,
  kind: ProviderErrorKind,
  detail: string,
): ProviderError {
  const retryAfterMs = parseRetryAfter(result.headers.get("retry-after"));
  return new ProviderError(service, kind, `${service} answered ${result.status}: ${detail}`, {
    status: result.status,
    ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
  });
}

/** JSON body or undefined (HTML error pages from proxies, empty bodies). */
export function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/** A short, single-line excerpt of an unexpected body for error messages and logs. */
export function excerpt(body: string, max = 200): string {
  const flat = body.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat || "(empty body)";
}

function describeCause(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
    return `${error.message}${cause}`;
  }
  return String(error);
}
