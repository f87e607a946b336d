import { displayName } from "@shared/api/profile";
import { DEFAULT_INTERFACE_LANGUAGE, type InterfaceLanguage, isInterfaceLanguage } from "@shared/locales";
import type { Config } from "../config";
import type { Logger } from "../logger";
import { appLinks } from "../mail/links";
import type { Mailer } from "../mail/mailer";
import { renderMail } from "../mail/render";
import type { MailData, MailKind } from "../mail/templates/types";
import type { UserRow } from "../users/repository";

/** What sending a mail to an account needs. */
export interface MailDeps {
  config: Pick<Config, "appUrl">;
  mailer: Mailer;
  logger: Logger;
}

export type Recipient = Pick<UserRow, "email" | "name" | "interface_language">;

export function mailLanguage(user: Pick<UserRow, "interface_language">): InterfaceLanguage {
  return isInterfaceLanguage(user.interface_language) ? user.interface_language : DEFAULT_INTERFACE_LANGUAGE;
}

/** Renders `kind` in the account's interface language, greeting it by name, and sends it to its address. */
export async function sendToUser<K extends MailKind>(
  deps: MailDeps,
  user: Recipient,
  kind: K,
  data: Omit<MailData[K], "name">,
): Promise<void> {
  const mail = renderMail(kind, { ...data, name: displayName(user) } as MailData[K], {
    to: user.email,
    language: mailLanguage(user),
    settingsLink: appLinks(deps.config.appUrl).notifications,
  });
  await deps.mailer.send(mail);
}

/**
 * Work nobody waits for: a mail sent after the answer has gone (one whose time would tell whether an account
 * exists, or that the caller need not wait for), or after a job ended. Its failure is logged, never the caller's.
 */
export function inBackground(logger: Logger, what: string, task: () => Promise<unknown>): void {
  void Promise.resolve()
    .then(task)
    .catch((err: unknown) => logger.error({ err }, `${what} failed`));
}
