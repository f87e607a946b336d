import { randomUUID } from "node:crypto";
import { ErrorBody } from "@shared/api/common";
import { FileContentResponse, UploadedFile } from "@shared/api/files";
import { type ApiClient, apiClient, uploadFixture } from "@test/helpers/api";
import { startTestServer, type TestServer } from "@test/helpers/server";
import { buildSrt, numberedCues } from "@test/helpers/subtitles";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const FRENCH = buildSrt([
  { start: 1000, end: 3500, text: "Bonjour, je m'appelle Amélie." },
  { start: 4000, end: 6000, text: "<i>Je ne sais pas où elle est partie.</i>" },
  { start: 6500, end: 9250, text: "Nous devons la retrouver avant ce soir." },
]);

let server: TestServer;
let visitor: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  visitor = apiClient(server);
});
afterAll(() => server.close());

async function errorOf(response: Response): Promise<ErrorBody> {
  return ErrorBody.parse(await response.json());
}

describe("POST /files/upload", () => {
  it("stores an SRT and describes it", async () => {
    const response = await visitor.upload("Amélie.srt", FRENCH);
    expect(response.status).toBe(201);
    const file = UploadedFile.parse(await response.json());
    expect(file).toMatchObject({
      filename: "Amélie.srt",
      format: "srt",
      encoding: "utf-8",
      size: Buffer.byteLength(FRENCH),
      subtitle_count: 3,
      duration: 9.25,
      detected_language: "fr",
      diagnostics: [],
    });
    const retentionDays = (Date.parse(file.expires_at) - Date.parse(file.created_at)) / 86_400_000;
    expect(retentionDays).toBe(30);
  });

  it("leaves the language empty when the text is too short to tell", async () => {
    const file = await uploadFixture(server, "short.srt", buildSrt([{ start: 0, end: 1000, text: "Oh!" }]));
    expect(file.detected_language).toBeNull();
  });

  it("shortens a very long file name and keeps its extension", async () => {
    const file = await uploadFixture(
      server,
      `${"long ".repeat(80)}.vtt`,
      `WEBVTT\n\n00:01.000 --> 00:02.000\nHi there\n`,
    );
    expect(file).toMatchObject({ format: "vtt", subtitle_count: 1 });
    expect(String(file.filename)).toHaveLength(255);
    expect(String(file.filename)).toMatch(/^long long .*\.vtt$/);
  });

  it("refuses an extension it cannot read with 415 and the supported list", async () => {
    const response = await visitor.upload("notes.txt", FRENCH);
    expect(response.status).toBe(415);
    const error = await errorOf(response);
    expect(error.code).toBe("unsupported_format");
    expect(error.detail).toContain("Supported formats: .srt, .vtt, .ass, .ssa, .sub, .sbv");
  });

  it("refuses a file without any subtitle with 422 and the parser's diagnostics", async () => {
    const response = await visitor.upload("holiday.srt", "Dear diary,\nToday we went to the sea.\n");
    expect(response.status).toBe(422);
    const error = await errorOf(response);
    expect(error.code).toBe("invalid_subtitle");
    expect(error.detail).toContain("holiday.srt");
    expect(error.diagnostics?.some((d) => d.severity === "error")).toBe(true);
  });

  it("refuses an empty file and a binary file as unreadable", async () => {
    for (const content of [new Uint8Array(0), Uint8Array.from({ length: 4096 }, (_, i) => (i * 7) % 256)]) {
      const response = await visitor.upload("movie.srt", content);
      expect(response.status).toBe(422);
      expect((await errorOf(response)).code).toBe("invalid_subtitle");
    }
  });

  it("asks for the file when the request is not a multipart form", async () => {
    const response = await visitor.post("/files/upload", { file: "1\n00:00:01,000 --> 00:00:02,000\nHi\n" });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe("missing_file");
  });

  it("takes one file per upload", async () => {
    const form = new FormData();
    form.append("file", new Blob([FRENCH]), "a.srt");
    form.append("file", new Blob([FRENCH]), "b.srt");
    const response = await visitor.uploadForm(form);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe("validation_error");
  });

  it("refuses a request without the file field", async () => {
    const form = new FormData();
    form.append("name", "nothing");
    const response = await visitor.uploadForm(form);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({
      code: "missing_file",
      detail: expect.stringContaining('"file"'),
    });
  });

  it("refuses a 60 MB file with 413 and keeps serving", async () => {
    const big = new Uint8Array(60 * 1024 * 1024).fill(0x41);
    const response = await visitor.upload("huge.srt", big);
    expect(response.status).toBe(413);
    const error = await errorOf(response);
    expect(error).toMatchObject({ code: "file_too_large" });
    expect(error.detail).toContain("50 MB");

    expect((await fetch(`${server.url}/health`)).status).toBe(200);
    expect((await visitor.upload("after.srt", FRENCH)).status).toBe(201);
  });

  it("needs a device id, and a well-formed one", async () => {
    const form = new FormData();
    form.append("file", new Blob([FRENCH]), "a.srt");
    const missing = await fetch(`${server.url}/files/upload`, { method: "POST", body: form });
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).code).toBe("missing_device_id");

    const invalid = await apiClient(server, "not-a-uuid").upload("a.srt", FRENCH);
    expect(invalid.status).toBe(400);
    expect((await errorOf(invalid)).code).toBe("invalid_device_id");
  });

  it("lets a bearer token through to the authenticate step, which refuses it until accounts exist", async () => {
    const form = new FormData();
    form.append("file", new Blob([FRENCH]), "a.srt");
    const response = await fetch(`${server.url}/files/upload`, {
      method: "POST",
      headers: { Authorization: "Bearer some-session-token" },
      body: form,
    });
    expect(response.status).toBe(401);
    expect((await errorOf(response)).code).toBe("session_invalid");
    const history = await fetch(`${server.url}/translate/history`, {
      headers: { Authorization: "Bearer some-session-token" },
    });
    expect((await errorOf(history)).code).toBe("session_invalid");
  });
});

describe("a stored file", () => {
  const cues = numberedCues(250);
  let fileId: string;

  beforeAll(async () => {
    fileId = (await uploadFixture(server, "story.srt", buildSrt(cues), visitor)).file_id;
  });

  it("is described again by /files/info", async () => {
    const response = await visitor.get(`/files/info/${fileId}`);
    expect(response.status).toBe(200);
    expect(UploadedFile.parse(await response.json())).toMatchObject({
      file_id: fileId,
      filename: "story.srt",
      subtitle_count: 250,
      duration: 749,
      detected_language: "en",
    });
  });

  it("pages its cues with limit and offset", async () => {
    const response = await visitor.get(`/files/content/${fileId}?limit=100&offset=200`);
    expect(response.status).toBe(200);
    const page = FileContentResponse.parse(await response.json());
    expect(page).toMatchObject({ file_id: fileId, total: 250, offset: 200, limit: 100 });
    expect(page.cues).toHaveLength(50);
    expect(page.cues[0]).toEqual({
      index: 200,
      start: cues[200]?.start,
      end: cues[200]?.end,
      text: cues[200]?.text,
    });
    expect(page.cues.at(-1)?.index).toBe(249);
  });

  it("defaults to the first 100 cues", async () => {
    const page = FileContentResponse.parse(await (await visitor.get(`/files/content/${fileId}`)).json());
    expect(page).toMatchObject({ offset: 0, limit: 100, total: 250 });
    expect(page.cues.map((c) => c.index)).toEqual(Array.from({ length: 100 }, (_, i) => i));
  });

  it("refuses a bad page with the field named", async () => {
    for (const query of ["limit=0", "limit=5000", "offset=-1", "limit=ten"]) {
      const response = await visitor.get(`/files/content/${fileId}?${query}`);
      expect(response.status, query).toBe(400);
      const error = await errorOf(response);
      expect(error.code).toBe("validation_error");
      expect(error.issues?.[0]?.path).toBe(`query.${query.split("=")[0]}`);
    }
  });

  it("refuses an id that is not a UUID", async () => {
    const response = await visitor.get("/files/info/42");
    expect(response.status).toBe(400);
    expect((await errorOf(response)).issues?.[0]?.path).toBe("params.id");
  });

  it("is invisible to another device", async () => {
    const stranger = apiClient(server);
    for (const path of [`/files/info/${fileId}`, `/files/content/${fileId}`, `/files/download/${fileId}`]) {
      const response = await stranger.get(path);
      expect(response.status, path).toBe(404);
      expect((await errorOf(response)).code).toBe("not_found");
    }
    expect((await stranger.delete(`/files/${fileId}`)).status).toBe(404);
    expect((await visitor.get(`/files/info/${fileId}`)).status).toBe(200);
  });

  it("answers an unknown id like another device's", async () => {
    const response = await visitor.get(`/files/info/${randomUUID()}`);
    expect(response.status).toBe(404);
  });
});

describe("download and delete", () => {
  it("gives back the uploaded bytes unchanged, whatever their encoding and length", async () => {
    // Windows-1252 with CRLF and a BOM-less é (0xE9): the server must not re-encode anything. About 2 MB, so
    // it is stored in several chunks and joined again.
    const latin1 = Buffer.from(
      buildSrt(numberedCues(30_000)).replace(/\n/g, "\r\n").replaceAll("story", "h\u00e9ros"),
      "latin1",
    );
    expect(latin1.length).toBeGreaterThan(2 * 1024 * 1024);
    const { file_id } = await uploadFixture(server, "héros.srt", latin1, visitor);
    const response = await visitor.get(`/files/download/${file_id}`);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(latin1)).toBe(true);
    const disposition = response.headers.get("content-disposition") ?? "";
    expect(disposition).toContain("attachment");
    expect(disposition).toContain("filename*=UTF-8''h%C3%A9ros.srt");
  });

  it("deletes a file for good", async () => {
    const { file_id } = await uploadFixture(server, "gone.srt", FRENCH, visitor);
    const response = await visitor.delete(`/files/${file_id}`);
    expect(response.status).toBe(204);
    expect((await visitor.get(`/files/info/${file_id}`)).status).toBe(404);
    expect((await visitor.get(`/files/content/${file_id}`)).status).toBe(404);
    expect((await visitor.delete(`/files/${file_id}`)).status).toBe(404);
    expect(await server.db("files").where({ id: file_id }).first()).toBeUndefined();
    expect(await server.db("file_chunks").where({ file_id })).toEqual([]);
  });
});
