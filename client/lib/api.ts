import type { ZodType } from "zod";
import { getDeviceId } from "../db/deviceId";

export const API_BASE = "/api/v1";
export const API_TIMEOUT_MS = 30_000;
export const UPLOAD_TIMEOUT_MS = 120_000;

/** Codes the client itself produces when no answer from the server carries one. */
export const ClientErrorCode = {
  network: "network_error",
  timeout: "timeout",
  aborted: "aborted",
  invalidResponse: "invalid_response",
  http: "http_error",
} as const;

/** Every failed call ends as one of these: the server's `{ detail, code }`, or a client-side code above. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly detail: string;
  /** Extra fields of the error body (e.g. `diagnostics` for `invalid_subtitle`). */
  readonly body: Record<string, unknown>;

  constructor(status: number, code: string, detail: string, body: Record<string, unknown> = {}) {
    super(detail || code);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.detail = detail;
    this.body = body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The request never reached the server (no network): nothing happened there, so it is safe to send again later. */
export function isUnsent(error: unknown): boolean {
  return error instanceof ApiError && error.code === ClientErrorCode.network;
}

type Query = Record<string, string | number | boolean | undefined>;

export interface RequestOptions<T> {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  query?: Query;
  body?: unknown;
  schema?: ZodType<T>;
  timeoutMs?: number;
  signal?: AbortSignal;
}

export function apiUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ""}`;
}

/** Turns a non-2xx answer into an ApiError; a `message` field wins over `detail` (spec section 7). */
export function errorFromResponse(status: number, text: string): ApiError {
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === "object") body = parsed as Record<string, unknown>;
  } catch {
    // Not JSON (a proxy's HTML page, say): keep the status only.
  }
  const code = typeof body.code === "string" ? body.code : ClientErrorCode.http;
  const message = typeof body.message === "string" ? body.message : undefined;
  const detail = message ?? (typeof body.detail === "string" ? body.detail : `HTTP ${status}`);
  return new ApiError(status, code, detail, body);
}

function parseBody<T>(json: unknown, schema: ZodType<T> | undefined): T {
  if (!schema) return json as T;
  const result = schema.safeParse(json);
  if (!result.success) {
    throw new ApiError(0, ClientErrorCode.invalidResponse, result.error.message);
  }
  return result.data;
}

function linkedSignal(timeoutMs: number, signal: AbortSignal | undefined): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs);
  return signal ? AbortSignal.any([timeout, signal]) : timeout;
}

function failureFromThrown(error: unknown, timeoutMs: number, signal: AbortSignal | undefined): ApiError {
  if (error instanceof ApiError) return error;
  if (signal?.aborted) return new ApiError(0, ClientErrorCode.aborted, "Request cancelled");
  if (error instanceof DOMException && error.name === "TimeoutError") {
    return new ApiError(0, ClientErrorCode.timeout, `timeout of ${timeoutMs} ms exceeded`, { timeoutMs });
  }
  return new ApiError(0, ClientErrorCode.network, "Network Error");
}

/** The one way the client calls the server: JSON in and out, device id attached, timed out after 30 s. */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = "GET", query, body, schema, timeoutMs = API_TIMEOUT_MS, signal } = options;
  try {
    const headers: Record<string, string> = {
      "X-Device-Id": await getDeviceId(),
      Accept: "application/json",
    };
    if (body !== undefined) headers["Content-Type"] = "application/json";
    const response = await fetch(apiUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: linkedSignal(timeoutMs, signal),
    });
    const text = await response.text();
    if (!response.ok) throw errorFromResponse(response.status, text);
    return parseBody(text ? JSON.parse(text) : undefined, schema);
  } catch (error) {
    throw failureFromThrown(error, timeoutMs, signal);
  }
}

export interface UploadOptions<T> {
  schema?: ZodType<T>;
  /** Fraction of the bytes sent, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Multipart upload with real progress events, which fetch cannot report; 120 s timeout. */
export async function apiUpload<T = unknown>(
  path: string,
  form: FormData,
  options: UploadOptions<T> = {},
): Promise<T> {
  const deviceId = await getDeviceId();
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", apiUrl(path));
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader("X-Device-Id", deviceId);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(errorFromResponse(xhr.status, xhr.responseText));
        return;
      }
      try {
        resolve(parseBody(JSON.parse(xhr.responseText), options.schema));
      } catch (error) {
        reject(
          error instanceof ApiError
            ? error
            : new ApiError(xhr.status, ClientErrorCode.invalidResponse, String(error)),
        );
      }
    };
    xhr.onerror = () => reject(new ApiError(0, ClientErrorCode.network, "Network Error"));
    xhr.ontimeout = () =>
      reject(
        new ApiError(0, ClientErrorCode.timeout, `timeout of ${UPLOAD_TIMEOUT_MS} ms exceeded`, {
          timeoutMs: UPLOAD_TIMEOUT_MS,
        }),
      );
    xhr.onabort = () => reject(new ApiError(0, ClientErrorCode.aborted, "Request cancelled"));
    options.signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
