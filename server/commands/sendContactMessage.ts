import { randomUUID } from "node:crypto";
import type { ContactResponse } from "@shared/api/contact";
import type { Config } from "../config";
import {
  insertContactMessage,
  insertGdprRequest,
  type NewContactMessage,
  type NewGdprRequest,
} from "../contact/repository";
import type { Db } from "../db";
import { nowIso } from "../db/values";
import type { Logger } from "../logger";
import { appLinks } from "../mail/links";
import type { Mailer } from "../mail/mailer";
import { renderMail } from "../mail/render";
import { renderStaffNotice } from "../mail/staffNotice";
import type { Owner } from "../policies/owner";

export interface ContactDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, "appUrl" | "mail">;
  logger: Logger;
}

/** The GDPR's deadline to carry a request out (article 12.3: one month). */
export const GDPR_DEADLINE_DAYS = 30;

/**
 * Stores the message first, so nothing is lost if a mail fails; then tells the team (Reply-To: the sender) and
 * acknowledges to the sender in their language. A mail that fails is logged, not the sender's problem: the
 * message is kept and the team sees it.
 */
export async function sendContactMessage(
  deps: ContactDeps,
  owner: Owner | null,
  input: NewContactMessage,
): Promise<ContactResponse> {
  const id = randomUUID();
  const created_at = nowIso();
  await insertContactMessage(deps.db, { ...input, id, created_at }, owner);
  const { supportEmail } = deps.config.mail;
  const acknowledgement = renderMail(
    "contact_acknowledgement",
    { supportEmail: supportEmail ?? null },
    target(deps, input),
  );
  // Without SUPPORT_EMAIL there is no team address to mail or to name: the stored message is all there is.
  await deliver(
    deps,
    id,
    supportEmail
      ? [
          renderStaffNotice({
            kind: "contact_message",
            to: supportEmail,
            subject: `[Contact/${input.category}] ${input.subject}`,
            replyTo: input.email,
            fields: [
              ["From", `${input.name} <${input.email}>`],
              ["Category", input.category],
              ["Language", input.language],
              ["Reference", id],
              ["Received", created_at],
              ["Message", input.message],
            ],
          }),
          // The acknowledgement says "reply to this email": the answer goes to the team, not to MAIL_FROM.
          { ...acknowledgement, replyTo: supportEmail },
        ]
      : [acknowledgement],
  );
  return { id, message: "Message sent" };
}

/** A GDPR request: stored, sent to the data protection contact, acknowledged with the legal deadline. */
export async function sendGdprRequest(
  deps: ContactDeps,
  owner: Owner | null,
  input: NewGdprRequest,
): Promise<ContactResponse> {
  const id = randomUUID();
  const created_at = nowIso();
  await insertGdprRequest(deps.db, { ...input, id, created_at }, owner);
  await deliver(deps, id, [
    renderStaffNotice({
      kind: "gdpr_request",
      to: deps.config.mail.privacyEmail,
      subject: `[GDPR/${input.kind}] request from ${input.email}`,
      replyTo: input.email,
      fields: [
        ["From", `${input.name} <${input.email}>`],
        ["Right invoked", input.kind],
        ["Account", owner?.userId ?? "none (not signed in)"],
        ["Device", owner?.deviceId ?? "unknown"],
        ["Language", input.language],
        ["Reference", id],
        ["Received", created_at],
        ["Due by", new Date(Date.parse(created_at) + GDPR_DEADLINE_DAYS * 86_400_000).toISOString()],
        ["Details", input.details || "(none)"],
      ],
    }),
    renderMail(
      "gdpr_acknowledgement",
      {
        kind: input.kind,
        days: GDPR_DEADLINE_DAYS,
        privacyEmail: deps.config.mail.privacyEmail,
      },
      target(deps, input),
    ),
  ]);
  return { id, message: "Request sent" };
}

function target(deps: ContactDeps, sender: { email: string; language: NewContactMessage["language"] }) {
  return {
    to: sender.email,
    language: sender.language,
    settingsLink: appLinks(deps.config.appUrl).notifications,
  };
}

async function deliver(deps: ContactDeps, id: string, mails: ReturnType<typeof renderMail>[]): Promise<void> {
  for (const mail of mails) {
    try {
      await deps.mailer.send(mail);
    } catch (error) {
      deps.logger.error({ err: error, reference: id, mail: mail.kind }, "contact mail not sent");
    }
  }
}
