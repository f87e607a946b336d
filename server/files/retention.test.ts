import { apiClient, uploadFixture } from "@test/helpers/api";
import { startTestServer, type TestServer } from "@test/helpers/server";
import { buildSrt, numberedCues } from "@test/helpers/subtitles";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../db/values";
import { deleteExpiredFiles } from "./retention";

describe("file retention", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("deletes files once their 30 days are over, and only those", async () => {
    const visitor = apiClient(server);
    const srt = buildSrt(numberedCues(2));
    const files = [];
    for (let i = 0; i < 3; i++) files.push(await uploadFixture(server, `f${i}.srt`, srt, visitor));
    const [oldest, middle, newest] = files.map((f) => f.file_id);
    await server
      .db("files")
      .where({ id: oldest })
      .update({ expires_at: addDays(new Date().toISOString(), -1) });
    await server
      .db("files")
      .where({ id: middle })
      .update({ expires_at: addDays(new Date().toISOString(), -0.001) });

    expect(await deleteExpiredFiles(server.db)).toBe(2);
    expect((await visitor.get(`/files/info/${oldest}`)).status).toBe(404);
    expect((await visitor.get(`/files/content/${middle}`)).status).toBe(404);
    expect((await visitor.get(`/files/info/${newest}`)).status).toBe(200);

    const in31Days = addDays(new Date().toISOString(), 31);
    expect(await deleteExpiredFiles(server.db, in31Days)).toBe(1);
    expect(Number((await server.db("files").count({ n: "*" }).first())?.n)).toBe(0);
  });
});
