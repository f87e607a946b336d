import type { GdprRequestKind } from "@shared/api/contact";

/** What each mail says, per interface language; ../render.ts lays it out as text and HTML. */

export type MailKind =
  | "verify_email"
  | "password_reset"
  | "email_change_confirm"
  | "email_change_requested"
  | "password_changed"
  | "account_action_link"
  | "login_alert"
  | "translation_finished"
  | "usage_limit"
  | "contact_acknowledgement"
  | "gdpr_acknowledgement";

/** Mails to the team (server/mail/staffNotice.ts), not localised templates. */
export type StaffMailKind = "contact_message" | "gdpr_request";

export interface VerifyEmailData {
  name: string;
  link: string;
  hours: number;
}

export interface PasswordResetData {
  name: string;
  link: string;
  minutes: number;
}

/** To the new address of an email change: the link that makes it the account's. */
export interface EmailChangeConfirmData {
  name: string;
  link: string;
  hours: number;
  /** The account's address now, so a stranger to the account knows it is not theirs. */
  currentEmail: string;
}

/** To the current address of an email change: the notice, with the approval link when the change waits for it. */
export interface EmailChangeRequestedData {
  name: string;
  newEmail: string;
  hours: number;
  approveLink: string | null;
  securityLink: string;
}

/**
 * To the address of an account with no password and no two-factor: the link that confirms what a session asked,
 * since a session alone may be a stolen one.
 */
export interface AccountActionLinkData {
  name: string;
  action: "delete" | "two_factor";
  link: string;
  minutes: number;
  securityLink: string;
}

/** To the account's address once its password changed: when, from where, and the way back if it was not them. */
export interface PasswordChangedData {
  name: string;
  /** Already formatted in the reader's language, with its time zone. */
  when: string;
  device: string;
  ip: string;
  /** The forgot-password page, whose link goes to this address and signs every device out. */
  resetLink: string;
}

export interface LoginAlertData {
  name: string;
  /** Already formatted in the reader's language, with its time zone. */
  when: string;
  device: string;
  ip: string;
  securityLink: string;
}

export interface TranslationFinishedData {
  name: string;
  filename: string;
  /** Language names in the reader's language. */
  source: string;
  target: string;
  status: "completed" | "failed";
  error: string | null;
  link: string;
}

export interface UsageLimitData {
  name: string;
  /** 80 (a warning) or 100 (reached). */
  percent: 80 | 100;
  used: number;
  limit: number;
  period: "day" | "month";
  /** What the limit counts: files translated, or characters sent to a paid service (the operator's allowance). */
  unit: "translations" | "characters";
  pricingLink: string;
}

/**
 * Acknowledgements go to an address nobody has proved, so they carry nothing the sender wrote (no name, no
 * subject): otherwise the form would let anyone mail anyone their own text through Polysub.
 */
export interface ContactAcknowledgementData {
  /** SUPPORT_EMAIL, which answers go to; null when the operator set none, and the mail names no address. */
  supportEmail: string | null;
}

export interface GdprAcknowledgementData {
  kind: GdprRequestKind;
  /** The legal deadline to carry the request out. */
  days: number;
  privacyEmail: string;
}

export interface MailData {
  verify_email: VerifyEmailData;
  password_reset: PasswordResetData;
  email_change_confirm: EmailChangeConfirmData;
  email_change_requested: EmailChangeRequestedData;
  password_changed: PasswordChangedData;
  account_action_link: AccountActionLinkData;
  login_alert: LoginAlertData;
  translation_finished: TranslationFinishedData;
  usage_limit: UsageLimitData;
  contact_acknowledgement: ContactAcknowledgementData;
  gdpr_acknowledgement: GdprAcknowledgementData;
}

export interface MailContent {
  subject: string;
  paragraphs: string[];
  action?: { label: string; url: string };
}

/** Which preference turns a notification off; account mails (verification, reset, contact) have none. */
export type OptOutTopic = "login_alerts" | "translation_finished" | "usage_limits";

export interface LocaleTexts {
  /** Without a name (the acknowledgements), a greeting that names nobody. */
  greeting(name?: string): string;
  /** Under the button, for mail readers that do not show it. */
  linkFallback: string;
  signature: string;
  /** "You receive this because … is on; turn it off in your notification settings: <link>". */
  optOut(topic: OptOutTopic, settingsLink: string): string;
  verify_email(data: VerifyEmailData): MailContent;
  password_reset(data: PasswordResetData): MailContent;
  email_change_confirm(data: EmailChangeConfirmData): MailContent;
  email_change_requested(data: EmailChangeRequestedData): MailContent;
  password_changed(data: PasswordChangedData): MailContent;
  account_action_link(data: AccountActionLinkData): MailContent;
  login_alert(data: LoginAlertData): MailContent;
  translation_finished(data: TranslationFinishedData): MailContent;
  usage_limit(data: UsageLimitData): MailContent;
  contact_acknowledgement(data: ContactAcknowledgementData): MailContent;
  gdpr_acknowledgement(data: GdprAcknowledgementData): MailContent;
}
