// Issue 39 item 8: the device's own translator ("device" in shared/catalog.ts) is a client-only service. Every
// server body that names a service refuses it with the catalogue's validation error, and nothing is started,
// counted or sent for it.
import { DEVICE_SERVICE } from "@shared/catalog";
import { uploadFixture } from "@test/helpers/api";
import { type JobsHarness, startJobsHarness } from "@test/jobs/harness";
import { afterEach, describe, expect, it } from "vitest";

let harness: JobsHarness | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

const SRT = "1\n00:00:01,000 --> 00:00:02,000\nHello there.\n";

describe("the device's service on the server", () => {
  it("is refused by start, start-batch and estimate as an unknown service, and nothing is started or sent", async () => {
    harness = await startJobsHarness({ services: ["mymemory"] });
    const { api } = harness;
    const file = await uploadFixture(harness.server, "film.en.srt", new TextEncoder().encode(SRT), api);
    const body = { source_language: "en", target_language: "fr", service: DEVICE_SERVICE };
    const refusals = [
      await api.post(`/translate/start?file_id=${file.file_id}`, body),
      await api.post(`/translate/estimate?file_id=${file.file_id}`, body),
      await api.post("/translate/start-batch", {
        ...body,
        file_ids: [file.file_id],
        target_languages: ["fr"],
      }),
    ];
    for (const response of refusals) {
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: "validation_error" });
    }
    const history = (await (await api.get("/translate/history")).json()) as { total: number };
    expect(history.total).toBe(0);
    expect(harness.fakes.mymemory?.requests).toHaveLength(0);
  });
});
