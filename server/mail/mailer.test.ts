import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseEml } from "@test/helpers/eml";
import pino from "pino";
import { SMTPServer } from "smtp-server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { appLinks } from "./links";
import { createMailer } from "./mailer";
import { renderMail } from "./render";

let dataDir: string;
let logLines: string[];
const logger = () => pino({ level: "info" }, { write: (line: string) => logLines.push(line) });

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "polysub-mail-"));
  logLines = [];
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

const links = appLinks("http://localhost:8080");
const TOKEN = "tok_SECRET-abc123";

function verificationMail(language: "fr" | "ja" = "fr") {
  return renderMail(
    "verify_email",
    { name: "Zoé", link: links.verifyEmail(TOKEN), hours: 24 },
    { to: "zoe@example.org", language, settingsLink: links.notifications },
  );
}

describe("outbox mailer (no SMTP_URL)", () => {
  it("writes one RFC 5322 UTF-8 .eml per message and logs its template and id, never its links, address or body", async () => {
    const mailer = createMailer({ dataDir, mail: { from: "Polysub <no-reply@localhost>" } }, logger());
    await mailer.send(verificationMail("fr"));
    await mailer.send(verificationMail("ja"));
    mailer.close();

    const files = (await readdir(path.join(dataDir, "outbox"))).sort();
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(/^\d{4}-\d\d-\d\dT.*-verify_email-[0-9a-f]{8}\.eml$/);
    const mail = parseEml(await readFile(path.join(dataDir, "outbox", files[0] ?? ""), "utf8"));
    expect(mail.crlf).toBe(true);
    expect(mail.headers.get("subject")).toBe("Confirmez votre adresse e-mail");
    expect(mail.headers.get("from")).toBe("Polysub <no-reply@localhost>");
    expect(mail.headers.get("to")).toBe("zoe@example.org");
    expect(mail.headers.get("content-language")).toBe("fr");
    expect(mail.headers.get("mime-version")).toBe("1.0");
    expect(mail.headers.get("message-id")).toMatch(/^<.+@.+>$/);
    expect(mail.headers.get("date")).toBeTruthy();
    expect(mail.partTypes).toEqual(["text/plain; charset=utf-8", "text/html; charset=utf-8"]);
    const link = `http://localhost:8080/verify-email?token=${TOKEN}`;
    expect(mail.text).toContain("Bonjour Zoé,");
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('<html lang="fr">');

    const japanese = parseEml(await readFile(path.join(dataDir, "outbox", files[1] ?? ""), "utf8"));
    expect(japanese.headers.get("subject")).toBe("メールアドレスの確認");
    expect(japanese.text).toContain("Zoé 様");

    expect(logLines).toHaveLength(2);
    const line = JSON.parse(logLines[0] ?? "{}");
    expect(line).toMatchObject({
      mail: "verify_email",
      messageId: mail.headers.get("message-id"),
      file: files[0],
    });
    const logged = logLines.join("");
    for (const secret of [TOKEN, "verify-email?", "zoe@example.org", "Bienvenue"])
      expect(logged).not.toContain(secret);
  });
});

describe("SMTP mailer (SMTP_URL set)", () => {
  let server: SMTPServer;
  let received: { from: string; to: string[]; raw: string }[];
  let port: number;

  beforeEach(async () => {
    received = [];
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString("utf8"),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("delivers the message to the SMTP server and writes no outbox file", async () => {
    const mailer = createMailer(
      {
        dataDir,
        mail: {
          smtpUrl: `smtp://127.0.0.1:${port}`,
          from: "Polysub <no-reply@example.org>",
        },
      },
      logger(),
    );
    await mailer.send(verificationMail("fr"));
    mailer.close();

    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: "no-reply@example.org", to: ["zoe@example.org"] });
    const mail = parseEml(received[0]?.raw ?? "");
    expect(mail.headers.get("subject")).toBe("Confirmez votre adresse e-mail");
    expect(mail.text).toContain(`/verify-email?token=${TOKEN}`);
    await expect(readdir(path.join(dataDir, "outbox"))).rejects.toThrow();
    // The SMTP log line names the mail, not its links or token.
    expect(logLines).toHaveLength(1);
    expect(logLines[0]).not.toContain(TOKEN);
  });
});
