import { randomBytes } from "node:crypto";
import { Writable } from "node:stream";
import { GOOD_PASSWORD, login } from "@test/helpers/accounts";
import { apiClient, tokenClient } from "@test/helpers/api";
import { linkToken, waitForMails } from "@test/helpers/outbox";
import { startTestServer, type TestServer } from "@test/helpers/server";
import { buildSrt } from "@test/helpers/subtitles";
import { jobsHarnessPerTest, startJob, waitForJob } from "@test/jobs/harness";
import { afterEach, describe, expect, it } from "vitest";
import { loggedError } from "./loggedError";

/** What must never reach a log: it is in the file's text and name, the password and the token sent. */
const MARKER = `Zq7marker${randomBytes(6).toString("hex")}`;
const SRT = buildSrt([
  { start: 0, end: 1000, text: `Hello ${MARKER}.` },
  { start: 1500, end: 3000, text: `It is ${MARKER} again.` },
]);
/** The marker as the old log had it (the upload hex-encoded in the SQL), and in the other usual encodings. */
const FORMS = [
  MARKER,
  Buffer.from(MARKER).toString("hex"),
  Buffer.from(MARKER).toString("base64").slice(0, 12),
  encodeURIComponent(MARKER),
];

function logSink() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString("utf8"));
      done();
    },
  });
  return { stream, text: () => lines.join("") };
}

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const startHarness = jobsHarnessPerTest();

describe("no user content, token or password in the log", () => {
  it("logs failed requests, a failed database write and a failed job by code and a redacted message", async () => {
    const log = logSink();
    const harness = await startHarness({
      services: ["mymemory"],
      faults: { mymemory: { status5xxTimes: 1_000 } },
      jobs: { retryAttempts: 1 },
      logTo: log.stream,
    });
    const { server, api } = harness;
    const db = server.db;

    // A provider that fails: the job fails with the texts it was sent.
    const upload = await api.upload(`${MARKER}.srt`, SRT);
    expect(upload.status).toBe(201);
    const { file_id } = (await upload.json()) as { file_id: string };
    const failed = await waitForJob(api, (await startJob(api, file_id, { service: "mymemory" })).job_id);
    expect(failed.status).toBe("failed");

    // A database write that fails inside the job runner, with the texts in its values.
    harness.fakes.mymemory?.setFaults({});
    await db.raw("alter table job_segments rename column source_text to source_text_gone");
    const crashed = await waitForJob(api, (await startJob(api, file_id, { service: "mymemory" })).job_id);
    expect(crashed).toMatchObject({ status: "failed", error_code: "internal_error" });

    // A database write that fails in a request, with the upload's bytes in its values.
    await db.raw("alter table file_chunks rename column bytes to bytes_gone");
    const broken = await api.upload(`${MARKER}.srt`, SRT);
    expect(broken.status).toBe(500);

    // Refusals that quote what was sent.
    expect((await api.upload(`${MARKER}.txt`, SRT)).status).toBe(415);
    expect((await api.upload(`${MARKER}.srt`, `no cue at all ${MARKER}`)).status).toBe(422);
    const malformed = await fetch(`${server.url}/translate/export`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${api.token}` },
      body: `{"job_id": "${MARKER}`,
    });
    expect(malformed.status).toBe(400);
    expect((await api.post("/translate/export", { job_id: MARKER, format: MARKER })).status).toBe(400);
    expect((await login(server, `${MARKER}@example.org`, `Pw-${MARKER}-Lantern`)).status).toBe(401);
    expect((await tokenClient(server, MARKER).get("/auth/me")).status).toBe(401);
    expect((await apiClient(server, MARKER).get("/translate/history")).status).toBe(400);

    const text = log.text();
    // The failures were logged, and said what failed.
    expect(text).toContain('"msg":"request failed"');
    expect(text).toContain('"msg":"job failed unexpectedly"');
    expect(text).toContain('"msg":"request refused"');
    for (const form of FORMS) expect(text).not.toContain(form);
  });
});

describe("no link token in the log of the outbox (no SMTP)", () => {
  it("logs a verification and a password reset mail by template and message id, not its link, token or address", async () => {
    const log = logSink();
    server = await startTestServer({ env: { LOG_LEVEL: "debug" }, logTo: log.stream });
    const email = `${MARKER.toLowerCase()}@example.org`;
    const client = apiClient(server);
    const registered = await client.post("/auth/register", {
      name: "Ana",
      email,
      password: GOOD_PASSWORD,
      interface_language: "en",
    });
    expect(registered.status).toBe(201);
    expect((await client.post("/auth/forgot-password", { email })).status).toBe(200);
    const [verify] = await waitForMails(server.config.dataDir, email, { kind: "verify_email" });
    const [reset] = await waitForMails(server.config.dataDir, email, { kind: "password_reset" });
    if (!verify || !reset) throw new Error("the outbox lacks a mail");
    const tokens = [linkToken(verify, "/verify-email"), linkToken(reset, "/reset-password")];

    const lines = log
      .text()
      .split("\n")
      .filter((line) => line.includes("mail written to the outbox"))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.map((line) => line.mail).sort()).toEqual(["password_reset", "verify_email"]);
    for (const line of lines) expect(line.messageId).toMatch(/^<.+@.+>$/);
    const text = log.text();
    for (const token of tokens) {
      expect(token.length).toBeGreaterThan(16);
      expect(text).not.toContain(token);
      expect(text).not.toContain(encodeURIComponent(token));
    }
    expect(text).not.toContain("token=");
    for (const form of FORMS) expect(text.toLowerCase()).not.toContain(form.toLowerCase());
  });
});

describe("loggedError", () => {
  it("keeps the type, code, schema names and frames, redacts quoted values and drops every other field", () => {
    const cause = Object.assign(new Error(`invalid input syntax for type uuid: "${MARKER}"`), {
      code: "22P02",
    });
    const error = Object.assign(new Error("insert into files (id) values ($1) - failed", { cause }), {
      code: "23502",
      table: "files",
      column: "device_id",
      detail: `Failing row contains (${MARKER}).`,
      bindings: [MARKER],
      parameters: [MARKER],
      where: MARKER,
    });
    const logged = loggedError(error);
    expect(logged).toMatchObject({
      type: "Error",
      code: "23502",
      table: "files",
      column: "device_id",
      message: "insert into files (id) values ($1) - failed",
      cause: { code: "22P02", message: 'invalid input syntax for type uuid: "[redacted]"' },
    });
    expect(logged.stack).toMatch(/^\s+at /);
    expect(JSON.stringify(logged)).not.toContain(MARKER);
    expect(loggedError(MARKER)).toEqual({ type: "string", message: "[not an Error: redacted]" });
  });
});
