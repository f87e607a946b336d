import { wantsNotification } from "@shared/api/profile";
import { EMAIL_CHANGE_TTL_MS, EMAIL_TOKEN_TTL_MS, issueEmailToken } from "../auth/emailTokens";
import type { Db } from "../db";
import { appLinks } from "../mail/links";
import { formatMoment } from "../mail/render";
import { preferencesOf, type UserRow } from "../users/repository";
import { type MailDeps, mailLanguage, sendToUser } from "./send";

/**
 * The account mails: a link to verify the address, a link to reset the password, the links of an email change, the
 * link that confirms a deletion or two-factor, the password-change notice and the new-device alert.
 */

export interface AccountMailDeps extends MailDeps {
  db: Db;
}

/** A verification link for the account's current address (24 hours). */
export async function sendVerificationMail(deps: AccountMailDeps, user: UserRow): Promise<void> {
  const token = await issueEmailToken(deps.db, { userId: user.id, email: user.email, purpose: "verify" });
  await sendToUser(deps, user, "verify_email", {
    link: appLinks(deps.config.appUrl).verifyEmail(token),
    hours: EMAIL_TOKEN_TTL_MS.verify / 3_600_000,
  });
}

/** A single-use password reset link (1 hour). */
export async function sendPasswordResetMail(deps: AccountMailDeps, user: UserRow): Promise<void> {
  const token = await issueEmailToken(deps.db, { userId: user.id, email: user.email, purpose: "reset" });
  await sendToUser(deps, user, "password_reset", {
    link: appLinks(deps.config.appUrl).resetPassword(token),
    minutes: EMAIL_TOKEN_TTL_MS.reset / 60_000,
  });
}

/**
 * The link that confirms a deletion or turning two-factor on, for an account with no password and no two-factor:
 * its address is the only proof it has (1 hour).
 */
export async function sendAccountActionLink(
  deps: AccountMailDeps,
  user: UserRow,
  action: "delete" | "two_factor",
): Promise<void> {
  const token = await issueEmailToken(deps.db, { userId: user.id, email: user.email, purpose: action });
  const links = appLinks(deps.config.appUrl);
  await sendToUser(deps, user, "account_action_link", {
    action,
    link: links.confirmAccountAction(action, token),
    minutes: EMAIL_TOKEN_TTL_MS[action] / 60_000,
    securityLink: links.security,
  });
}

/** The link that makes `newEmail` the account's address, to that address (24 hours). */
export async function sendEmailChangeConfirmation(
  deps: MailDeps,
  user: UserRow,
  newEmail: string,
  token: string,
): Promise<void> {
  await sendToUser(deps, { ...user, email: newEmail }, "email_change_confirm", {
    link: appLinks(deps.config.appUrl).confirmEmailChange(token),
    hours: EMAIL_CHANGE_TTL_MS / 3_600_000,
    currentEmail: user.email,
  });
}

/**
 * The current address is told of a change to `newEmail`; with `approvalToken`, the change waits for its holder to
 * approve it through the link.
 */
export async function sendEmailChangeNotice(
  deps: MailDeps,
  user: UserRow,
  newEmail: string,
  approvalToken: string | null,
): Promise<void> {
  const links = appLinks(deps.config.appUrl);
  await sendToUser(deps, user, "email_change_requested", {
    newEmail,
    hours: EMAIL_CHANGE_TTL_MS / 3_600_000,
    approveLink: approvalToken === null ? null : links.confirmEmailChange(approvalToken),
    securityLink: links.security,
  });
}

/** What a device did and when: a sign-in, a password change. */
export interface DeviceMoment {
  userAgent: string | null;
  ip: string | null;
  at: Date;
}

/** When (in the reader's language), from which device and address, as the security mails name them. */
function deviceFacts(user: UserRow, moment: DeviceMoment) {
  return {
    when: formatMoment(moment.at, mailLanguage(user)),
    device: moment.userAgent?.slice(0, 200) || "?",
    ip: moment.ip ?? "?",
  };
}

/**
 * The account's address is told its password changed, and from where: a stolen session that got past the proof
 * (a guessed or phished password) does not change it unnoticed.
 */
export async function sendPasswordChangedNotice(
  deps: MailDeps,
  user: UserRow,
  change: DeviceMoment,
): Promise<void> {
  await sendToUser(deps, user, "password_changed", {
    ...deviceFacts(user, change),
    resetLink: appLinks(deps.config.appUrl).forgotPassword,
  });
}

/** A sign-in from a device the account has not used before, when the user's preferences ask for it. */
export async function sendLoginAlert(deps: MailDeps, user: UserRow, signIn: DeviceMoment): Promise<boolean> {
  if (!wantsNotification(preferencesOf(user), "login_alerts")) return false;
  await sendToUser(deps, user, "login_alert", {
    ...deviceFacts(user, signIn),
    securityLink: appLinks(deps.config.appUrl).security,
  });
  return true;
}
