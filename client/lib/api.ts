import { ApiError, ClientErrorCode, errorFromResponse } from "@shared/apiError";
import { ErrorCode } from "@shared/errors";
import type { ZodType } from "zod";
import { getDeviceId } from "../db/deviceId";

export const API_BASE = "/api/v1";
export const API_TIMEOUT_MS = 30_000;
export const UPLOAD_TIMEOUT_MS = 120_000;

export { ApiError, ClientErrorCode, errorFromResponse, isApiError } from "@shared/apiError";

/** The request never reached the server (no network): nothing happened there, so it is safe to send again later. */
export function isUnsent(error: unknown): boolean {
  return error instanceof ApiError && error.code === ClientErrorCode.network;
}

type Query = Record<string, string | number | boolean | undefined>;

export interface RequestOptions<T> {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  query?: Query;
  /** Sent as JSON, or as multipart when it is a FormData. */
  body?: unknown;
  schema?: ZodType<T>;
  timeoutMs?: number;
  signal?: AbortSignal;
  /**
   * Whose token goes in `Authorization`. Left out: the signed-in session's, refreshed once on a 401. A string: that
   * token, never refreshed (logout sends the token it is ending). null: none (sign-in calls).
   */
  bearer?: string | null;
}

/**
 * What the API client needs from the signed-in state (client/features/auth owns it): the token to send, where a
 * refreshed token goes, and how to end a session the server no longer accepts.
 */
export interface SessionBridge {
  token(): string | null;
  replaceToken(token: string): void;
  end(): void;
}

export interface ApiClientConfig {
  /** "/api/v1" in the app; an absolute URL in tests. */
  baseUrl: string;
  deviceId: () => Promise<string>;
  session: () => SessionBridge | undefined;
}

function buildUrl(baseUrl: string, path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `${baseUrl}${path}${search ? `?${search}` : ""}`;
}

export function apiUrl(path: string, query?: Query): string {
  return buildUrl(API_BASE, path, query);
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

/** A 401 that a fresh token may cure; a missing second factor is the caller's to answer, not a dead token. */
function isExpiredSession(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && error.code !== ErrorCode.twoFactorRequired;
}

/** The server refused the refresh itself (as opposed to not answering): the session is over. */
function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

export interface Download {
  blob: Blob;
  /** From Content-Disposition, when the server names the file. */
  filename: string | undefined;
}

function filenameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1];
}

/** The client behind apiRequest, apiDownload and apiUpload; tests build one against a local server. */
export function createApiClient(config: ApiClientConfig) {
  let refreshing: { from: string; result: Promise<string | null> } | undefined;

  async function send(
    path: string,
    options: RequestOptions<unknown>,
    bearer: string | null,
  ): Promise<Response> {
    const { method = "GET", query, body, timeoutMs = API_TIMEOUT_MS, signal } = options;
    try {
      const headers: Record<string, string> = {
        "X-Device-Id": await config.deviceId(),
        Accept: "application/json",
      };
      if (bearer) headers.Authorization = `Bearer ${bearer}`;
      const multipart = body instanceof FormData;
      if (body !== undefined && !multipart) headers["Content-Type"] = "application/json";
      const response = await fetch(buildUrl(config.baseUrl, path, query), {
        method,
        headers,
        body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
        signal: linkedSignal(timeoutMs, signal),
      });
      if (!response.ok) {
        throw errorFromResponse(response.status, await response.text(), response.headers.get("Retry-After"));
      }
      return response;
    } catch (error) {
      throw failureFromThrown(error, timeoutMs, signal);
    }
  }

  /** Exchanges a refused token for a new one: null when the server says no (the session then ends) or is unreachable. */
  async function exchange(session: SessionBridge, token: string): Promise<string | null> {
    try {
      const response = await send("/auth/refresh", { method: "POST" }, token);
      // Loaded when a session first needs it: the entry, which holds this client, stays without zod (issue 29).
      const { TokenResponse } = await import("@shared/api/auth");
      const { access_token } = parseBody(await response.json(), TokenResponse);
      if (session.token() === token) session.replaceToken(access_token);
      return access_token;
    } catch (error) {
      // A newer sign-in meanwhile keeps its own session; only the refused one ends.
      if (isRefusal(error) && session.token() === token) session.end();
      return null;
    }
  }

  /** One refresh per refused token however many calls failed with it; a call that lost the race reuses the winner's. */
  function refreshed(session: SessionBridge, failed: string): Promise<string | null> {
    const current = session.token();
    if (current !== failed) return Promise.resolve(current);
    if (refreshing?.from !== failed) refreshing = { from: failed, result: exchange(session, failed) };
    return refreshing.result;
  }

  /** Sends with the session's token; on a 401 refreshes once and sends again, else the first failure stands. */
  async function withSession<T>(
    bearer: string | null | undefined,
    attempt: (token: string | null) => Promise<T>,
  ) {
    if (bearer !== undefined) return attempt(bearer);
    const session = config.session();
    const token = session?.token() ?? null;
    try {
      return await attempt(token);
    } catch (error) {
      if (!session || !token || !isExpiredSession(error)) throw error;
      const fresh = await refreshed(session, token);
      if (!fresh) throw error;
      return attempt(fresh);
    }
  }

  /** JSON in and out, device id and token attached, timed out after 30 s. */
  async function request<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
    return withSession(options.bearer, async (token) => {
      const response = await send(path, options as RequestOptions<unknown>, token);
      const text = await response.text();
      try {
        return parseBody(text ? JSON.parse(text) : undefined, options.schema);
      } catch (error) {
        throw error instanceof ApiError
          ? error
          : new ApiError(response.status, ClientErrorCode.invalidResponse, String(error));
      }
    });
  }

  /** A file the server sends (a zip, say), with the name it gives it. */
  async function download(
    path: string,
    options: Omit<RequestOptions<never>, "schema"> = {},
  ): Promise<Download> {
    return withSession(options.bearer, async (token) => {
      const response = await send(path, options, token);
      return {
        blob: await response.blob(),
        filename: filenameOf(response.headers.get("Content-Disposition")),
      };
    });
  }

  return { request, download, withSession, deviceId: config.deviceId };
}

let connectedSession: SessionBridge | undefined;

/** Called once by the auth feature at start: from then on every call carries the signed-in token. */
export function connectSession(session: SessionBridge): void {
  connectedSession = session;
}

const appClient = createApiClient({
  baseUrl: API_BASE,
  deviceId: getDeviceId,
  session: () => connectedSession,
});

/** The one way the client calls the server. */
export const apiRequest = appClient.request;
export const apiDownload = appClient.download;

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
  return appClient.withSession(undefined, (token) => xhrUpload(path, form, deviceId, token, options));
}

function xhrUpload<T>(
  path: string,
  form: FormData,
  deviceId: string,
  token: string | null,
  options: UploadOptions<T>,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", apiUrl(path));
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader("X-Device-Id", deviceId);
    xhr.setRequestHeader("Accept", "application/json");
    if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(errorFromResponse(xhr.status, xhr.responseText, xhr.getResponseHeader("Retry-After")));
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
