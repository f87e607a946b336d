/**
 * How every caller of the API (the web client, the CLI, programs using shared/apiClient.ts) sees a failed call: the
 * server's `{ detail, code }` with the HTTP status, or a code of the caller's own when no answer carries one. Free of
 * zod, so that the web client's first load can hold it.
 */

/** Codes a caller produces itself when no answer from the server carries one. */
export const ClientErrorCode = {
  network: "network_error",
  timeout: "timeout",
  aborted: "aborted",
  invalidResponse: "invalid_response",
  http: "http_error",
} as const;

/** Every failed call ends as one of these: the server's `{ detail, code }`, or a client-side code above. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string,
    /** Extra fields of the error body: the parser's `diagnostics` of an `invalid_subtitle`, `issues`… */
    readonly body: Record<string, unknown> = {},
  ) {
    super(detail || code);
    this.name = "ApiError";
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Turns a non-2xx answer into an ApiError; a `message` field wins over `detail` (spec section 7). */
export function errorFromResponse(status: number, text: string, retryAfter?: string | null): ApiError {
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === "object") body = parsed as Record<string, unknown>;
  } catch {
    // Not JSON (a proxy's HTML page, say): keep the status only.
  }
  const seconds = Number(retryAfter);
  if (retryAfter && Number.isFinite(seconds)) body = { ...body, retryAfterSeconds: seconds };
  const code = typeof body.code === "string" ? body.code : ClientErrorCode.http;
  const message = typeof body.message === "string" ? body.message : undefined;
  const detail = message ?? (typeof body.detail === "string" ? body.detail : `HTTP ${status}`);
  return new ApiError(status, code, detail, body);
}
