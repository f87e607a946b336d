import { hasUploadExtension } from "@shared/api/files";
import { countShown, parseSubtitle } from "@shared/subtitles";
import { corpusFiles, corpusMissingMessage, corpusPresent, readCorpus } from "@test/corpus";
import { type ApiClient, apiClient } from "@test/helpers/api";
import { startTestServer, type TestServer } from "@test/helpers/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/** Every real file of the shared corpus through the HTTP API: what the engine reads, the server stores and returns. */
describe.skipIf(!corpusPresent)(corpusPresent ? "upload of the corpus" : corpusMissingMessage, () => {
  let server: TestServer;
  let visitor: ApiClient;
  beforeAll(async () => {
    server = await startTestServer();
    visitor = apiClient(server);
  });
  afterAll(() => server.close());

  it.each(corpusFiles().map((file) => [`${file.folder}/${file.name}`, file] as const))(
    "%s",
    async (_, file) => {
      const bytes = readCorpus(file.folder, file.name);
      const filename = hasUploadExtension(file.name) ? file.name : `${file.name}.${file.folder}`;
      const expected = parseSubtitle(new Uint8Array(bytes), { filename });
      const response = await visitor.upload(filename, bytes);
      const body = (await response.json()) as { file_id: string; subtitle_count: number; code?: string };

      if (expected.cues.length === 0) {
        expect(response.status).toBe(422);
        expect(body.code).toBe("invalid_subtitle");
        return;
      }
      expect(response.status).toBe(201);
      // ASS Comment events are listed with the cues but are not subtitles.
      expect(body.subtitle_count).toBe(countShown(expected.cues));
      const download = await visitor.get(`/files/download/${body.file_id}`);
      expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
      const page = (await (await visitor.get(`/files/content/${body.file_id}?limit=1000`)).json()) as {
        total: number;
        cues: { start: number; end: number }[];
      };
      expect(page.total).toBe(expected.cues.length);
      expect(page.cues[0]).toMatchObject({ start: expected.cues[0]?.start, end: expected.cues[0]?.end });
    },
  );
});
