import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { type ParsedMail, parseEml } from "./eml";

/** A mail the server wrote to DATA_DIR/outbox/ (its default without SMTP), parsed as a mail reader would. */
export interface OutboxMail extends ParsedMail {
  file: string;
  to: string;
  subject: string;
}

/** Every mail in the outbox, oldest first (the file names sort by time). */
export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const directory = path.join(dataDir, "outbox");
  const names = await readdir(directory).catch(() => [] as string[]);
  const mails: OutboxMail[] = [];
  for (const name of names.filter((n) => n.endsWith(".eml")).sort()) {
    const mail = parseEml(await readFile(path.join(directory, name), "utf8"));
    mails.push({
      ...mail,
      file: name,
      to: mail.headers.get("to") ?? "",
      subject: mail.headers.get("subject") ?? "",
    });
  }
  return mails;
}

/** The mails to `to` (and of `kind`, from the file name), waiting up to `timeoutMs` for at least `count`. */
export async function waitForMails(
  dataDir: string,
  to: string,
  options: { kind?: string; count?: number; timeoutMs?: number } = {},
): Promise<OutboxMail[]> {
  const { kind, count = 1, timeoutMs = 5_000 } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await readOutbox(dataDir)).filter(
      (mail) => mail.to.includes(to) && (kind === undefined || mail.file.includes(`-${kind}-`)),
    );
    if (mails.length >= count) return mails;
    if (Date.now() > deadline)
      throw new Error(`Expected ${count} ${kind ?? ""} mail(s) to ${to}, found ${mails.length}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The token of the link to `pagePath` (e.g. "/verify-email") in a mail's text. */
export function linkToken(mail: ParsedMail, pagePath: string): string {
  const match = new RegExp(`https?://[^\\s]+${pagePath}\\?token=([\\w%-]+)`).exec(mail.text ?? "");
  if (!match?.[1]) throw new Error(`No ${pagePath} link in the mail:\n${mail.text}`);
  return decodeURIComponent(match[1]);
}
