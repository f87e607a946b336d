import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/** Where the server started by playwright.config.ts writes its mails (DATA_DIR/outbox, no SMTP_URL). */
export const OUTBOX = path.resolve(".e2e-data", "outbox");

/** Every mail in the outbox now, as raw .eml text (the specs running side by side share it: filter by address). */
export async function outboxMails(): Promise<string[]> {
  const names = await readdir(OUTBOX).catch(() => [] as string[]);
  return Promise.all(names.map((name) => readFile(path.join(OUTBOX, name), "utf8")));
}

/** The text of an .eml with its quoted-printable and base64 parts decoded, enough to find a link. */
function decodedText(eml: string): string {
  const quotedPrintable = eml
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  const base64Parts = [
    ...eml.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:.+\r?\n)*?\r?\n([A-Za-z0-9+/=\r\n]+)/g),
  ].map((match) => Buffer.from((match[1] ?? "").replace(/\s/g, ""), "base64").toString("utf8"));
  // Decoded parts first: in the raw text a quoted-printable link reads "token=3D…", cut at a soft line break.
  return [Buffer.from(quotedPrintable, "latin1").toString("utf8"), ...base64Parts, eml].join("\n");
}

/** Waits for the newest mail of a kind to an address and returns its link to `page` (e.g. "/verify-email"). */
export async function linkFromOutbox(
  to: string,
  kind: string,
  page: string,
  timeoutMs = 15_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  const pattern = new RegExp(`${page.replace(/[/-]/g, "\\$&")}\\?token=([A-Za-z0-9_%-]+)`);
  while (Date.now() < deadline) {
    const names = (await readdir(OUTBOX).catch(() => [] as string[]))
      .filter((name) => name.includes(kind))
      .sort();
    for (const name of names.reverse()) {
      const text = decodedText(await readFile(path.join(OUTBOX, name), "utf8"));
      if (!text.includes(to)) continue;
      const token = pattern.exec(text)?.[1];
      if (token) return `${page}?token=${token}`;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No ${kind} mail to ${to} with a ${page} link in ${OUTBOX}`);
}
