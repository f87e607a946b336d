import type { z } from "zod";
import { UPLOAD_FIELD, UploadedFile } from "./api/files";
import { DetailedHealthResponse } from "./api/health";
import {
  type ExportRequest,
  ExportResponse,
  JobProgress,
  type StartTranslationBody,
  TranslationJob,
} from "./api/translate";
import { ApiError, ClientErrorCode, errorFromResponse } from "./apiError";

/**
 * A typed client of the public API for scripts and programs: the CLI's remote mode, and any caller with a key.
 * Every answer is checked against the schemas of shared/api/, every refusal becomes an ApiError with the server's
 * code (shared/apiError.ts, as in the web client). Fetch is given, not taken from the platform: shared/ knows no DOM
 * or Node API, and the caller decides the transport's timeouts and cancellation by wrapping it.
 */

/** What the client needs of `fetch`; the platform's fetch (Node 18+, browsers) is one. */
export type Fetch = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string | Uint8Array },
) => Promise<FetchResponse>;

export interface FetchResponse {
  ok: boolean;
  status: number;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
}

export interface ApiClientOptions {
  /** The API's root, e.g. `https://polysub.example/api/v1` (see apiRoot for an app URL). */
  baseUrl: string;
  /** Sent as `Authorization: Bearer …`: an API key (`psk_…`) or a session token. */
  token?: string;
  /** A visitor's X-Device-Id, for callers without a token. */
  deviceId?: string;
  fetch: Fetch;
}

/** The API root of an app served at `appUrl` (its address in a browser): the app's routes live under /api/v1. */
export function apiRoot(appUrl: string): string {
  return `${withoutTrailingSlash(appUrl)}/api/v1`;
}

function withoutTrailingSlash(url: string): string {
  let end = url.length;
  while (end > 0 && url[end - 1] === "/") end--;
  return url.slice(0, end);
}

export interface UploadInput {
  filename: string;
  bytes: Uint8Array;
}

export function createApiClient(options: ApiClientOptions) {
  const base = withoutTrailingSlash(options.baseUrl);
  const auth: Record<string, string> = {
    Accept: "application/json",
    ...(options.token && { Authorization: `Bearer ${options.token}` }),
    ...(options.deviceId && { "X-Device-Id": options.deviceId }),
  };

  async function call<T>(
    schema: z.ZodType<T>,
    method: string,
    path: string,
    body?: { json: unknown } | { raw: Uint8Array; type: string },
  ): Promise<T> {
    const headers = { ...auth };
    let payload: string | Uint8Array | undefined;
    if (body && "json" in body) {
      headers["Content-Type"] = "application/json";
      payload = JSON.stringify(body.json);
    } else if (body) {
      headers["Content-Type"] = body.type;
      payload = body.raw;
    }
    const response = await options.fetch(`${base}${path}`, {
      method,
      headers,
      ...(payload !== undefined && { body: payload }),
    });
    const text = await response.text();
    if (!response.ok) throw errorFromResponse(response.status, text, response.headers.get("Retry-After"));
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new ApiError(response.status, ClientErrorCode.invalidResponse, `${method} ${path}: not JSON`);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success)
      throw new ApiError(
        response.status,
        ClientErrorCode.invalidResponse,
        `${method} ${path}: ${parsed.error.message}`,
      );
    return parsed.data;
  }

  return {
    /** The server's state and which services it has configured (no credentials needed). */
    health: () => call(DetailedHealthResponse, "GET", "/health/detailed"),
    /** POST /files/upload: the file is read and checked by the server; 422 invalid_subtitle lists why not. */
    upload(file: UploadInput) {
      const form = multipart(UPLOAD_FIELD, file);
      return call(UploadedFile, "POST", "/files/upload", { raw: form.body, type: form.type });
    },
    start: (fileId: string, body: z.input<typeof StartTranslationBody>) =>
      call(TranslationJob, "POST", `/translate/start?file_id=${encodeURIComponent(fileId)}`, { json: body }),
    status: (jobId: string) => call(TranslationJob, "GET", `/translate/status/${encodeURIComponent(jobId)}`),
    progress: (jobId: string) => call(JobProgress, "GET", `/translate/progress/${encodeURIComponent(jobId)}`),
    cancel: (jobId: string) => call(TranslationJob, "DELETE", `/translate/job/${encodeURIComponent(jobId)}`),
    /** The finished translation as text in the chosen format; encode it with encodeSubtitle for its bytes. */
    export: (request: z.input<typeof ExportRequest>) =>
      call(ExportResponse, "POST", "/translate/export", { json: request }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** A multipart/form-data body of one file field, built by hand: FormData is a platform API shared/ does not have. */
function multipart(field: string, file: UploadInput): { body: Uint8Array; type: string } {
  const boundary = `----polysub${Math.random().toString(16).slice(2)}${Date.now().toString(16)}`;
  // As browsers send it (WHATWG): the name in UTF-8, with quotes and line breaks percent-escaped.
  const name = file.filename.replace(/["\r\n]/g, (c) => encodeURIComponent(c));
  const encoder = new TextEncoder();
  const head = encoder.encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\n` +
      "Content-Type: application/octet-stream\r\n\r\n",
  );
  const tail = encoder.encode(`\r\n--${boundary}--\r\n`);
  const body = new Uint8Array(head.length + file.bytes.length + tail.length);
  body.set(head, 0);
  body.set(file.bytes, head.length);
  body.set(tail, head.length + file.bytes.length);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}
