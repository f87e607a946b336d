import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { apiClient } from "@test/helpers/api";
import { type ParsedMail, parseEml } from "@test/helpers/eml";
import { startTestServer, type TestServer } from "@test/helpers/server";
import { afterEach, describe, expect, it } from "vitest";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const ENV = { SUPPORT_EMAIL: "help@polysub.test", PRIVACY_EMAIL: "dpo@polysub.test" };

async function outbox(dataDir: string): Promise<ParsedMail[]> {
  const directory = path.join(dataDir, "outbox");
  const files = (await readdir(directory)).sort();
  return Promise.all(files.map(async (file) => parseEml(await readFile(path.join(directory, file), "utf8"))));
}

function addressedTo(mails: ParsedMail[], to: string): ParsedMail {
  const found = mails.find((mail) => mail.headers.get("to")?.includes(to));
  if (!found) throw new Error(`no mail to ${to} in ${mails.map((m) => m.headers.get("to")).join(", ")}`);
  return found;
}

const message = {
  name: "Zoé Martin",
  email: "Zoe@Example.org",
  category: "technical",
  subject: "Accents lost in my export",
  message: "My latin1 export refuses the œ in cue 12.",
  language: "fr",
};

describe("POST /contact/send", () => {
  it("stores the message, mails it to support with the sender as Reply-To, and acknowledges in French", async () => {
    server = await startTestServer({ env: ENV });
    const api = apiClient(server);
    const response = await api.post("/contact/send", message);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };

    const row = await server.db("contact_messages").where({ id }).first();
    expect(row).toMatchObject({
      email: "zoe@example.org",
      category: "technical",
      language: "fr",
      device_id: api.deviceId,
      user_id: null,
    });

    const mails = await outbox(server.config.dataDir);
    expect(mails).toHaveLength(2);
    const staff = addressedTo(mails, "help@polysub.test");
    expect(staff.headers.get("subject")).toBe("[Contact/technical] Accents lost in my export");
    expect(staff.headers.get("reply-to")).toContain("zoe@example.org");
    expect(staff.text).toContain("My latin1 export refuses the œ in cue 12.");
    const ack = addressedTo(mails, "zoe@example.org");
    expect(ack.headers.get("subject")).toBe("Nous avons bien reçu votre message");
    expect(ack.headers.get("content-language")).toBe("fr");
    expect(ack.headers.get("reply-to")).toContain("help@polysub.test");
    expect(ack.text).toContain("Bonjour,");
    expect(ack.text).toContain("écrivez à help@polysub.test");
  });

  it("without SUPPORT_EMAIL, stores the message, names no address and mails only the acknowledgement", async () => {
    server = await startTestServer();
    const api = apiClient(server);
    expect(await (await api.get("/contact/info")).json()).toMatchObject({ support_email: null });
    const response = await api.post("/contact/send", message);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(await server.db("contact_messages").where({ id }).first()).toBeTruthy();

    const mails = await outbox(server.config.dataDir);
    expect(mails.map((mail) => mail.headers.get("to"))).toEqual(["zoe@example.org"]);
    const [ack] = mails;
    expect(ack?.headers.get("reply-to")).toBeUndefined();
    expect(`${ack?.text}${ack?.html}`).not.toContain("@localhost");
  });

  it("acknowledges to the given address without a word the sender wrote", async () => {
    server = await startTestServer({ env: ENV });
    const bait = {
      ...message,
      name: "Win a prize at https://phish.example",
      email: "victim@example.org",
      subject: "Your account is locked, see https://phish.example/login",
      message: "https://phish.example/login",
    };
    expect((await apiClient(server).post("/contact/send", bait)).status).toBe(201);
    expect(
      (await apiClient(server).post("/contact/gdpr", { kind: "access", ...bait, details: bait.message }))
        .status,
    ).toBe(201);

    const acknowledgements = (await outbox(server.config.dataDir)).filter((mail) =>
      mail.headers.get("to")?.includes("victim@example.org"),
    );
    expect(acknowledgements).toHaveLength(2);
    for (const ack of acknowledgements) {
      expect(ack.headers.get("subject")).not.toContain("phish");
      expect(`${ack.text}${ack.html}`).not.toContain("phish");
    }
  });

  it("refuses missing and malformed fields with one issue each, and stores nothing", async () => {
    server = await startTestServer({ env: ENV });
    const response = await apiClient(server).post("/contact/send", {
      ...message,
      name: " ",
      email: "not-an-address",
      category: "complaints",
      subject: undefined,
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; issues: { path: string }[] };
    expect(body.code).toBe("validation_error");
    expect(body.issues.map((i) => i.path).sort()).toEqual([
      "body.category",
      "body.email",
      "body.name",
      "body.subject",
    ]);
    const [stored] = await server.db("contact_messages").count({ n: "*" });
    expect(Number(stored?.n)).toBe(0);
  });

  it("lets one address send 5 messages an hour, then answers 429 with Retry-After", async () => {
    server = await startTestServer({ env: ENV });
    const api = apiClient(server);
    for (let i = 0; i < 5; i++) {
      expect((await api.post("/contact/send", { ...message, subject: `Try ${i}` })).status).toBe(201);
    }
    const refused = await api.post("/contact/send", message);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await refused.json()) as { code: string }).code).toBe("rate_limited");
    // A different counter: a GDPR request from the same address still goes through.
    expect(
      (await api.post("/contact/gdpr", { kind: "access", name: "Zoé", email: "zoe@example.org" })).status,
    ).toBe(201);
  });
});

describe("POST /contact/gdpr", () => {
  it("stores the request, mails the data protection contact, acknowledges with the deadline in German", async () => {
    server = await startTestServer({ env: ENV });
    const api = apiClient(server);
    const response = await api.post("/contact/gdpr", {
      kind: "erasure",
      name: "Jonas",
      email: "jonas@example.de",
      details: "Please delete everything tied to this address.",
      language: "de",
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(await server.db("gdpr_requests").where({ id }).first()).toMatchObject({
      kind: "erasure",
      status: "open",
      email: "jonas@example.de",
    });

    const mails = await outbox(server.config.dataDir);
    const dpo = addressedTo(mails, "dpo@polysub.test");
    expect(dpo.headers.get("subject")).toBe("[GDPR/erasure] request from jonas@example.de");
    expect(dpo.text).toContain("Please delete everything tied to this address.");
    const ack = addressedTo(mails, "jonas@example.de");
    expect(ack.headers.get("subject")).toBe("Wir haben Ihre Datenschutzanfrage erhalten (Löschung)");
    expect(ack.text).toContain("30 Tagen");
  });

  it("refuses a right the GDPR does not list", async () => {
    server = await startTestServer({ env: ENV });
    const response = await apiClient(server).post("/contact/gdpr", {
      kind: "complaint",
      name: "Jonas",
      email: "jonas@example.de",
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { issues: { path: string }[] };
    expect(body.issues.map((i) => i.path)).toEqual(["body.kind"]);
  });

  it("says where the team answers", async () => {
    server = await startTestServer({ env: ENV });
    const response = await fetch(`${server.url}/contact/info`);
    expect(await response.json()).toEqual({
      support_email: "help@polysub.test",
      privacy_email: "dpo@polysub.test",
    });
  });
});
