import { randomUUID } from "node:crypto";
import type { TestServer } from "./server";

/** A caller of the API: every call carries its X-Device-Id, as the client does, and a bearer token when signed in. */
export interface ApiClient {
  deviceId: string;
  token?: string;
  get(path: string): Promise<Response>;
  post(path: string, body?: unknown): Promise<Response>;
  put(path: string, body?: unknown): Promise<Response>;
  patch(path: string, body?: unknown): Promise<Response>;
  /** DELETE, with a JSON body when one is given (DELETE /auth/account takes the password). */
  delete(path: string, body?: unknown): Promise<Response>;
  upload(filename: string, content: string | Uint8Array): Promise<Response>;
  /** POST /files/upload with a form built by the test (several files, other fields…). */
  uploadForm(form: FormData): Promise<Response>;
}

export function apiClient(
  server: Pick<TestServer, "url">,
  deviceId: string = randomUUID(),
  token?: string,
): ApiClient {
  const headers = { "X-Device-Id": deviceId, ...(token && { Authorization: `Bearer ${token}` }) };
  return { deviceId, token, ...requests(server, headers) };
}

/** A signed-in caller that sends its token alone, no X-Device-Id: a script, the CLI, an API user. */
export function tokenClient(server: Pick<TestServer, "url">, token: string): Omit<ApiClient, "deviceId"> {
  return { token, ...requests(server, { Authorization: `Bearer ${token}` }) };
}

function requests(
  server: Pick<TestServer, "url">,
  headers: Record<string, string>,
): Omit<ApiClient, "deviceId" | "token"> {
  const uploadForm = (form: FormData) =>
    fetch(`${server.url}/files/upload`, { method: "POST", headers, body: form });
  const send = (method: string) => (path: string, body?: unknown) =>
    fetch(server.url + path, {
      method,
      headers: body === undefined ? headers : { ...headers, "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return {
    get: (path) => fetch(server.url + path, { headers }),
    post: send("POST"),
    put: send("PUT"),
    patch: send("PATCH"),
    delete: send("DELETE"),
    upload: (filename, content) => {
      const form = new FormData();
      form.append("file", new Blob([content]), filename);
      return uploadForm(form);
    },
    uploadForm,
  };
}

export interface UploadedFixture {
  file_id: string;
  [field: string]: unknown;
}

/** Uploads a file and fails loudly unless the server accepted it. */
export async function uploadFixture(
  server: Pick<TestServer, "url">,
  filename: string,
  content: string | Uint8Array,
  client: Pick<ApiClient, "upload"> = apiClient(server),
): Promise<UploadedFixture> {
  const response = await client.upload(filename, content);
  const body = (await response.json()) as UploadedFixture;
  if (response.status !== 201)
    throw new Error(`Upload of ${filename} failed: ${response.status} ${JSON.stringify(body)}`);
  return body;
}
