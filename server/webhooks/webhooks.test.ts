import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { WebhookDeliveriesResponse, WebhookPayload, WebhookSecretResponse } from "@shared/api/webhooks";
import { apiClient, uploadFixture } from "@test/helpers/api";
import { buildSrt } from "@test/helpers/subtitles";
import { jobsHarnessPerTest, startJob, waitForJob } from "@test/jobs/harness";
import { afterEach, describe, expect, it } from "vitest";
import { startWebhookQueue } from "./queue";
import { verifySignature } from "./signature";

const SRT = buildSrt(
  ["Hello there.", "How are you?", "Fine, thanks."].map((text, i) => ({
    start: i * 2000,
    end: i * 2000 + 1500,
    text,
  })),
);

interface Received {
  body: string;
  signature: string;
  at: number;
}

/** A webhook receiver on 127.0.0.1 that answers each POST with the next of `answers` (the last repeats). */
async function startReceiver(answers: (number | "hang")[]) {
  const received: Received[] = [];
  const hanging: ServerResponse[] = [];
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      received.push({ body, signature: String(request.headers["polysub-signature"]), at: Date.now() });
      const answer = answers[Math.min(received.length - 1, answers.length - 1)];
      if (answer === "hang") hanging.push(response);
      else response.writeHead(answer as number).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/polysub`,
    received,
    close: () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function until<T>(
  read: () => Promise<T>,
  holds: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (holds(value)) return value;
    if (Date.now() > deadline) throw new Error(`still ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const startHarness = jobsHarnessPerTest();
const cleanups: (() => Promise<void>)[] = [];
// Registered after the harnesses' hook, so it runs before they close (Vitest runs after-hooks last first).
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setUp(timeoutMs = 2_000) {
  const clock = { now: Date.parse("2026-11-27T10:00:00.000Z"), read: () => clock.now };
  const h = await startHarness({ services: ["mymemory"], clock: clock.read });
  Object.assign(h.server.config.webhooks, { timeoutMs, pollMs: 20, allowLoopback: true });
  const queue = startWebhookQueue(h.server.deps);
  cleanups.push(() => queue.stop());
  const deliveries = async (jobId: string) =>
    WebhookDeliveriesResponse.parse(
      await (await h.api.get(`/translate/job/${jobId}/webhook-deliveries`)).json(),
    ).deliveries;
  return { h, clock, deliveries };
}

describe("job webhooks", () => {
  it("POSTs the job's end signed with the account's secret, retried after two 500s, every attempt recorded", async () => {
    const { h, clock, deliveries } = await setUp();
    const receiver = await startReceiver([500, 500, 200]);
    cleanups.push(receiver.close);
    const secret = WebhookSecretResponse.parse(await (await h.api.get("/auth/webhook-secret")).json());
    expect(secret.secret).toMatch(/^whsec_[\w-]{43}$/);

    const file = await uploadFixture(h.server, "film.srt", SRT, h.api);
    const started = await startJob(h.api, file.file_id, { service: "mymemory", callback_url: receiver.url });
    expect(started.callback_url).toBe(receiver.url);
    await waitForJob(h.api, started.job_id);

    let seen = await until(
      () => deliveries(started.job_id),
      (list) => list[0]?.attempts.length === 1,
    );
    expect(seen[0]).toMatchObject({ state: "pending", job_status: "completed", url: receiver.url });
    expect(seen[0]?.attempts[0]).toMatchObject({ status_code: 500, error: null });
    // Not again before its backoff: the queue polls every 20 ms, the next try is due in 30 s of the server clock.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiver.received).toHaveLength(1);

    clock.now += 30_000;
    seen = await until(
      () => deliveries(started.job_id),
      (list) => list[0]?.attempts.length === 2,
    );
    clock.now += 120_000;
    seen = await until(
      () => deliveries(started.job_id),
      (list) => list[0]?.state === "delivered",
    );
    expect(seen[0]?.attempts.map((a) => a.status_code)).toEqual([500, 500, 200]);
    expect(seen[0]?.delivered_at).not.toBeNull();

    expect(receiver.received).toHaveLength(3);
    for (const { body, signature } of receiver.received) {
      const t = Number(/t=(\d+)/.exec(signature)?.[1]);
      expect(verifySignature(secret.secret, body, signature, t)).toBe(true);
      expect(verifySignature("whsec_other", body, signature, t)).toBe(false);
      expect(verifySignature(secret.secret, `${body} `, signature, t)).toBe(false);
    }
    const payload = WebhookPayload.parse(JSON.parse(receiver.received[0]?.body ?? ""));
    expect(payload).toEqual({
      job_id: started.job_id,
      status: "completed",
      file_id: file.file_id,
      target_language: "fr",
      service_counts: { mymemory: 3 },
      error_code: null,
    });
    // The signature's time is the server clock's when each attempt was sent.
    expect(receiver.received.map((r) => Number(/t=(\d+)/.exec(r.signature)?.[1]))).toEqual([
      Date.parse("2026-11-27T10:00:00.000Z") / 1000,
      Date.parse("2026-11-27T10:00:30.000Z") / 1000,
      Date.parse("2026-11-27T10:02:30.000Z") / 1000,
    ]);

    // A rotated secret signs what follows; another account sees none of this job's deliveries.
    const rotated = WebhookSecretResponse.parse(await (await h.api.post("/auth/webhook-secret")).json());
    expect(rotated.secret).not.toBe(secret.secret);
    expect(WebhookSecretResponse.parse(await (await h.api.get("/auth/webhook-secret")).json()).secret).toBe(
      rotated.secret,
    );
    const stranger = apiClient(h.server);
    expect((await stranger.get(`/translate/job/${started.job_id}/webhook-deliveries`)).status).toBe(404);
  });

  it("a receiver that never answers delays no other job, and its attempt ends at the timeout", async () => {
    const { h, deliveries } = await setUp(400);
    const hanging = await startReceiver(["hang"]);
    cleanups.push(hanging.close);
    const file = await uploadFixture(h.server, "film.srt", SRT, h.api);
    const first = await startJob(h.api, file.file_id, { service: "mymemory", callback_url: hanging.url });
    await waitForJob(h.api, first.job_id);
    await until(
      async () => hanging.received.length,
      (n) => n === 1,
    );
    // While the receiver holds the first delivery, another job starts and completes at once.
    const startedAt = Date.now();
    const second = await startJob(h.api, file.file_id, { service: "mymemory", target_language: "de" });
    expect((await waitForJob(h.api, second.job_id)).status).toBe("completed");
    expect(Date.now() - startedAt).toBeLessThan(2_000);
    const [delivery] = await until(
      () => deliveries(first.job_id),
      (list) => list[0]?.attempts.length === 1,
    );
    expect(delivery?.attempts[0]).toMatchObject({ status_code: null, error: "no answer within 400 ms" });
    expect(delivery?.state).toBe("pending");
  });

  it("is not sent to a host that is not public when it is delivered, and says why", async () => {
    const { h, deliveries } = await setUp();
    const receiver = await startReceiver([200]);
    cleanups.push(receiver.close);
    const file = await uploadFixture(h.server, "film.srt", SRT, h.api);
    // Accepted at start (loopback allowed, as in development), refused at delivery by a server that allows none.
    const started = await startJob(h.api, file.file_id, { service: "mymemory", callback_url: receiver.url });
    h.server.config.webhooks.allowLoopback = false;
    await waitForJob(h.api, started.job_id);
    const [delivery] = await until(
      () => deliveries(started.job_id),
      (list) => list[0]?.attempts.length === 1,
    );
    expect(delivery?.attempts[0]?.status_code).toBeNull();
    expect(delivery?.attempts[0]?.error).toMatch(/^refused: the host is not a public address/);
    expect(receiver.received).toHaveLength(0);
  });

  it("refuses a callback_url that is not https, and any callback_url from a visitor", async () => {
    const { h } = await setUp();
    const file = await uploadFixture(h.server, "film.srt", SRT, h.api);
    const start = (api: typeof h.api, callback_url: string) =>
      api.post(`/translate/start?file_id=${file.file_id}`, {
        source_language: "en",
        target_language: "fr",
        service: "mymemory",
        callback_url,
      });
    const http = await start(h.api, "http://example.org/hook");
    expect(http.status).toBe(422);
    expect(((await http.json()) as { code: string }).code).toBe("callback_url_refused");
    expect((await start(h.api, "ftp://example.org/hook")).status).toBe(400);
    const visitor = apiClient(h.server);
    const visitorFile = await uploadFixture(h.server, "film.srt", SRT, visitor);
    const refused = await visitor.post(`/translate/start?file_id=${visitorFile.file_id}`, {
      source_language: "en",
      target_language: "fr",
      service: "mymemory",
      callback_url: "https://example.org/hook",
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe("callback_requires_account");
  });
});
