/**
 * Reads the RFC 5322 messages our mailer writes (nodemailer's output: headers with encoded words,
 * multipart/alternative, quoted-printable or base64 parts), so tests assert what a mail reader would show.
 * Test-only and deliberately small: one level of multipart, UTF-8.
 */
export interface ParsedMail {
  headers: Map<string, string>;
  /** Every line of the raw message ended with CRLF. */
  crlf: boolean;
  text?: string;
  html?: string;
  /** Content-Type of each part (or of the message when it has no parts). */
  partTypes: string[];
}

export function parseEml(raw: string): ParsedMail {
  const crlf = !/(^|[^\r])\n/.test(raw);
  const { headers, body } = splitHeaders(raw.replace(/\r\n/g, "\n"));
  const type = headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => splitHeaders(part.replace(/^\n/, "")))
    : [{ headers, body }];
  const mail: ParsedMail = { headers, crlf, partTypes: [] };
  for (const part of parts) {
    const partType = part.headers.get("content-type") ?? "text/plain";
    mail.partTypes.push(partType);
    const content = decodeBody(part.body, part.headers.get("content-transfer-encoding") ?? "7bit");
    if (partType.startsWith("text/plain")) mail.text = content;
    if (partType.startsWith("text/html")) mail.html = content;
  }
  return mail;
}

function splitHeaders(block: string): { headers: Map<string, string>; body: string } {
  const end = block.indexOf("\n\n");
  const head = end === -1 ? block : block.slice(0, end);
  const body = end === -1 ? "" : block.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return { headers, body };
}

function decodeBody(body: string, encoding: string): string {
  const trimmed = body.replace(/\n$/, "");
  if (/base64/i.test(encoding)) return Buffer.from(trimmed.replace(/\s+/g, ""), "base64").toString("utf8");
  if (/quoted-printable/i.test(encoding)) return decodeQuotedPrintable(trimmed.replace(/=\n/g, ""));
  return trimmed;
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < value.length; i++) {
    const hex = value.slice(i + 1, i + 3);
    if (value[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(value[i] ?? "", "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=); the space between two of them is not text. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );
}
