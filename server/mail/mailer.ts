import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type SendMailOptions } from "nodemailer";
import type { Config } from "../config";
import type { Logger } from "../logger";
import type { RenderedMail } from "./render";

/** Sends a rendered mail; the routes and the job worker only see this. */
export interface Mailer {
  send(mail: RenderedMail): Promise<void>;
  close(): void;
}

/**
 * nodemailer over SMTP when SMTP_URL is set. Otherwise every message is written to DATA_DIR/outbox/ as one .eml
 * file (RFC 5322, UTF-8, CRLF), so every mail flow works on the embedded default; its links are read from the file.
 * Either way the log line names the template and the message id only: a link's token signs in, resets a password
 * or changes an address, and logs are kept and shipped where the mailbox is not; the address is user data.
 */
export function createMailer(
  config: Pick<Config, "dataDir"> & { mail: Pick<Config["mail"], "smtpUrl" | "from"> },
  logger: Logger,
): Mailer {
  return config.mail.smtpUrl
    ? smtpMailer(config.mail.smtpUrl, config.mail.from, logger)
    : outboxMailer(path.join(config.dataDir, "outbox"), config.mail.from, logger);
}

function message(mail: RenderedMail, from: string): SendMailOptions {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    ...(mail.replyTo && { replyTo: mail.replyTo }),
    headers: { "Content-Language": mail.language },
  };
}

function smtpMailer(smtpUrl: string, from: string, logger: Logger): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      const info = await transport.sendMail(message(mail, from));
      logger.info({ mail: mail.kind, messageId: info.messageId }, "mail sent");
    },
    close: () => transport.close(),
  };
}

function outboxMailer(directory: string, from: string, logger: Logger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  return {
    async send(mail) {
      const info = await transport.sendMail(message(mail, from));
      await mkdir(directory, { recursive: true });
      // Sortable by time, unique within the millisecond.
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${mail.kind}-${randomBytes(4).toString("hex")}.eml`;
      const file = path.join(directory, name);
      await writeFile(file, info.message as Buffer);
      logger.info({ mail: mail.kind, messageId: info.messageId, file: name }, "mail written to the outbox");
    },
    close: () => transport.close(),
  };
}
